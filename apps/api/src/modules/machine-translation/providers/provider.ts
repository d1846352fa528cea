/** One request to a provider: texts of one kind (all HTML or all plain text) between two languages. */
export interface ProviderRequest {
  texts: string[];
  /** The site's language codes (`en`, `pt-BR` ...); each provider maps them to its own. */
  from: string;
  to: string;
  html: boolean;
  /** A DeepL glossary of do-not-translate terms for this pair (DeepL only). */
  glossaryId?: string | null;
}

export interface Provider {
  translate(request: ProviderRequest, signal: AbortSignal): Promise<string[]>;
  /**
   * The provider's glossary of `terms` kept as themselves for the pair, created when missing
   * (null: this provider has none, or none is needed).
   */
  createGlossary?(from: string, to: string, terms: string[], signal: AbortSignal): Promise<string | null>;
}

/** A provider call that failed: `retryable` for network errors, timeouts, 429 and 5xx. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    /** Seconds the provider asked to wait (Retry-After), when it said. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

const REFUSED: Record<number, string> = {
  401: 'the provider refused the API key (401)',
  403: 'the provider refused the API key (403)',
  456: 'the provider account’s quota is used up (456)',
};

/**
 * POSTs JSON and reads JSON back, turning every failure into a ProviderError that says what
 * happened in words a person can act on (the provider's own message for a 4xx, when it gave one).
 */
export async function postJson(url: string, body: unknown, headers: Record<string, string>, signal: AbortSignal): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'TimeoutError' || name === 'AbortError') throw new ProviderError('the provider did not answer in time', true);
    const code = (error as { cause?: { code?: string } }).cause?.code;
    throw new ProviderError(`the provider cannot be reached${code ? ` (${code})` : ''}`, true);
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new ProviderError('the provider did not answer in time', true);
  }
  if (!response.ok) {
    const status = response.status;
    const retryable = status === 429 || status >= 500;
    const said = providerMessage(text);
    const message = REFUSED[status] ?? `the provider answered ${status}${said ? `: ${said}` : ''}`;
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new ProviderError(message, retryable, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ProviderError('the provider answered something other than JSON', false);
  }
}

/** DeepL says `{ message }`, LibreTranslate `{ error }`; at most 200 characters of either. */
function providerMessage(text: string): string | null {
  try {
    const body = JSON.parse(text) as { message?: unknown; error?: unknown };
    const said = typeof body.message === 'string' ? body.message : typeof body.error === 'string' ? body.error : null;
    return said ? said.slice(0, 200) : null;
  } catch {
    return null;
  }
}

/** The translations of a reply, one per text sent, or a ProviderError saying the reply is not that. */
export function expectTexts(values: unknown, count: number): string[] {
  if (!Array.isArray(values) || values.length !== count || !values.every((value) => typeof value === 'string')) {
    throw new ProviderError(`the provider answered ${Array.isArray(values) ? values.length : 'no'} translations for ${count} texts`, false);
  }
  return values as string[];
}
