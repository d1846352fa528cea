import type { Money } from '../../contract';

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

/**
 * THE ONE PLACE where earnings leave the server: every report, the cross-site matrices and the
 * dashboard answer their amounts through here. Today each currency stays apart (sorted by code).
 * Converting to the network's reporting currency (the settings' rates, `toReportingCurrency`)
 * plugs in here and nowhere else; the contract's `[{ currency, amount }]` shape stays the same
 * (then one entry in the reporting currency).
 */
export function reportedEarnings(amounts: Amounts): Money[] {
  return [...amounts]
    .filter(([, amount]) => round4(amount) !== 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, amount]) => ({ currency, amount: round4(amount) }));
}

/** Earnings per 1,000 page views, per currency (none without views). */
export function perThousandViews(amounts: Amounts, views: number): Amounts {
  const out: Amounts = new Map();
  if (views > 0)
    for (const [currency, amount] of amounts) out.set(currency, (amount * 1000) / views);
  return out;
}
