/**
 * PostgreSQL advisory lock keys, one registry so two features never pick the same number.
 * CLICK_ROLLUP: the click roll-up holds it exclusively while it rebuilds days; a click flush holds
 * it shared, so a late click is either seen by the roll-up or un-marks its day after it.
 */
export const ADVISORY_LOCKS = {
  CLICK_ROLLUP: 180_027,
  /**
   * VIEW_WINDOWS: the rebuild of page_view_windows holds it exclusively; a write to daily_stats'
   * page rows holds it shared (trigger, migration 0035), so a late row is either read by the
   * rebuild or clears the anchor after it.
   */
  VIEW_WINDOWS: 180_035,
  /**
   * CAMPAIGN_WINDOWS: the rebuild of the campaign_window_* tables holds it exclusively; a write to
   * the click, clicker or conversion rollups holds it shared (trigger, migration 0037), so a late
   * write is either read by the rebuild or clears the anchor after it.
   */
  CAMPAIGN_WINDOWS: 180_037,
} as const;
