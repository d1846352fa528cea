import { parseCsv } from '../../lib/csv';

/** One checked row of an import file. */
export interface ImportRow {
  email: string;
  locale: string;
  consentAt: Date;
}

export type ImportCheck = { rows: ImportRow[] } | { message: string; errors: Record<string, string[]> };

/** Row errors listed at most (a wrong file can have thousands; the first ones say what is wrong). */
const MAX_REPORTED = 100;
const EMAIL = /^[^\s@"<>,;]+@[^\s@"<>,;]+\.[^\s@"<>,;]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * Checks an import file completely before anything is written: a header naming `email` and
 * `consent_date` (or `consent_at`, the export's name), optionally `locale`; other columns are
 * ignored, so an export can be imported back. Each row: a valid address (not twice in the file),
 * a consent date that is a real date and not in the future, a language of the site. Rows are
 * numbered as a spreadsheet shows them (the header is row 1).
 */
export function checkImport(csv: string, options: { siteLanguages: readonly string[]; defaultLanguage: string; now: Date; maxRows: number }): ImportCheck {
  const parsed = parseCsv(csv);
  if ('error' in parsed) return { message: parsed.error, errors: { file: [parsed.error] } };
  const [header, ...body] = parsed.rows;
  const names = (header ?? []).map((name) => name.trim().toLowerCase());
  const column = (...candidates: string[]) => names.findIndex((name) => candidates.includes(name));
  const emailAt = column('email');
  const consentAt = column('consent_date', 'consent_at');
  const localeAt = column('locale');
  const missing = [emailAt < 0 && 'email', consentAt < 0 && 'consent_date'].filter(Boolean);
  if (missing.length > 0) {
    const message = `The first row must name the columns email and consent_date (locale is optional); missing: ${missing.join(', ')}`;
    return { message, errors: { file: [message] } };
  }
  if (body.length === 0) return { message: 'The file has no rows after its header', errors: { file: ['The file has no rows after its header'] } };
  if (body.length > options.maxRows) {
    const message = `At most ${options.maxRows} rows per file (this one has ${body.length}): split it`;
    return { message, errors: { file: [message] } };
  }

  const errors: Record<string, string[]> = {};
  let errorRows = 0;
  const firstRowOf = new Map<string, number>();
  const rows: ImportRow[] = [];
  body.forEach((cells, index) => {
    const rowNumber = index + 2;
    const problems: string[] = [];
    const email = (cells[emailAt] ?? '').trim().toLowerCase();
    if (!EMAIL.test(email) || email.length > 254) problems.push(`"${email}" is not an email address`);
    else if (firstRowOf.has(email)) problems.push(`${email} is already on row ${firstRowOf.get(email)}`);
    else firstRowOf.set(email, rowNumber);
    const consentText = (cells[consentAt] ?? '').trim();
    const consent = DATE.test(consentText) ? new Date(consentText.length === 10 ? `${consentText}T00:00:00Z` : consentText) : null;
    if (!consent || Number.isNaN(consent.getTime())) problems.push(`consent_date "${consentText}" is not a date (YYYY-MM-DD)`);
    else if (consent.getTime() > options.now.getTime()) problems.push(`consent_date ${consentText} is in the future`);
    const locale = localeAt >= 0 && (cells[localeAt] ?? '').trim() ? cells[localeAt]!.trim().toLowerCase() : options.defaultLanguage;
    if (!options.siteLanguages.includes(locale)) problems.push(`locale "${locale}" is not a language of this site (${options.siteLanguages.join(', ')})`);
    if (problems.length > 0) {
      errorRows += 1;
      if (errorRows <= MAX_REPORTED) errors[`row ${rowNumber}`] = problems;
      return;
    }
    rows.push({ email, locale, consentAt: consent! });
  });
  if (errorRows > 0) {
    return { message: `${errorRows} row${errorRows === 1 ? ' has' : 's have'} errors: nothing was imported`, errors };
  }
  return { rows };
}
