import type { DashboardSummary } from '@sitenet/api-client';

const integer = new Intl.NumberFormat('en-GB');

export const formatCount = (value: number): string => integer.format(value);

/** "€12.40 + $3.00": amounts keep their currency (no conversion rates yet). */
export function formatEarnings(earnings: DashboardSummary['earnings']): string {
  return earnings
    .map(({ amount, currency }) =>
      new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(amount),
    )
    .join(' + ');
}

/** Up to two letters of a person's name, for an avatar. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/** The honest state of the earnings until affiliate offers record conversions. */
export const NO_EARNINGS = 'No earnings yet';
export const NO_EARNINGS_HINT = 'Affiliate offers arrive with campaigns';
