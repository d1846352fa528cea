import type { CreatePostInput } from '@sitenet/api-client';

/**
 * Errors by field, keyed like the server's `errors` (`category`, `translations.es.slug`), except
 * that a tip is named by its id, not its position, so an error stays on its tip after a reorder:
 * `translations.es.content.<tip id>.title`.
 */
export type FieldErrors = Record<string, string>;

export const errorKey = {
  meta: (field: string) => field,
  translation: (lang: string, field: string) => `translations.${lang}.${field}`,
  tip: (lang: string, tipId: string, field: string) => `translations.${lang}.content.${tipId}.${field}`,
};

/** The DOM id of the input showing a field, so the first error can take focus. */
export function fieldId(key: string): string {
  return `field-${key.replace(/[^A-Za-z0-9_-]+/g, '-')}`;
}

/** A path of the request (zod issue path or a server key split on dots) as an error key. */
export function pathToKey(path: readonly PropertyKey[], request: CreatePostInput): string {
  const parts = path.map(String);
  if (parts[0] === 'translations' && parts[2] === 'content' && parts[3] !== undefined && /^\d+$/.test(parts[3])) {
    const tip = request.translations[parts[1] ?? '']?.content[Number(parts[3])];
    if (tip) parts[3] = tip.id;
  }
  return parts.join('.');
}

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** zod issues as field errors; the first message of a field wins. */
export function errorsFromIssues(issues: readonly Issue[], request: CreatePostInput): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = pathToKey(issue.path, request);
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The server's `{errors: {"translations.es.slug": ["..."]}}` as field errors. */
export function errorsFromServer(body: unknown, request: CreatePostInput): FieldErrors {
  const raw = (body as { errors?: unknown } | undefined)?.errors;
  if (!raw || typeof raw !== 'object') return {};
  const errors: FieldErrors = {};
  for (const [path, messages] of Object.entries(raw as Record<string, unknown>)) {
    const message = Array.isArray(messages) ? messages.find((m) => typeof m === 'string') : messages;
    if (typeof message !== 'string') continue;
    const key = pathToKey(path.split('.'), request);
    errors[key] ??= message;
  }
  return errors;
}

/** The language an error belongs to (so the picker can flag it), or null for post fields. */
export function errorLanguage(key: string): string | null {
  const match = /^translations\.([^.]+)/.exec(key);
  return match?.[1] ?? null;
}
