import type { Money, NetworkSettings } from '../../contract';
import { toReportingCurrency } from '../conversions/reporting-currency';

/** Amounts by currency, summed as they are read (an offer earns in its own currency). */
export type Amounts = Map<string, number>;

export function addAmount(amounts: Amounts, currency: string, amount: number): void {
  if (amount === 0) return;
  amounts.set(currency, (amounts.get(currency) ?? 0) + amount);
}

export function mergeAmounts(into: Amounts, from: Amounts | undefined): void {
  if (from) for (const [currency, amount] of from) addAmount(into, currency, amount);
}

/** Exact to the stored scale (numeric(14, 4)): sums of floats must not show 12.400000001. */
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** What converting needs from the network settings (settings/service.ts, currentNetworkSettings). */
export type ReportingCurrency = Pick<NetworkSettings, 'reporting_currency' | 'currency_rates'>;

/**
 * THE ONE PLACE where earnings leave the server: every report, the cross-site matrices and the
 * dashboard answer their amounts through here. Each currency with a rate in the network settings
 * (and the reporting currency itself) is converted and summed into one entry in the reporting
 * currency; a currency without a rate stays its own entry, never counted 1:1. Sorted by code.
 */
export function reportedEarnings(amounts: Amounts, currency: ReportingCurrency): Money[] {
  const out: Amounts = new Map();
  for (const [code, amount] of amounts) {
    const reported = toReportingCurrency(amount, code, currency);
    addAmount(out, reported.currency, reported.amount);
  }
  return [...out]
    .filter(([, amount]) => round4(amount) !== 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, amount]) => ({ currency: code, amount: round4(amount) }));
}

/** Earnings per 1,000 page views, per currency (none without views). */
export function perThousandViews(amounts: Amounts, views: number): Amounts {
  const out: Amounts = new Map();
  if (views > 0)
    for (const [currency, amount] of amounts) out.set(currency, (amount * 1000) / views);
  return out;
}
