import { z } from 'zod';
import { idSchema } from './common';
import { adminPostDetailSchema, languageCodeSchema } from './posts';

/* ---------- the translation memory (issue 17, item 7) ---------- */

/** A fuzzy match is offered from this similarity (pg_trgm's, 0 to 1) up; an exact match is 1. */
export const TM_FUZZY_THRESHOLD = 0.75;
/** The most matches one look-up answers, the exact one first. */
export const TM_MAX_MATCHES = 5;
/** Longer texts are no segment (an HTML body is split into paragraphs first). */
export const TM_MAX_TEXT = 10_000;

export const translationMemoryMatchesQuerySchema = z.strictObject({
  site_id: idSchema,
  source_lang: languageCodeSchema,
  target_lang: languageCodeSchema,
  text: z.string().trim().min(1, 'Give the text to look up').max(TM_MAX_TEXT),
});
export type TranslationMemoryMatchesQuery = z.input<typeof translationMemoryMatchesQuerySchema>;

export const translationMemoryMatchSchema = z.object({
  /** The stored source text the match was found by. */
  source: z.string(),
  /** Its stored translation: what inserting the match writes into the field. */
  target: z.string(),
  /** Similarity from 0 to 1; 1 for an exact match. */
  score: z.number().min(0).max(1),
});
export type TranslationMemoryMatch = z.infer<typeof translationMemoryMatchSchema>;

export const translationMemoryMatchesResponseSchema = z.object({ matches: z.array(translationMemoryMatchSchema) });
export type TranslationMemoryMatchesResponse = z.infer<typeof translationMemoryMatchesResponseSchema>;

export const pretranslateRequestSchema = z.strictObject({
  /** The languages to pre-translate (each enabled for the site; never the original). */
  languages: z.array(languageCodeSchema).min(1, 'Choose at least one language').max(50),
  /**
   * Segments the memory cannot fill go to the network's machine translation provider (422 when
   * none is set up); the translations it filled are saved marked `machine` (no publishing before
   * a person's review).
   */
  use_machine: z.boolean().optional(),
});
export type PretranslateRequest = z.input<typeof pretranslateRequestSchema>;

export const pretranslateSummarySchema = z.object({
  /** Segments filled in this language (from memory, or by the machine when asked). */
  filled: z.number().int(),
  /** Of those, the ones the machine filled (0 without `use_machine`). */
  machine: z.number().int(),
  /** Segments of the original. */
  total: z.number().int(),
});
export type PretranslateSummary = z.infer<typeof pretranslateSummarySchema>;

export const pretranslateResponseSchema = z.object({
  /** The post after the run, as GET /api/admin/posts/{id} answers it (new drafts included). */
  post: adminPostDetailSchema,
  /** Per requested language. */
  summary: z.record(z.string(), pretranslateSummarySchema),
});
export type PretranslateResponse = z.infer<typeof pretranslateResponseSchema>;
