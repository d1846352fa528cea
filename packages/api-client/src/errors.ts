/**
 * The two ways a call fails, apart from the code that makes calls (http.ts): a page that only
 * checks a failure's kind (e.g. a 404 from a query) needs these classes, not the HTTP client.
 */

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    /** The parsed JSON body, when there was one. */
    readonly body: unknown = undefined,
  ) {
    super(message);
  }

  /** The add-language call names its failure `error`; everything else `message`. */
  get serverError(): string | undefined {
    const body = this.body as { error?: unknown; message?: unknown } | undefined;
    if (typeof body?.error === 'string') return body.error;
    if (typeof body?.message === 'string') return body.message;
    return undefined;
  }
}

export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(override readonly cause?: unknown) {
    super('Network error');
  }
}
