/** A failure the client caused or must know about; the error handler turns it into `{message, ...}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra top-level fields of the JSON body (`errors`, `error`). */
    readonly extra: Record<string, unknown> = {},
    /** Extra response headers (Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string[]>) =>
  new HttpError(400, message, errors ? { errors } : {});
export const unauthorized = (message = 'Unauthenticated') => new HttpError(401, message);
export const forbidden = (message = 'You do not manage this site') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, extra: Record<string, unknown> = {}) =>
  new HttpError(409, message, extra);

/** Error codes and messages that mean "the database cannot be reached right now". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
]);
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection (?:is )?closed/i,
  /pglite is closed/i,
  /client has encountered a connection error/i,
  /cannot use a pool after calling end/i,
];

/** What every reply says while the database cannot be reached (503). */
export const DATABASE_UNAVAILABLE_MESSAGE = 'Service temporarily unavailable: the database cannot be reached';

/** Walks the cause chain (drizzle wraps driver errors in DrizzleQueryError). */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof candidate.code === 'string') {
      if (UNAVAILABLE_CODES.has(candidate.code) || candidate.code.startsWith('08')) return true;
    }
    if (typeof candidate.message === 'string' && UNAVAILABLE_MESSAGES.some((re) => re.test(candidate.message as string))) {
      return true;
    }
    // AggregateError from net.connect when every address fails.
    if (Array.isArray(candidate.errors) && candidate.errors.some((inner) => isDatabaseUnavailable(inner))) {
      return true;
    }
    current = candidate.cause;
  }
  return false;
}

/** Fastify's own client-error codes, with messages that are safe and stable to show. */
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty but Content-Type is application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported Content-Type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid Content-Length',
};

export interface ErrorReply {
  status: number;
  body: { message: string } & Record<string, unknown>;
  headers: Record<string, string>;
  /** How it is logged: 'warn' (database away), 'error' (a bug), or not at all. */
  log?: 'warn' | 'error';
}

/**
 * What the API answers for a failure: one mapping for the error handler (app.ts) and for the
 * public reads the pages call in process (pages/in-process-fetch.ts). Never a stack trace.
 */
export function errorReply(error: unknown): ErrorReply {
  if (error instanceof HttpError) {
    return { status: error.statusCode, body: { message: error.message, ...error.extra }, headers: error.headers };
  }
  if (isDatabaseUnavailable(error)) {
    return { status: 503, body: { message: DATABASE_UNAVAILABLE_MESSAGE }, headers: {}, log: 'warn' };
  }
  const { statusCode, code, message } = error as { statusCode?: number; code?: string; message?: string };
  const status = statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { status, body: { message: (code && CLIENT_ERROR_MESSAGES[code]) || message || 'Bad request' }, headers: {} };
  }
  return { status: 500, body: { message: 'Internal server error' }, headers: {}, log: 'error' };
}
