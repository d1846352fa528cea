/**
 * PostgreSQL advisory lock keys, one registry so two features never pick the same number.
 * CLICK_ROLLUP: the click roll-up holds it exclusively while it rebuilds days; a click flush holds
 * it shared, so a late click is either seen by the roll-up or un-marks its day after it.
 */
export const ADVISORY_LOCKS = {
  CLICK_ROLLUP: 180_027,
} as const;
