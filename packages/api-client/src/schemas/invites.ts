import { z } from 'zod';
import { membershipInputSchema, membershipSchema, siteRoleSchema } from './people';

/* ---------- invitations and password resets by link ---------- */

/**
 * The token of an invitation or reset link. Tokens are 32 random bytes in base64url (43
 * characters); anything else is simply unknown (404), so the schema only bounds the length.
 */
export const linkTokenParamsSchema = z.strictObject({ token: z.string().min(1).max(256) });
export type LinkTokenParams = z.infer<typeof linkTokenParamsSchema>;

const emailSchema = z
  .email()
  .max(254)
  .transform((email) => email.trim().toLowerCase());

/**
 * POST /api/admin/invites. `role` is the network role (`administrator` only by the owner);
 * a member needs at least one site membership, an administrator none (they reach every site).
 */
export const createInviteRequestSchema = z
  .strictObject({
    email: emailSchema,
    name: z.string().trim().min(1).max(120).optional(),
    role: z.enum(['administrator', 'member']).default('member'),
    memberships: z.array(membershipInputSchema).max(500).default([]),
  })
  .superRefine((invite, ctx) => {
    if (invite.role === 'member' && invite.memberships.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['memberships'], message: 'Choose at least one site and role' });
    }
    if (invite.role === 'administrator' && invite.memberships.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['memberships'], message: 'Administrators reach every site: leave the sites empty' });
    }
    const sites = invite.memberships.map((m) => m.site_id);
    if (new Set(sites).size !== sites.length) {
      ctx.addIssue({ code: 'custom', path: ['memberships'], message: 'A site is listed twice' });
    }
  });
export type CreateInviteRequest = z.infer<typeof createInviteRequestSchema>;
export type CreateInviteInput = z.input<typeof createInviteRequestSchema>;

export const INVITE_STATUSES = ['pending', 'expired'] as const;

/** GET /api/admin/invites: an invitation not yet accepted or revoked. */
export const inviteSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.enum(['administrator', 'member']),
  memberships: z.array(membershipSchema),
  invited_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  /** `expired`: the link no longer works; a resend makes a new one. */
  status: z.enum(INVITE_STATUSES),
});
export type Invite = z.infer<typeof inviteSchema>;

export const invitesResponseSchema = z.object({ invites: z.array(inviteSchema) });
export type InvitesResponse = z.infer<typeof invitesResponseSchema>;

/**
 * POST /api/admin/invites (201) and .../resend: `link` only when no mail server is configured,
 * for the inviter to pass on (shown once; the server keeps only its hash).
 */
export const createdInviteResponseSchema = z.object({
  invite: z.object({ id: z.number().int(), email: z.string(), expires_at: z.string() }),
  link: z.url().optional(),
});
export type CreatedInviteResponse = z.infer<typeof createdInviteResponseSchema>;

/** GET /api/invites/{token}: what the accept page shows. */
export const publicInviteSchema = z.object({
  email: z.string(),
  name: z.string().nullable(),
  role: z.enum(['administrator', 'member']),
  memberships: z.array(
    z.object({
      site_id: z.number().int(),
      site_name: z.string(),
      site_domain: z.string(),
      role: siteRoleSchema,
      languages: z.array(z.string()),
    }),
  ),
  invited_by: z.object({ name: z.string() }).nullable(),
  network_name: z.string(),
  expires_at: z.string(),
});
export type PublicInvite = z.infer<typeof publicInviteSchema>;

export const publicInviteResponseSchema = z.object({ invite: publicInviteSchema });
export type PublicInviteResponse = z.infer<typeof publicInviteResponseSchema>;

/** Passwords are judged by the policy (422 with the reason); the schema only bounds the size. */
const newPasswordSchema = z.string().min(1).max(1024);

/** POST /api/invites/{token}/accept: answers like POST /api/admin/login (the person is signed in). */
export const acceptInviteRequestSchema = z.strictObject({
  name: z.string().trim().min(1).max(120),
  password: newPasswordSchema,
});
export type AcceptInviteRequest = z.infer<typeof acceptInviteRequestSchema>;

/** POST /api/password-reset: always 202, whether or not the email has an account. */
export const passwordResetRequestSchema = z.strictObject({ email: emailSchema });
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

/** POST /api/password-reset/{token} */
export const resetPasswordRequestSchema = z.strictObject({ password: newPasswordSchema });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** POST /api/admin/users/{id}/password-reset: `link` only without a mail server (else it was mailed). */
export const adminPasswordResetResponseSchema = z.object({
  link: z.url().optional(),
  expires_at: z.string(),
  message: z.string(),
});
export type AdminPasswordResetResponse = z.infer<typeof adminPasswordResetResponseSchema>;
