import type { Money } from '@sitenet/api-client';

const formats = new Map<string, Intl.NumberFormat>();

function formatOne({ amount, currency }: Money): string {
  let format = formats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-GB', { style: 'currency', currency });
    formats.set(currency, format);
  }
  return format.format(amount);
}

/**
 * "€12.40 + $3.00": amounts keep their currency. The API converts to one reporting currency in
 * one place (apps/api/src/modules/campaign-reports/money.ts); the console shows whatever list it
 * gets, so nothing changes here when it does. Empty: `empty`.
 */
export function formatMoney(amounts: readonly Money[], empty = '—'): string {
  return amounts.length === 0 ? empty : amounts.map(formatOne).join(' + ');
}
