/** admin:create refuses an email that already has an account (its own module: the command loads it before the database). */
export class AdminExistsError extends Error {}
