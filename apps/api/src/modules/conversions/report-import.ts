import { AMOUNT_PATTERN, CURRENCY_PATTERN, type ImportedConversionRow } from '../../contract';
import { parseCsv } from '../../lib/csv';
import { earningsFor } from './earnings';
import type { ClickForConversion, NewConversion } from './service';

/** An offer the importing person may report conversions for. */
export interface ImportableOffer {
  id: number;
  name: string;
}

/** The file's rows as read, before anything is looked up. */
export interface ReportRow {
  row: number;
  date: string;
  offer: string;
  clickId: string;
  amount: string;
  currency: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const HEADER_NAMES = {
  date: ['date', 'converted_at', 'conversion_date'],
  offer: ['offer', 'offer_id', 'offer_name'],
  click: ['click_id', 'sub_id', 'sub-id', 'subid'],
  amount: ['amount', 'sale_amount'],
  currency: ['currency'],
} as const;

/**
 * Reads a partner's report: a header naming date, offer, click_id (or sub_id), amount, currency in
 * any order (other columns ignored). A file-level fault (not CSV, a column missing, no rows, too
 * many) is returned as `{ error }`.
 */
export function readReport(csv: string, maxRows: number): { rows: ReportRow[] } | { error: string } {
  const parsed = parseCsv(csv);
  if ('error' in parsed) return { error: parsed.error };
  const [header, ...body] = parsed.rows;
  const names = (header ?? []).map((name) => name.trim().toLowerCase());
  const at = Object.fromEntries(
    Object.entries(HEADER_NAMES).map(([key, candidates]) => [key, names.findIndex((name) => (candidates as readonly string[]).includes(name))]),
  ) as Record<keyof typeof HEADER_NAMES, number>;
  const missing = Object.entries(at)
    .filter(([, index]) => index < 0)
    .map(([key]) => (key === 'click' ? 'click_id' : key));
  if (missing.length > 0) {
    return { error: `The first row must name the columns date, offer, click_id (or sub_id), amount, currency; missing: ${missing.join(', ')}` };
  }
  if (body.length === 0) return { error: 'The file has no rows after its header' };
  if (body.length > maxRows) return { error: `At most ${maxRows} rows per file (this one has ${body.length}): split it` };
  const cell = (cells: string[], index: number) => (cells[index] ?? '').trim();
  return {
    rows: body.map((cells, index) => ({
      row: index + 2,
      date: cell(cells, at.date),
      offer: cell(cells, at.offer),
      clickId: cell(cells, at.click),
      amount: cell(cells, at.amount),
      currency: cell(cells, at.currency).toUpperCase(),
    })),
  };
}

/** A report date as an instant: a bare date is midnight UTC of that day. */
function dateOf(text: string): Date | null {
  if (!DATE.test(text)) return null;
  const date = new Date(text.length === 10 ? `${text}T00:00:00Z` : text.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Checks every row against the offers the person may import for and the clicks found: the offer
 * (by id or name) known and unambiguous, the click known, of that offer and not converted yet nor
 * twice in the file, the amount a decimal, the currency three letters, the date a real one that is
 * neither in the future nor before its click's day. Each row comes back with its errors (the
 * preview) and, when it has none, the conversion to write.
 */
export function checkReport(
  rows: readonly ReportRow[],
  lookups: { offers: readonly ImportableOffer[]; clicks: ReadonlyMap<string, ClickForConversion>; now: Date },
): Array<{ preview: ImportedConversionRow; conversion: NewConversion | null }> {
  const byId = new Map(lookups.offers.map((offer) => [String(offer.id), offer]));
  const byName = new Map<string, ImportableOffer[]>();
  for (const offer of lookups.offers) {
    const key = offer.name.trim().toLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), offer]);
  }
  const firstRowOf = new Map<string, number>();
  return rows.map((row) => {
    const errors: string[] = [];
    let offer: ImportableOffer | undefined;
    const named = byName.get(row.offer.toLowerCase()) ?? [];
    if (/^\d+$/.test(row.offer) && byId.has(row.offer)) offer = byId.get(row.offer);
    else if (named.length === 1) offer = named[0];
    else if (named.length > 1) errors.push(`Several offers are named "${row.offer}": use the offer's id`);
    else errors.push(row.offer ? `Unknown offer "${row.offer}"` : 'The offer is missing');

    const click = lookups.clicks.get(row.clickId);
    if (!row.clickId) errors.push('The click_id is missing');
    else if (firstRowOf.has(row.clickId)) errors.push(`Click ${row.clickId} is already on row ${firstRowOf.get(row.clickId)}`);
    else if (!click) errors.push(`Unknown click ${row.clickId}`);
    else if (offer && click.offerId !== offer.id) errors.push(`Click ${row.clickId} is not a click of ${offer.name}`);
    else if (click.converted) errors.push(`Click ${row.clickId} already has a conversion`);
    if (row.clickId && !firstRowOf.has(row.clickId)) firstRowOf.set(row.clickId, row.row);

    const amountOk = AMOUNT_PATTERN.test(row.amount);
    if (!amountOk) errors.push(`Amount "${row.amount}" is not a positive decimal like 49.90`);
    const currencyOk = CURRENCY_PATTERN.test(row.currency);
    if (!currencyOk) errors.push(`Currency "${row.currency}" is not a three-letter code like EUR`);

    const date = dateOf(row.date);
    if (!date) errors.push(`Date "${row.date}" is not a date (YYYY-MM-DD)`);
    else if (date.getTime() > lookups.now.getTime()) errors.push(`Date ${row.date} is in the future`);
    else if (click && date.getTime() < (row.date.length === 10 ? startOfUtcDay(click.clickedAt) : click.clickedAt.getTime())) {
      errors.push(`Date ${row.date} is before the click (${click.clickedAt.toISOString()})`);
    }

    const earned = click && amountOk && currencyOk ? earningsFor(click.commission, row.amount, row.currency) : null;
    if (click && amountOk && currencyOk && !earned) errors.push(`Amount ${row.amount} is too large`);
    const ok = errors.length === 0 && click && offer && earned && date;
    return {
      preview: {
        row: row.row,
        date: row.date,
        offer: row.offer,
        offer_id: offer?.id ?? null,
        offer_name: offer?.name ?? null,
        click_id: row.clickId,
        amount: row.amount,
        currency: row.currency,
        earnings: ok ? Number(earned.earnings) : null,
        earnings_currency: ok ? earned.currency : null,
        model: ok ? click.commission.model : null,
        errors,
      },
      conversion: ok
        ? { click, amount: row.amount, currency: row.currency, earnings: earned.earnings, earningsCurrency: earned.currency, source: 'import', convertedAt: date }
        : null,
    };
  });
}

function startOfUtcDay(date: Date): number {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}
