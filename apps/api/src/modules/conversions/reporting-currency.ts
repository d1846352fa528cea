import type { NetworkSettings } from '../../contract';

/** An amount in the reporting currency, or the reason it could not be converted. */
export type ReportingAmount =
  | { converted: true; amount: number; currency: string }
  | { converted: false; amount: number; currency: string };

/**
 * `amount` of `currency` in the network's reporting currency, with the rates of the network
 * settings (one unit of `currency` = rate units of the reporting currency). The reporting currency
 * itself converts 1:1; any other currency without a rate comes back unconverted (its own amount and
 * currency) so a total never silently counts it 1:1. Rounded to 4 decimals, like stored amounts.
 * The one conversion helper of earnings: the campaign reports use it too.
 */
export function toReportingCurrency(
  amount: number,
  currency: string,
  settings: Pick<NetworkSettings, 'reporting_currency' | 'currency_rates'>,
): ReportingAmount {
  if (currency === settings.reporting_currency) return { converted: true, amount, currency };
  const rate = settings.currency_rates[currency];
  if (rate === undefined) return { converted: false, amount, currency };
  return { converted: true, amount: Math.round(amount * rate * 10_000) / 10_000, currency: settings.reporting_currency };
}

/** Sums amounts of several currencies in the reporting currency; those without a rate are listed apart. */
export function sumInReportingCurrency(
  amounts: ReadonlyArray<{ amount: number; currency: string }>,
  settings: Pick<NetworkSettings, 'reporting_currency' | 'currency_rates'>,
): { currency: string; amount: number; unconverted: string[] } {
  let total = 0;
  const unconverted = new Set<string>();
  for (const item of amounts) {
    const result = toReportingCurrency(item.amount, item.currency, settings);
    if (result.converted) total += result.amount;
    else if (item.amount !== 0) unconverted.add(item.currency);
  }
  return { currency: settings.reporting_currency, amount: Math.round(total * 10_000) / 10_000, unconverted: [...unconverted].sort() };
}
