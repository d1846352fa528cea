import type { CommissionModel } from '../../contract';

/** Stored amounts are numeric(14,4): ten digits before the point. */
const SCALE = 10_000n;
const MAX_STORED = 99_999_999_999_999n; // 9,999,999,999.9999 scaled

/** A non-negative decimal string (`49.9`, `0.2500`) as ten-thousandths, exactly. */
function scaled(decimal: string): bigint {
  const [whole = '0', fraction = ''] = decimal.split('.');
  return BigInt(whole) * SCALE + BigInt(fraction.padEnd(4, '0').slice(0, 4));
}

function decimalOf(value: bigint): string {
  const whole = value / SCALE;
  const fraction = (value % SCALE).toString().padStart(4, '0');
  return `${whole}.${fraction}`;
}

export interface OfferCommission {
  model: CommissionModel;
  /** As stored: numeric text (`7.5000`). */
  rate: string;
  currency: string;
}

/**
 * What one conversion earns by the offer's model at this moment, in exact decimal arithmetic:
 * - percent: amount x rate / 100, in the sale's currency (half up to 4 decimals);
 * - per_lead: the rate, in the offer's currency, whatever the sale;
 * - per_click: 0 in the offer's currency: such an offer earns for its clicks (the reports count
 *   clicks x rate), so a conversion on it is recorded for the record without earning twice.
 * Null when the result would not fit the stored numeric(14,4) (an absurd amount).
 */
export function earningsFor(commission: OfferCommission, amount: string, currency: string): { earnings: string; currency: string } | null {
  if (commission.model === 'per_lead') return { earnings: decimalOf(scaled(commission.rate)), currency: commission.currency };
  if (commission.model === 'per_click') return { earnings: '0.0000', currency: commission.currency };
  // amount (x1e4) * rate (x1e4) / 100 -> x1e8 / 100; back to x1e4 with half-up rounding.
  const product = scaled(amount) * scaled(commission.rate);
  const divisor = SCALE * 100n;
  const value = (product + divisor / 2n) / divisor;
  if (value > MAX_STORED) return null;
  return { earnings: decimalOf(value), currency };
}
