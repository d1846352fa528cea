/** UTC days, as every count, rollup and report keys them. */

/** A UTC day in milliseconds (UTC has no daylight saving: every day is this long). */
export const DAY_MS = 86_400_000;

let memoDay = Number.NaN;
let memoText = '';

/** `2026-11-23`: the UTC day of a time. Every event and click asks: the last answer is kept. */
export function dayOf(time: number): string {
  const day = Math.floor(time / DAY_MS);
  if (day !== memoDay) {
    memoText = new Date(day * DAY_MS).toISOString().slice(0, 10);
    memoDay = day;
  }
  return memoText;
}
