import { z } from 'zod';
import { idSchema } from './common';
import { languageCodeSchema, linkUrlSchema } from './posts';

/*
 * Affiliate partners and their offers (issue 18, "one change, everywhere"): a tip may point to an
 * offer instead of a raw link, and /go/{post}/{tip} follows the offer's current destination.
 */

/* ---------- partners ---------- */

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

export const partnerInputSchema = z.strictObject({
  name: z.string().trim().min(1, 'Name is required').max(120),
  website: linkUrlSchema
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  contact: optionalText(200),
  notes: optionalText(2000),
});
export type PartnerInput = z.input<typeof partnerInputSchema>;

export const partnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  website: z.string().nullable(),
  contact: z.string().nullable(),
  notes: z.string().nullable(),
  /** How many offers the partner has (a partner with offers cannot be deleted). */
  offers_count: z.number().int(),
});
export type Partner = z.infer<typeof partnerSchema>;

export const partnersResponseSchema = z.object({ data: z.array(partnerSchema) });
export type PartnersResponse = z.infer<typeof partnersResponseSchema>;

/* ---------- offers ---------- */

/** What a destination template may contain (anything else in braces is refused). */
export const OFFER_PLACEHOLDERS = ['site', 'lang', 'post', 'tip', 'click_id'] as const;
export type OfferPlaceholder = (typeof OFFER_PLACEHOLDERS)[number];

export const OFFER_STATUSES = ['active', 'paused', 'ended'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const COMMISSION_MODELS = ['per_click', 'per_lead', 'percent'] as const;
export type CommissionModel = (typeof COMMISSION_MODELS)[number];

/** What the magazine does with a tip whose offer is paused, ended or out of its dates. */
export const ON_INACTIVE = ['fallback', 'hide'] as const;
export type OnInactive = (typeof ON_INACTIVE)[number];

/** The placeholders of a template that are not known (empty: the template is valid). */
export function unknownPlaceholders(template: string): string[] {
  const known = new Set<string>(OFFER_PLACEHOLDERS);
  return [...template.matchAll(/\{([^{}]*)\}/g)]
    .map((match) => match[1]!)
    .filter((name) => !known.has(name));
}

function checkPlaceholders(value: string, ctx: z.RefinementCtx): void {
  const unknown = unknownPlaceholders(value);
  if (unknown.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `Unknown placeholder ${unknown.map((name) => `{${name}}`).join(', ')}: use ${OFFER_PLACEHOLDERS.map((name) => `{${name}}`).join(' ')}`,
    });
  }
}

const templateSchema = z.string().trim().max(500).superRefine(checkPlaceholders);

export const commissionSchema = z.strictObject({
  model: z.enum(COMMISSION_MODELS),
  rate: z.number().min(0).max(1_000_000),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, 'A currency is a three-letter code like EUR'),
});
export type Commission = z.infer<typeof commissionSchema>;

/** A date-time with its offset (`2026-01-01T00:00:00Z`); null: open-ended. */
const instantSchema = z.iso
  .datetime({ offset: true, message: 'Expected a date-time like 2026-01-01T00:00:00Z' })
  .nullable();

/**
 * A destination URL: absolute http(s) (javascript:, data: ... refused). Placeholders may sit in
 * it (`https://shop.example/?sub={click_id}`), filled at each click.
 */
const destinationSchema = z
  .string()
  .trim()
  .max(2048)
  .refine(
    (value) => linkUrlSchema.safeParse(value.replace(/\{[^{}]*\}/g, 'x')).success,
    'Only http and https links are allowed',
  )
  .superRefine(checkPlaceholders);

export const offerInputSchema = z
  .strictObject({
    partner_id: idSchema,
    /** null: usable on every site (owners and administrators only). */
    site_id: idSchema.nullable(),
    name: z.string().trim().min(1, 'Name is required').max(160),
    destination_url: destinationSchema,
    /** Per-language overrides: `{ "es": "https://..." }`; a language without one uses destination_url. */
    destinations: z.record(languageCodeSchema, destinationSchema).default({}),
    /** Appended to the destination's query (`utm_source={site}&sub={click_id}`); empty: none. */
    template: templateSchema.default(''),
    starts_at: instantSchema.default(null),
    ends_at: instantSchema.default(null),
    commission: commissionSchema,
    status: z.enum(OFFER_STATUSES).default('active'),
    on_inactive: z.enum(ON_INACTIVE).default('fallback'),
  })
  .superRefine((offer, ctx) => {
    if (
      offer.starts_at &&
      offer.ends_at &&
      Date.parse(offer.ends_at) <= Date.parse(offer.starts_at)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['ends_at'],
        message: 'The end must come after the start',
      });
    }
  });
export type OfferInput = z.input<typeof offerInputSchema>;

export const offerSchema = z.object({
  id: z.number().int(),
  partner_id: z.number().int(),
  partner_name: z.string(),
  site_id: z.number().int().nullable(),
  name: z.string(),
  destination_url: z.string(),
  destinations: z.record(z.string(), z.string()),
  template: z.string(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  commission: commissionSchema,
  status: z.enum(OFFER_STATUSES),
  on_inactive: z.enum(ON_INACTIVE),
  /** Active and within its dates now: tips follow it (otherwise the fallback, or no button). */
  live: z.boolean(),
  /** How many tips point to it (all sites, posts not in the trash). */
  placements_count: z.number().int(),
  updated_at: z.string(),
});
export type Offer = z.infer<typeof offerSchema>;

export const offersQuerySchema = z.strictObject({
  /** The offers usable on that site (its own and the every-site ones); absent: every offer one may see. */
  site_id: idSchema.optional(),
  status: z.enum(OFFER_STATUSES).optional(),
  q: z.string().trim().max(100).optional(),
});
export type OffersQuery = z.infer<typeof offersQuerySchema>;

export const offersResponseSchema = z.object({ data: z.array(offerSchema) });
export type OffersResponse = z.infer<typeof offersResponseSchema>;

/** One tip that points to an offer, with its clicks (all time). */
export const placementSchema = z.object({
  site_id: z.number().int(),
  domain: z.string(),
  post_id: z.number().int(),
  /** One row per language of the post: the article's title there and its locale. */
  locale: z.string(),
  title: z.string(),
  tip_id: z.string(),
  tip_number: z.number().int(),
  clicks: z.number().int(),
});
export type Placement = z.infer<typeof placementSchema>;

export const placementsResponseSchema = z.object({ data: z.array(placementSchema) });
export type PlacementsResponse = z.infer<typeof placementsResponseSchema>;
