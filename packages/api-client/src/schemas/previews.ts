import { z } from 'zod';
import { languageCodeSchema } from './posts';

/* ---------- preview links (POST /api/admin/posts/{id}/preview, DELETE /api/admin/previews/{id}) ---------- */

export const createPreviewRequestSchema = z.strictObject({ language: languageCodeSchema });
export type CreatePreviewRequest = z.infer<typeof createPreviewRequestSchema>;

/**
 * A link to one translation as readers would see it, in its saved state (draft, scheduled or
 * published). `url` carries the secret: it is shown once, to its creator; `id` revokes it.
 */
export const previewLinkSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  language: languageCodeSchema,
  expires_at: z.iso.datetime({ offset: true }),
});
export type PreviewLink = z.infer<typeof previewLinkSchema>;
