import { z } from 'zod';
import { idSchema } from './common';

/* ---------- interface strings as data (issue 17, item 5) ---------- */

/**
 * A key's state in one language: `missing` (no stored text: the magazine shows English),
 * `machine` (machine-translated, not yet read by a person), `reviewed` (a person's text).
 */
export const STRING_STATES = ['missing', 'machine', 'reviewed'] as const;
export const stringStateSchema = z.enum(STRING_STATES);
export type StringState = z.infer<typeof stringStateSchema>;

/** The states a stored text can have (a missing one has no row). */
export const storedStringStateSchema = z.enum(['machine', 'reviewed']);

/** The interface language: not English, which is the source and lives in the code. */
export const stringsParamsSchema = z.strictObject({
  code: z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, 'Invalid language code'),
});

export const listStringsQuerySchema = z.strictObject({
  site_id: idSchema,
  state: stringStateSchema.optional(),
  /** Case-insensitive, over key, English source and translation. */
  q: z.string().trim().max(200).optional(),
});
export type ListStringsQuery = z.input<typeof listStringsQuerySchema>;

export const interfaceStringSchema = z.object({
  /** Dotted path in the dictionary (`common.readMore`). */
  key: z.string(),
  /** The English text. */
  source: z.string(),
  /** The translation; null while missing. */
  target: z.string().nullable(),
  state: stringStateSchema,
});
export type InterfaceString = z.infer<typeof interfaceStringSchema>;

export const listStringsResponseSchema = z.object({
  strings: z.array(interfaceStringSchema),
  /** Every key of the language (unfiltered). */
  key_count: z.number().int(),
  /** Keys with a stored translation (unfiltered). */
  translated_count: z.number().int(),
});
export type ListStringsResponse = z.infer<typeof listStringsResponseSchema>;

/** Every `{{name}}` of the source must be in the target, and no other. */
export const STRINGS_MAX_BATCH = 2000;

export const saveStringsRequestSchema = z.strictObject({
  site_id: idSchema,
  strings: z
    .array(
      z.strictObject({
        key: z.string().min(1).max(200),
        /** Empty: the stored text is removed (the key is missing again). */
        target: z.string().max(5000),
        /** A person's save is `reviewed` unless said otherwise. */
        state: storedStringStateSchema.default('reviewed'),
      }),
    )
    .min(1, 'Nothing to save')
    .max(STRINGS_MAX_BATCH),
});
export type SaveStringsRequest = z.input<typeof saveStringsRequestSchema>;

export const saveStringsResponseSchema = listStringsResponseSchema.extend({ message: z.string() });
export type SaveStringsResponse = z.infer<typeof saveStringsResponseSchema>;

export const STRINGS_FORMATS = ['xliff', 'json'] as const;
export const stringsFormatSchema = z.enum(STRINGS_FORMATS);
export type StringsFormat = z.infer<typeof stringsFormatSchema>;

export const exportStringsQuerySchema = z.strictObject({
  site_id: idSchema,
  format: stringsFormatSchema.default('xliff'),
});
export type ExportStringsQuery = z.input<typeof exportStringsQuerySchema>;

export const importStringsQuerySchema = z.strictObject({
  site_id: idSchema,
  /** Absent: read from the content (XLIFF starts with `<`, JSON with `{`). */
  format: stringsFormatSchema.optional(),
});
export type ImportStringsQuery = z.input<typeof importStringsQuerySchema>;

/**
 * multipart/form-data with the file as `file`, or JSON `{ "file": "<text>" }`. XLIFF 2.0 (srcLang
 * en, trgLang the language, one unit per key) or the JSON dictionary of the export. All or nothing.
 */
export const importStringsRequestSchema = z.object({
  file: z.preprocess(
    (value) => (value instanceof Uint8Array ? new TextDecoder().decode(value) : value),
    z.string().min(1, 'The file is empty').max(2_000_000, 'The file is too large (2 MB at most)'),
  ),
});

export const importStringsResponseSchema = listStringsResponseSchema.extend({
  message: z.string(),
  /** Keys whose text or state changed. */
  imported: z.number().int(),
});
export type ImportStringsResponse = z.infer<typeof importStringsResponseSchema>;

export const pretranslateStringsRequestSchema = z.strictObject({
  site_id: idSchema,
  /** Keys the memory cannot fill go to the network's machine translation provider (stored as `machine`). */
  use_machine: z.boolean().optional(),
});
export type PretranslateStringsRequest = z.input<typeof pretranslateStringsRequestSchema>;

export const pretranslateStringsResponseSchema = listStringsResponseSchema.extend({
  message: z.string(),
  /** Missing keys filled from the translation memory's exact matches (stored as reviewed). */
  from_memory: z.number().int(),
  /** Missing keys filled by machine translation (stored as machine). */
  by_machine: z.number().int(),
});
export type PretranslateStringsResponse = z.infer<typeof pretranslateStringsResponseSchema>;

/** The magazine's dictionary of one language: nested like packages/i18n/translations/*.json. */
export const publicStringsParamsSchema = z.strictObject({
  code: z.string().regex(/^[a-z]{2}$/, 'A language code is two lowercase letters'),
});
export const publicStringsResponseSchema = z.record(z.string(), z.unknown());

/** How many keys of a generated dictionary show English because the language has no text for them. */
export const FALLBACK_COUNT_HEADER = 'x-fallback-count';
