/** What every campaign-report module reads the same way: rows of a raw statement, UTC days. */
export const DAY_MS = 86_400_000;

/** The rows of `db.execute()` (PGlite and node-postgres both answer `{ rows }`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** `2026-11-23`: the UTC day of a time. */
export const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
