import { z } from 'zod';
import { idSchema } from './common';
import { COMMISSION_MODELS } from './offers';

/*
 * Earnings (issue 18, item 3): conversions a partner reports for the clicks of its offers, by a
 * signed postback or a CSV import of its report, and the postback secret each offer signs with.
 */

/** An ISO 4217 code as partners send it: three capital letters. */
export const CURRENCY_PATTERN = /^[A-Z]{3}$/;
export const currencyCodeSchema = z.string().regex(CURRENCY_PATTERN, 'A currency is a three-letter code like EUR');

/**
 * An amount as a decimal string: up to 10 digits before the point and 4 after (the database
 * keeps numeric(14,4)), never negative, no exponent. Kept as text until the server computes with it.
 */
export const AMOUNT_PATTERN = /^\d{1,10}(?:\.\d{1,4})?$/;

/**
 * The string a postback's `sig` signs: the three values exactly as sent, in this order, joined
 * like a query string (no URL-encoding added): `click_id=abc&amount=49.90&currency=EUR`.
 * sig = lowercase hex HMAC-SHA256 of it with the offer's postback secret.
 */
export function postbackCanonical(values: { click_id: string; amount: string; currency: string }): string {
  return `click_id=${values.click_id}&amount=${values.amount}&currency=${values.currency}`;
}

/** The URL a partner fills in for each sale: the placeholders are theirs to replace. */
export const POSTBACK_PATH_TEMPLATE = '/api/postback?click_id={click_id}&amount={amount}&currency={currency}&sig={sig}';

/**
 * GET /api/postback. Every field is optional text here so the server answers each fault with its
 * own status (unsigned 401, unknown click 404, bad amount 400) instead of one generic 400; other
 * parameters a partner's system appends are ignored (they are not signed).
 */
const queryText = z.string().max(200).optional();
export const postbackQuerySchema = z.object({
  click_id: queryText,
  amount: queryText,
  currency: queryText,
  sig: queryText,
});
export type PostbackQuery = z.infer<typeof postbackQuerySchema>;

export const postbackResponseSchema = z.object({
  message: z.string(),
  click_id: z.string(),
  converted_at: z.string(),
});
export type PostbackResponse = z.infer<typeof postbackResponseSchema>;

export const CONVERSION_SOURCES = ['postback', 'import'] as const;
export type ConversionSource = (typeof CONVERSION_SOURCES)[number];

/** One conversion: the sale as reported, and the commission it earned by the offer's model then. */
export const conversionSchema = z.object({
  click_id: z.string(),
  offer_id: z.number().int(),
  offer_name: z.string(),
  partner_name: z.string(),
  site_id: z.number().int(),
  domain: z.string(),
  post_id: z.number().int(),
  locale: z.string(),
  /** The sale in its own currency (0 for a lead). */
  amount: z.number(),
  currency: z.string(),
  /** percent: amount x rate / 100 in the sale's currency; per_lead: the rate in the offer's; per_click: 0 (clicks earn, not conversions). */
  earnings: z.number(),
  earnings_currency: z.string(),
  source: z.enum(CONVERSION_SOURCES),
  clicked_at: z.string(),
  converted_at: z.string(),
});
export type Conversion = z.infer<typeof conversionSchema>;

export const CONVERSION_RANGES = ['7d', '30d', '90d'] as const;
export type ConversionRange = (typeof CONVERSION_RANGES)[number];
export const CONVERSIONS_PER_PAGE = 50;

export const conversionsQuerySchema = z.strictObject({
  offer_id: idSchema.optional(),
  /** One site (checked); absent: every site where the person manages offers. */
  site_id: idSchema.optional(),
  range: z.enum(CONVERSION_RANGES).default('30d'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type ConversionsQuery = z.input<typeof conversionsQuerySchema>;

/** Sums of one currency over the whole filtered range (not only the page). */
export const conversionTotalSchema = z.object({
  currency: z.string(),
  conversions: z.number().int(),
  /** Sales reported in this currency. */
  amount: z.number(),
  /** Earnings in this currency. */
  earnings: z.number(),
});

export const conversionsResponseSchema = z.object({
  data: z.array(conversionSchema),
  totals: z.array(conversionTotalSchema),
  /**
   * The earnings of every currency in the network's reporting currency, with the network settings'
   * rates; a currency without a rate is listed in `unconverted` and left out of `earnings`.
   */
  reporting: z.object({
    currency: z.string(),
    earnings: z.number(),
    unconverted: z.array(z.string()),
  }),
  pagination: z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
  }),
});
export type ConversionsResponse = z.infer<typeof conversionsResponseSchema>;

/* ---------- CSV import of a partner's report ---------- */

export const CONVERSION_IMPORT_MAX_ROWS = 5000;

/** `true`/`false` in a query string. */
const flag = z
  .enum(['true', 'false', '1', '0'])
  .default('false')
  .transform((value) => value === 'true' || value === '1');

export const importConversionsQuerySchema = z.strictObject({
  /** Check every row and answer the preview; nothing is written. */
  dry_run: flag,
});

/**
 * multipart/form-data with the report as `file` (text/csv), or JSON `{ "file": "<csv text>" }`.
 * Columns (header row, any order, other columns ignored): date, offer (id or name), click_id (or
 * sub_id), amount, currency.
 */
export const importConversionsRequestSchema = z.object({
  file: z.preprocess(
    (value) => (value instanceof Uint8Array ? new TextDecoder().decode(value) : value),
    z.string().min(1, 'The file is empty').max(4_000_000, 'The file is too large (4 MB at most)'),
  ),
});

export const importedConversionRowSchema = z.object({
  /** As a spreadsheet numbers it: the header is row 1. */
  row: z.number().int(),
  date: z.string(),
  offer: z.string(),
  offer_id: z.number().int().nullable(),
  offer_name: z.string().nullable(),
  click_id: z.string(),
  amount: z.string(),
  currency: z.string(),
  /** The commission this row earns (null while the row has errors). */
  earnings: z.number().nullable(),
  earnings_currency: z.string().nullable(),
  model: z.enum(COMMISSION_MODELS).nullable(),
  errors: z.array(z.string()),
});
export type ImportedConversionRow = z.infer<typeof importedConversionRowSchema>;

export const importConversionsResponseSchema = z.object({
  message: z.string(),
  dry_run: z.boolean(),
  /** Rows written (0 on a dry run). */
  imported: z.number().int(),
  /** Rows with errors: the import writes nothing while there is one. */
  error_rows: z.number().int(),
  rows: z.array(importedConversionRowSchema),
});
export type ImportConversionsResponse = z.infer<typeof importConversionsResponseSchema>;

/* ---------- the offer's postback secret ---------- */

/** Only the offer's managers read it (never the offer list, never a public route). */
export const postbackSecretResponseSchema = z.object({
  offer_id: z.number().int(),
  secret: z.string(),
  /** What to give the partner, after the API's origin: `/api/postback?click_id={click_id}&...`. */
  postback_path: z.string(),
  /** The string `sig` signs, with the same placeholders. */
  signed_string: z.string(),
});
export type PostbackSecretResponse = z.infer<typeof postbackSecretResponseSchema>;
