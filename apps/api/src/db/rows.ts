/**
 * The rows of a raw statement (`db.execute()`): PGlite and node-postgres both answer `{ rows }`;
 * a driver that answers the array itself is read as is.
 */
export const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
