import { z } from 'zod';
import { NETWORK_ROLES, SITE_ROLES, USER_STATUSES } from '../permissions';
import { idSchema } from './common';
import { languageCodeSchema } from './posts';

/* ---------- people and roles ---------- */

export const networkRoleSchema = z.enum(NETWORK_ROLES);
export const siteRoleSchema = z.enum(SITE_ROLES);
export const userStatusSchema = z.enum(USER_STATUSES);

/** A person's role on one site; `languages` (codes) only for translators. */
export const membershipSchema = z.object({
  site_id: z.number().int(),
  role: siteRoleSchema,
  languages: z.array(z.string()),
});
export type Membership = z.infer<typeof membershipSchema>;

export const membershipInputSchema = z
  .strictObject({
    site_id: idSchema,
    role: siteRoleSchema,
    languages: z.array(languageCodeSchema).max(50).default([]),
  })
  .superRefine((membership, ctx) => {
    if (membership.role === 'translator' && membership.languages.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['languages'], message: 'Choose the languages the translator writes' });
    }
    if (membership.role !== 'translator' && membership.languages.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['languages'], message: 'Only translators have languages' });
    }
  });
export type MembershipInput = z.input<typeof membershipInputSchema>;

/** GET /api/admin/users: one person. */
export const personSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: networkRoleSchema,
  status: userStatusSchema,
  memberships: z.array(membershipSchema),
  last_seen_at: z.string().nullable(),
  created_at: z.string(),
});
export type Person = z.infer<typeof personSchema>;

export const usersQuerySchema = z.strictObject({ site_id: idSchema.optional() });
export type UsersQuery = z.infer<typeof usersQuerySchema>;

export const usersResponseSchema = z.object({ users: z.array(personSchema) });
export type UsersResponse = z.infer<typeof usersResponseSchema>;

export const personResponseSchema = z.object({ user: personSchema });
export type PersonResponse = z.infer<typeof personResponseSchema>;

const nameSchema = z.string().trim().min(1).max(120);

/**
 * PUT /api/admin/users/{id}. `memberships` replaces the person's memberships on the sites it names
 * and, for someone who manages only some sites, on those sites alone (others are kept).
 * `role` `owner` is refused here: ownership moves only through transfer-ownership.
 */
export const updateUserRequestSchema = z.strictObject({
  name: nameSchema.optional(),
  role: z.enum(['administrator', 'member']).optional(),
  memberships: z.array(membershipInputSchema).max(500).optional(),
});
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;
export type UpdateUserInput = z.input<typeof updateUserRequestSchema>;

/** DELETE /api/admin/users/{id}: their posts are handed to `reassign_to`. */
export const deleteUserRequestSchema = z.strictObject({ reassign_to: idSchema });
export type DeleteUserRequest = z.infer<typeof deleteUserRequestSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/* ---------- the signed-in person ---------- */

/** GET /api/admin/me */
export const meResponseSchema = z.object({ user: personSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

/** PUT /api/admin/me: the name, and/or a new password with the current one. */
export const updateMeRequestSchema = z
  .strictObject({
    name: nameSchema.optional(),
    current_password: z.string().min(1).max(1024).optional(),
    password: z.string().min(1).max(1024).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.password !== undefined && body.current_password === undefined) {
      ctx.addIssue({ code: 'custom', path: ['current_password'], message: 'Enter your current password' });
    }
  });
export type UpdateMeRequest = z.infer<typeof updateMeRequestSchema>;

export const sessionSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  last_used_at: z.string(),
  expires_at: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
  /** Browser and system from the sign-in's User-Agent, e.g. "Chrome on Linux"; null when none was kept. */
  device: z.string().nullable(),
});
export type Session = z.infer<typeof sessionSchema>;

export const sessionsResponseSchema = z.object({ sessions: z.array(sessionSchema) });
export type SessionsResponse = z.infer<typeof sessionsResponseSchema>;

export const revokedResponseSchema = z.object({ message: z.string(), revoked: z.number().int() });
export type RevokedResponse = z.infer<typeof revokedResponseSchema>;

/* ---------- translation review ---------- */

export const REVIEW_STATES = ['submitted', 'rejected'] as const;
export const reviewStateSchema = z.enum(REVIEW_STATES).nullable();
export type ReviewState = z.infer<typeof reviewStateSchema>;

export const translationParamsSchema = z.strictObject({ id: idSchema, code: languageCodeSchema });
export type TranslationParams = z.infer<typeof translationParamsSchema>;

export const rejectTranslationRequestSchema = z.strictObject({ note: z.string().trim().min(1).max(2000) });
export type RejectTranslationRequest = z.infer<typeof rejectTranslationRequestSchema>;

export const translationReviewSchema = z.object({
  post_id: z.number().int(),
  code: z.string(),
  status: z.string(),
  review_state: reviewStateSchema,
  review_note: z.string().nullable(),
  /** Still marked as machine output nobody reviewed (absent from older servers: false). */
  machine: z.boolean().optional(),
});
export type TranslationReview = z.infer<typeof translationReviewSchema>;

export const translationReviewResponseSchema = z.object({ translation: translationReviewSchema });
export type TranslationReviewResponse = z.infer<typeof translationReviewResponseSchema>;
