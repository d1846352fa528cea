import { z } from 'zod';
import { languageCodeSchema } from './posts';

/* ---------- who else has a post open (POST /api/admin/posts/{id}/presence) ---------- */

/** Seconds since the last heartbeat within which a person still counts as there. */
export const PRESENCE_WINDOW_SECONDS = 30;
/** How often the editor sends its heartbeat (well inside the window, so one late beat is forgiven). */
export const PRESENCE_HEARTBEAT_SECONDS = 15;

/**
 * A heartbeat of the signed-in person on one post: the language on screen, and `editing: false`
 * when they leave (the editor closes, the tab goes away), so the others stop seeing them at once.
 */
export const presenceRequestSchema = z.strictObject({
  language: languageCodeSchema,
  editing: z.boolean(),
});
export type PresenceRequest = z.infer<typeof presenceRequestSchema>;

export const presenceOtherSchema = z.object({
  user: z.object({ id: z.number().int(), name: z.string() }),
  language: z.string(),
  /** Since when they have had the post open (this visit). */
  since: z.iso.datetime({ offset: true }),
  last_seen: z.iso.datetime({ offset: true }),
});
export type PresenceOther = z.infer<typeof presenceOtherSchema>;

/** The others with the post open now (seen within the window), longest there first; never oneself. */
export const presenceResponseSchema = z.object({ others: z.array(presenceOtherSchema) });
export type PresenceResponse = z.infer<typeof presenceResponseSchema>;
