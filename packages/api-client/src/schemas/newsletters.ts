import { z } from 'zod';
import { idSchema, localeSchema } from './common';

/*
 * Newsletter issues (issue 18, build item 5): composed per site and language in the console, sent
 * once to the confirmed subscribers of that language, with a delivery row per recipient.
 */

export const NEWSLETTER_ISSUE_STATUSES = ['draft', 'scheduled', 'sending', 'sent'] as const;
export const newsletterIssueStatusSchema = z.enum(NEWSLETTER_ISSUE_STATUSES);
export type NewsletterIssueStatus = z.infer<typeof newsletterIssueStatusSchema>;

export const DELIVERY_STATES = [
  'pending',
  'sending',
  'sent',
  'failed_temp',
  'failed_perm',
] as const;
export const deliveryStateSchema = z.enum(DELIVERY_STATES);
export type DeliveryState = z.infer<typeof deliveryStateSchema>;

/** An issue's body is HTML, sanitized on write with the post body's policy. */
export const NEWSLETTER_BODY_MAX = 200_000;
/** Chosen articles shown as cards under the body. */
export const NEWSLETTER_MAX_POSTS = 12;

export const newsletterIssueSchema = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  locale: z.string(),
  subject: z.string(),
  preheader: z.string(),
  body_html: z.string(),
  post_ids: z.array(z.number().int()),
  status: newsletterIssueStatusSchema,
  /** When a scheduled issue goes out (null: a draft, or sent at once). */
  send_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  /** Its web version's path on the magazine: /newsletter/{slug} once sent. */
  slug: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type NewsletterIssue = z.infer<typeof newsletterIssueSchema>;

export const newsletterIssuesQuerySchema = z.strictObject({ site_id: idSchema.optional() });
export type NewsletterIssuesQuery = z.input<typeof newsletterIssuesQuerySchema>;

const issueFields = {
  locale: localeSchema,
  subject: z.string().trim().min(1, 'Please enter a subject').max(200),
  preheader: z.string().trim().max(200).default(''),
  body_html: z.string().max(NEWSLETTER_BODY_MAX).default(''),
  post_ids: z.array(idSchema).max(NEWSLETTER_MAX_POSTS).default([]),
};

export const createNewsletterIssueRequestSchema = z.strictObject({
  site_id: idSchema,
  ...issueFields,
});
export type CreateNewsletterIssueRequest = z.input<typeof createNewsletterIssueRequestSchema>;

export const updateNewsletterIssueRequestSchema = z.strictObject(issueFields);
export type UpdateNewsletterIssueRequest = z.input<typeof updateNewsletterIssueRequestSchema>;

export const newsletterIssueResponseSchema = z.object({ issue: newsletterIssueSchema });
export const newsletterIssuesResponseSchema = z.object({
  issues: z.array(
    newsletterIssueSchema.extend({ deliveries: z.record(deliveryStateSchema, z.number().int()) }),
  ),
});
export type NewsletterIssuesResponse = z.infer<typeof newsletterIssuesResponseSchema>;

/** `at` in the future schedules the issue; absent (or past) sends it now. */
export const sendNewsletterIssueRequestSchema = z.strictObject({
  at: z.iso.datetime({ offset: true }).optional(),
});
export type SendNewsletterIssueRequest = z.input<typeof sendNewsletterIssueRequestSchema>;

export const sendNewsletterIssueResponseSchema = z.object({
  issue: newsletterIssueSchema,
  /** The confirmed subscribers of the issue's site and language (who get it now, or who would today). */
  recipients: z.number().int(),
});

export const newsletterDeliveriesResponseSchema = z.object({
  /** Recipients per delivery state. */
  counts: z.record(deliveryStateSchema, z.number().int()),
  total: z.number().int(),
});
export type NewsletterDeliveriesResponse = z.infer<typeof newsletterDeliveriesResponseSchema>;

export const newsletterTestResponseSchema = z.object({ message: z.string(), to: z.string() });
