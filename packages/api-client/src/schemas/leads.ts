import { z } from 'zod';
import { idSchema, localeSchema } from './common';

/*
 * Leads and newsletter subscribers (issue 10): what readers send from the magazine, and how the
 * console reads and works them.
 */

/** The contact form's subjects (SPEC section 5). */
export const LEAD_SUBJECTS = ['general', 'services', 'consultation', 'support', 'partnership'] as const;
export const leadSubjectSchema = z.enum(LEAD_SUBJECTS);

export const LEAD_STATUSES = ['new', 'contacted', 'won', 'lost', 'spam'] as const;
export const leadStatusSchema = z.enum(LEAD_STATUSES);
export type LeadStatus = z.infer<typeof leadStatusSchema>;

const email = z.email('Enter a valid email address').max(254);
/** The page a form was sent from: a path on the site, never another origin. */
const sourcePath = z
  .string()
  .max(500)
  .regex(/^\/(?!\/)[^\s]*$/, 'A path on this site');

/**
 * Anti-bot fields: `website` is a honeypot (people leave it empty; bots fill it) and
 * `elapsed_ms` is how long the form was open before it was sent (bots send at once).
 */
const botChecks = {
  website: z.string().max(200).optional(),
  elapsed_ms: z.number().int().min(0).max(86_400_000).optional(),
};

/** POST /api/leads: the magazine's contact form. */
export const createLeadRequestSchema = z.strictObject({
  name: z.string().trim().min(1, 'Please enter your name').max(120),
  email,
  subject: leadSubjectSchema,
  message: z.string().trim().min(1, 'Please enter a message').max(5000),
  locale: localeSchema,
  source_path: sourcePath,
  ...botChecks,
});
export type CreateLeadRequest = z.infer<typeof createLeadRequestSchema>;

/** POST /api/newsletter: subscribing twice is not an error. */
export const subscribeRequestSchema = z.strictObject({
  email,
  locale: localeSchema,
  source_path: sourcePath.optional(),
  ...botChecks,
});
export type SubscribeRequest = z.infer<typeof subscribeRequestSchema>;

export const acceptedResponseSchema = z.object({ message: z.string() });
export type AcceptedResponse = z.infer<typeof acceptedResponseSchema>;

export const leadSchema = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  locale: z.string(),
  source_path: z.string(),
  /** Host of the page the reader came from before the form (null: direct or unknown). */
  referrer_host: z.string().nullable(),
  status: leadStatusSchema,
  created_at: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;

export const leadsQuerySchema = z.strictObject({
  status: leadStatusSchema.optional(),
  site_id: idSchema.optional(),
  q: z.string().trim().max(200).optional(),
});
export type LeadsQuery = z.infer<typeof leadsQuerySchema>;

export const leadsResponseSchema = z.object({ leads: z.array(leadSchema) });
export type LeadsResponse = z.infer<typeof leadsResponseSchema>;

export const leadStatusRequestSchema = z.strictObject({ status: leadStatusSchema });
export const leadResponseSchema = z.object({ lead: leadSchema });
export type LeadResponse = z.infer<typeof leadResponseSchema>;

/**
 * A subscriber's state (double opt-in, issue 18): `unconfirmed` until the link of the confirmation
 * mail is opened (purged 30 days after that mail), `confirmed` (issues go to them; imported
 * addresses with their consent date too), `unsubscribed`, `bounced` (a permanent delivery failure).
 */
export const SUBSCRIBER_STATUSES = ['confirmed', 'unconfirmed', 'unsubscribed', 'bounced'] as const;
export const subscriberStatusSchema = z.enum(SUBSCRIBER_STATUSES);
export type SubscriberStatus = z.infer<typeof subscriberStatusSchema>;

export const subscriberSchema = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  email: z.string(),
  locale: z.string(),
  source_path: z.string().nullable(),
  created_at: z.string(),
  status: subscriberStatusSchema,
  /** When the person confirmed (link) or, for an import, the consent date the file gave. */
  consent_at: z.string().nullable(),
  /** Added by a CSV import (with its consent date) rather than through the magazine. */
  imported: z.boolean(),
  confirmed_at: z.string().nullable(),
  unsubscribed_at: z.string().nullable(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;
export const subscribersResponseSchema = z.object({
  subscribers: z.array(subscriberSchema),
  /** False without SMTP_URL: no confirmation mail goes out, new subscribers stay unconfirmed. */
  confirmation_mail: z.boolean().optional(),
});
export type SubscribersResponse = z.infer<typeof subscribersResponseSchema>;

/** GET /api/admin/newsletter and its CSV export: one site or every site, optionally one status. */
export const subscribersQuerySchema = z.strictObject({
  site_id: idSchema.optional(),
  status: subscriberStatusSchema.optional(),
});
export type SubscribersQuery = z.infer<typeof subscribersQuerySchema>;

/** At most this many rows per import (a bigger list is split into several files). */
export const SUBSCRIBER_IMPORT_MAX_ROWS = 20_000;

/**
 * POST /api/admin/newsletter/import: a CSV with a header row naming `email` and `consent_date`
 * (ISO date or date-time, not in the future), optionally `locale` (default: the site's default
 * language). Every row is checked first; one bad row imports nothing.
 */
export const importSubscribersRequestSchema = z.strictObject({
  site_id: idSchema,
  csv: z.string().min(1, 'The file is empty').max(4_000_000, 'The file is too large (4 MB at most)'),
});
export type ImportSubscribersRequest = z.infer<typeof importSubscribersRequestSchema>;

export const importSubscribersResponseSchema = z.object({
  message: z.string(),
  /** New addresses, marked as imported and confirmed with their consent date. */
  imported: z.number().int(),
  /** Addresses the site already had: left as they are (an unsubscribed person stays unsubscribed). */
  skipped: z.number().int(),
});
export type ImportSubscribersResponse = z.infer<typeof importSubscribersResponseSchema>;

/** The token of a newsletter link (confirm, unsubscribe); checked by the server, never trusted. */
export const newsletterTokenParamsSchema = z.strictObject({ token: z.string().min(1).max(256) });

/**
 * POST /api/newsletter/unsubscribe/{token}: RFC 8058's one-click body (`List-Unsubscribe=One-Click`,
 * form-encoded), or the unsubscribe page's button (`from=page`, answered with a page).
 */
export const unsubscribeRequestSchema = z.object({
  'List-Unsubscribe': z.literal('One-Click').optional(),
  from: z.literal('page').optional(),
});
