import './zod-setup';
import { z } from 'zod';
import { isHttpUrl, languageCodeSchema } from './posts';

/* ---------- machine translation (issue 17, item 8: the spec's "auto-translation") ---------- */

/** `none` until an administrator sets one up: nothing is ever sent anywhere by default. */
export const MT_PROVIDERS = ['none', 'deepl', 'libretranslate'] as const;
export const mtProviderSchema = z.enum(MT_PROVIDERS);
export type MtProvider = z.infer<typeof mtProviderSchema>;

/** What the console suggests for each provider's endpoint (DeepL's free plan; a self-hosted LibreTranslate). */
export const MT_DEFAULT_ENDPOINTS: Record<Exclude<MtProvider, 'none'>, string> = {
  deepl: 'https://api-free.deepl.com',
  libretranslate: 'http://localhost:5000',
};

/** DeepL Free's monthly allowance: the budget until someone sets another. */
export const MT_DEFAULT_MONTHLY_BUDGET = 500_000;

/** What the route answers when the month's budget would be exceeded (nothing is sent). */
export const MT_BUDGET_MESSAGE = 'Monthly machine translation budget reached';

/** What a publish or schedule of a translation still marked machine is refused with (422, at `status`). */
export const MT_REVIEW_FIRST_MESSAGE = 'Review the machine translation before publishing';

/** Do-not-translate terms of one language pair: kept verbatim in every machine translation between them. */
export const mtGlossarySchema = z.strictObject({
  source_lang: languageCodeSchema,
  target_lang: languageCodeSchema,
  terms: z
    .array(z.string().trim().min(1, 'A term cannot be empty').max(100, 'A term is at most 100 characters'))
    .max(500, 'At most 500 terms per language pair'),
});
export type MtGlossary = z.infer<typeof mtGlossarySchema>;

const glossaryListSchema = z
  .array(mtGlossarySchema)
  .max(100)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((entry, index) => {
      const pair = `${entry.source_lang}>${entry.target_lang}`;
      if (entry.source_lang === entry.target_lang) {
        ctx.addIssue({ code: 'custom', path: [index, 'target_lang'], message: 'Choose two different languages' });
      } else if (seen.has(pair)) {
        ctx.addIssue({ code: 'custom', path: [index, 'target_lang'], message: 'This language pair is listed twice' });
      }
      seen.add(pair);
    });
  });

/** GET /api/admin/machine-translation: the key itself is never sent, only whether one is saved. */
export const machineTranslationSettingsSchema = z.object({
  provider: mtProviderSchema,
  /** The provider's base URL (DeepL: https://api-free.deepl.com or https://api.deepl.com). */
  endpoint: z.string().nullable(),
  key_set: z.boolean(),
  glossary: z.array(mtGlossarySchema),
  /** Characters a month (null: no limit). */
  monthly_budget_chars: z.number().int().nullable(),
  usage: z.object({ month: z.string(), chars: z.number().int() }),
});
export type MachineTranslationSettings = z.infer<typeof machineTranslationSettingsSchema>;

/**
 * PUT /api/admin/machine-translation. `key` is write-only: left out, the saved key stays; an empty
 * string or null clears it. A provider other than none needs an endpoint (DeepL also a key: the
 * server checks it against the saved one).
 */
export const updateMachineTranslationRequestSchema = z
  .strictObject({
    provider: mtProviderSchema,
    endpoint: z
      .string()
      .trim()
      .max(2048)
      .refine((value) => value === '' || isHttpUrl(value), 'Enter an http(s) URL, such as https://api-free.deepl.com')
      .nullable()
      .transform((value) => (value ? value.replace(/\/+$/, '') : null)),
    key: z.string().trim().max(500).nullable().optional(),
    glossary: glossaryListSchema,
    monthly_budget_chars: z.number().int().min(0).max(1_000_000_000).nullable(),
  })
  .superRefine((body, ctx) => {
    if (body.provider !== 'none' && !body.endpoint) {
      ctx.addIssue({ code: 'custom', path: ['endpoint'], message: 'Enter the provider’s URL' });
    }
  });
export type UpdateMachineTranslationRequest = z.input<typeof updateMachineTranslationRequestSchema>;
