import { MT_DEFAULT_ENDPOINTS, type MachineTranslationSettings, type MtProvider, type UpdateMachineTranslationRequest } from '@sitenet/api-client';

/** One language pair's do-not-translate terms as edited: one term a line. */
export interface GlossaryRow {
  source_lang: string;
  target_lang: string;
  terms: string;
}

export interface MtFormValues {
  provider: MtProvider;
  endpoint: string;
  /** Typed here to replace the saved key; empty: the saved one stays. */
  key: string;
  /** The saved key is to be removed at the next save. */
  clear_key: boolean;
  rows: GlossaryRow[];
  /** '' while emptied: no limit. */
  monthly_budget_chars: number | '';
}

export function toMtForm(settings: MachineTranslationSettings): MtFormValues {
  return {
    provider: settings.provider,
    endpoint: settings.endpoint ?? '',
    key: '',
    clear_key: false,
    rows: settings.glossary.map((entry) => ({ ...entry, terms: entry.terms.join('\n') })),
    monthly_budget_chars: settings.monthly_budget_chars ?? '',
  };
}

/** The request: `key` only when one was typed (or the saved one is to go), so a save never resends it. */
export function fromMtForm(values: MtFormValues): UpdateMachineTranslationRequest {
  const key = values.key.trim();
  return {
    provider: values.provider,
    endpoint: values.provider === 'none' ? values.endpoint.trim() || null : values.endpoint.trim(),
    ...(key ? { key } : values.clear_key ? { key: null } : {}),
    glossary: values.rows.map((row) => ({
      source_lang: row.source_lang.trim().toLowerCase(),
      target_lang: row.target_lang.trim().toLowerCase(),
      terms: row.terms
        .split('\n')
        .map((term) => term.trim())
        .filter(Boolean),
    })),
    monthly_budget_chars: values.monthly_budget_chars === '' ? null : values.monthly_budget_chars,
  };
}

/** The endpoint a provider starts with when none is typed yet. */
export const defaultEndpoint = (provider: MtProvider) => (provider === 'none' ? '' : MT_DEFAULT_ENDPOINTS[provider]);

/**
 * The server's field errors as form paths: `glossary.0.terms.2` belongs to row 0's terms box,
 * `glossary.0.target_lang` to row 0's target.
 */
export function mtFieldErrors(errors: Record<string, string>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const row = /^glossary\.(\d+)\.(source_lang|target_lang|terms)/.exec(key);
    const path = row ? `rows.${row[1]}.${row[2]}` : key;
    fields[path] ??= message;
  }
  return fields;
}
