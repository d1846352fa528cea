import { ApiError, type Site, type SiteInput } from '@sitenet/api-client';
import { siteInputSchema } from '@sitenet/api-client/schemas/sites';

/** What the form holds while it is being typed in (aliases as the text of their box). */
export interface SiteFormValues {
  name: string;
  domain: string;
  /** One host name per line. */
  aliases: string;
  description: string;
  defaultLanguage: string;
  languages: string[];
  /** Empty = every category. */
  categories: string[];
}

/** The form's fields; each server or schema error is shown at one of them. */
export type SiteField = 'name' | 'domain' | 'aliases' | 'description' | 'defaultLanguage' | 'languages' | 'categories';
export type SiteFieldErrors = Partial<Record<SiteField, string>>;

export const emptySiteForm = (): SiteFormValues => ({
  name: '',
  domain: '',
  aliases: '',
  description: '',
  defaultLanguage: 'en',
  languages: ['en'],
  categories: [],
});

export function siteToForm(site: Site): SiteFormValues {
  return {
    name: site.name,
    domain: site.domain,
    aliases: (site.aliases ?? []).join('\n'),
    description: site.description ?? '',
    defaultLanguage: site.default_language ?? 'en',
    languages: site.languages?.length ? site.languages : ['en'],
    categories: site.categories ?? [],
  };
}

export function formToInput(values: SiteFormValues): SiteInput {
  return {
    name: values.name,
    domain: values.domain,
    aliases: values.aliases
      .split(/[\n,]/)
      .map((alias) => alias.trim())
      .filter(Boolean),
    description: values.description,
    default_language: values.defaultLanguage,
    languages: values.languages,
    categories: values.categories.length > 0 ? (values.categories as SiteInput['categories']) : null,
  };
}

/** `aliases.2` -> aliases, `default_language` -> defaultLanguage ...; unknown keys are dropped. */
function fieldOf(key: string): SiteField | null {
  const head = key.split('.')[0];
  switch (head) {
    case 'name':
    case 'domain':
    case 'aliases':
    case 'description':
    case 'languages':
    case 'categories':
      return head;
    case 'default_language':
      return 'defaultLanguage';
    default:
      return null;
  }
}

function add(errors: SiteFieldErrors, key: string, message: string, input: SiteInput) {
  const field = fieldOf(key);
  if (!field || errors[field]) return;
  // An alias error names the alias, since the box holds several.
  const index = key.startsWith('aliases.') ? Number(key.split('.')[1]) : NaN;
  const alias = Number.isInteger(index) ? input.aliases?.[index] : undefined;
  errors[field] = alias && !message.includes(alias) ? `${alias}: ${message}` : message;
}

/** The contract's own rules, checked before sending (the server applies the same). */
export function validateSiteForm(values: SiteFormValues): SiteFieldErrors {
  const input = formToInput(values);
  const result = siteInputSchema.safeParse(input);
  if (result.success) return {};
  const errors: SiteFieldErrors = {};
  for (const issue of result.error.issues) add(errors, issue.path.map(String).join('.') || 'name', issue.message, input);
  return errors;
}

/** The server's `{ errors: { domain: [...] } }` (400, 409) as field errors. */
export function serverFieldErrors(error: unknown, values: SiteFormValues): SiteFieldErrors {
  if (!(error instanceof ApiError)) return {};
  const raw = (error.body as { errors?: Record<string, unknown> } | undefined)?.errors;
  if (!raw || typeof raw !== 'object') return {};
  const input = formToInput(values);
  const errors: SiteFieldErrors = {};
  for (const [key, messages] of Object.entries(raw)) {
    const message = Array.isArray(messages) ? messages.find((m) => typeof m === 'string') : undefined;
    if (typeof message === 'string') add(errors, key, message, input);
  }
  return errors;
}
