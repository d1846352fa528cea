import { sql } from 'drizzle-orm';
import type { MediaVariant } from '@sitenet/api-client/schemas/posts';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  pgView,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { NetworkRole, SiteRole, UserStatus } from '@sitenet/api-client/permissions';
import type { CommissionModel, OfferStatus, OnInactive } from '@sitenet/api-client/schemas/offers';
import type {
  Category,
  ContentType,
  DeliveryState,
  NewsletterIssueStatus,
  PostTip,
  RevisionSnapshot,
  SourceSnapshot,
  SubscriberStatus,
  TranslationSeo,
  TranslationStatus,
} from '../contract';

/** Timestamps are stored with a time zone and read as Date objects. */
const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const sites = pgTable('sites', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Host name the public site answers on (port excluded), e.g. `localhost`. */
  domain: text('domain').notNull().unique(),
  description: text('description'),
  active: boolean('active').notNull().default(true),
  maintenanceMode: boolean('maintenance_mode').notNull().default(false),
  launchedAt: stamp('launched_at'),
  /** Which categories the site carries (its articles, its console choices); null = every category. */
  categories: jsonb('categories').$type<Category[]>(),
  /**
   * Set while the site is deleted: its hosts answer 404, it is listed only as restorable, and it
   * is purged SITE_RETENTION_DAYS later. Its domain and aliases stay taken until then.
   */
  deletedAt: stamp('deleted_at'),
  /**
   * The shipped interface translations were copied into interface_strings (once: a site whose
   * people then cleared every string is not refilled). See modules/strings/seed.ts.
   */
  interfaceStringsSeeded: boolean('interface_strings_seeded').notNull().default(false),
  createdAt: stamp('created_at').notNull().defaultNow(),
  updatedAt: stamp('updated_at').notNull().defaultNow(),
});

/**
 * Further host names of a site: a request to one answers 301 to the same path on the site's
 * domain. A host is either one site's domain or one alias (checked by the sites service).
 */
export const siteAliases = pgTable(
  'site_aliases',
  {
    domain: text('domain').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
  },
  (t) => [index('site_aliases_site_idx').on(t.siteId)],
);

export const adminUsers = pgTable('admin_users', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Stored lower-cased so look-ups are exact. */
  email: text('email').notNull().unique(),
  /** `scrypt$N$r$p$salt$hash` (base64), see modules/auth/password.ts. */
  passwordHash: text('password_hash').notNull(),
  /** `owner` (exactly one, enforced by a partial unique index), `administrator`, or `member` (per-site roles). */
  role: text('role').$type<NetworkRole>().notNull().default('member'),
  status: text('status').$type<UserStatus>().notNull().default('active'),
  /** Written with the sessions' last-use flush. */
  lastSeenAt: stamp('last_seen_at'),
  createdAt: stamp('created_at').notNull().defaultNow(),
}, (t) => [uniqueIndex('admin_users_one_owner_idx').on(t.role).where(sql`${t.role} = 'owner'`)]);

export const adminUserSites = pgTable(
  'admin_user_sites',
  {
    adminUserId: integer('admin_user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    role: text('role').$type<SiteRole>().notNull().default('editor'),
    /** A translator's language codes on this site (empty for every other role). */
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [primaryKey({ columns: [t.adminUserId, t.siteId] }), index('admin_user_sites_site_idx').on(t.siteId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    adminUserId: integer('admin_user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the bearer token: a database leak does not leak usable tokens. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: stamp('created_at').notNull().defaultNow(),
    lastUsedAt: stamp('last_used_at').notNull().defaultNow(),
    /** Absolute expiry; the idle limit is checked against last_used_at. */
    expiresAt: stamp('expires_at').notNull(),
    revokedAt: stamp('revoked_at'),
    /**
     * The browser's User-Agent at sign-in, cut to 200 characters: only so the person can tell
     * their sessions apart ("Chrome on Linux") on /profile. Nothing else about the device is kept.
     */
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.adminUserId)],
);

/**
 * One row per login attempt, keyed `account:<email>` or `ip:<address>`, counted in a sliding window.
 * Written before the password check (so parallel guesses count at once) and removed when the
 * attempt succeeds: what stays are the failures.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    failedAt: stamp('failed_at').notNull().defaultNow(),
  },
  (t) => [index('login_failures_key_time_idx').on(t.key, t.failedAt)],
);

/**
 * A site's authors (issue 17): who signs its posts, with a public page at /{author}/{slug}. Role
 * and bio are maps by language, which is also the spec's author_data shape. Migration 0025 made
 * the network-wide demo authors one row per site that uses them.
 */
export const authors = pgTable(
  'authors',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** Stable key in content files (export/import), e.g. `maya-chen`; set from the slug at creation. */
    key: text('key').notNull(),
    /** The author page's URL segment, the same in every language. */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** The avatar's URL: a media library image (avatar_media_id) or a path from the content files. */
    avatar: text('avatar'),
    avatarMediaId: integer('avatar_media_id').references(() => media.id, { onDelete: 'set null' }),
    /** The team member this author is, if any. */
    userId: integer('user_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    /** Maps by locale: `{ en: "...", es: "..." }`. */
    role: jsonb('role').$type<Record<string, string>>(),
    bio: jsonb('bio').$type<Record<string, string>>(),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('authors_site_key_idx').on(t.siteId, t.key),
    uniqueIndex('authors_site_slug_idx').on(t.siteId, t.slug),
  ],
);

/** Language-neutral facts of one tip, in the post's order (posts.tips_meta). */
export type TipMeta = Pick<PostTip, 'id' | 'rating' | 'cta_link' | 'company_name'> & {
  /** The affiliate offer the call to action follows (absent in rows saved before migration 0019). */
  offer_id?: number | null;
};

/** The texts of one tip in one language (post_translations.content), matched to TipMeta by `id`. */
export type TipText = Omit<PostTip, 'number' | 'rating' | 'cta_link' | 'company_name' | 'offer_id'>;

export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => authors.id, { onDelete: 'set null' }),
    /** The person who created the post ("own posts" of authors and contributors); null for imported content. */
    createdBy: integer('created_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    category: text('category'),
    trending: boolean('trending').notNull().default(false),
    isAdvertorial: boolean('is_advertorial').notNull().default(false),
    readTime: integer('read_time').notNull().default(5),
    /** True: read_time is computed from the original's text on every save. */
    readTimeAuto: boolean('read_time_auto').notNull().default(false),
    views: integer('views').notNull().default(0),
    featuredImageUrl: text('featured_image_url'),
    tipsMeta: jsonb('tips_meta').$type<TipMeta[]>().notNull().default(sql`'[]'::jsonb`),
    /** Bumped by every save; an update carrying another version is refused (optimistic lock). */
    version: integer('version').notNull().default(1),
    /** Set while the post is in the trash (restorable for 30 days, then purged). */
    deletedAt: stamp('deleted_at'),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('posts_site_updated_idx').on(t.siteId, t.updatedAt.desc(), t.id.desc()),
    index('posts_deleted_idx').on(t.deletedAt).where(sql`${t.deletedAt} is not null`),
    // An author's posts (the author page, the delete guard).
    index('posts_author_idx').on(t.authorId),
    // The tips that point to an offer (placements, "what does pausing affect"): tips_meta @> [{offer_id}].
    index('posts_tips_meta_idx').using('gin', t.tipsMeta.op('jsonb_path_ops')),
  ],
);

/**
 * One language of a post, with its own publish state. `category`, `trending` and `live`
 * (published and not in the trash) are copies of the post's facts kept by triggers (migration
 * 0003: on insert, on a change of status, on a change of the post), so a public listing in one
 * language is one range scan of a partial index.
 */
export const postTranslations = pgTable(
  'post_translations',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    /** Copied from the post so a slug resolves within a site through one index. */
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    /** 'json' = the tips (content), 'html' = content_html. */
    contentType: text('content_type').$type<ContentType>().notNull().default('json'),
    /** Tip texts in this locale, matched to posts.tips_meta by id. */
    content: jsonb('content').$type<TipText[]>().notNull().default(sql`'[]'::jsonb`),
    /** Sanitized on write. */
    contentHtml: text('content_html'),
    featuredImageAlt: text('featured_image_alt'),
    status: text('status').$type<TranslationStatus>().notNull().default('draft'),
    publishAt: stamp('publish_at'),
    publishedAt: stamp('published_at'),
    /** The original changed after this translation was last saved. */
    stale: boolean('stale').notNull().default(false),
    /** Hash of the original's texts when this translation was last saved. */
    sourceHash: text('source_hash'),
    /** The original's texts when this translation was last saved (the stale banner's "before"). */
    sourceSnapshot: jsonb('source_snapshot').$type<SourceSnapshot>(),
    /** Review of a translation: null, `submitted` (waiting for an editor) or `rejected` (with review_note). */
    reviewState: text('review_state').$type<'submitted' | 'rejected'>(),
    reviewNote: text('review_note'),
    /**
     * The text came from machine translation and no person has reviewed it since: publishing or
     * scheduling is refused until someone marks it reviewed (or approves it). Kept apart from
     * review_state because a machine draft may also be submitted: approval clears both.
     */
    machine: boolean('machine').notNull().default(false),
    /** Meta title, description, share image and noindex (issue 16); null = none set (the defaults). */
    seo: jsonb('seo').$type<TranslationSeo>(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
    /** Copies kept by triggers (see above); never written by the application. */
    category: text('category'),
    trending: boolean('trending').notNull().default(false),
    live: boolean('live').notNull().default(false),
  },
  (t) => [
    uniqueIndex('post_translations_post_locale_idx').on(t.postId, t.locale),
    uniqueIndex('post_translations_site_locale_slug_idx').on(t.siteId, t.locale, t.slug),
    // Slug look-up in any locale (article page, translate call).
    index('post_translations_site_slug_idx').on(t.siteId, t.slug),
    // Public listings in one language: latest, one category, trending.
    index('post_translations_live_latest_idx')
      .on(t.siteId, t.locale, t.publishedAt.desc(), t.postId.desc())
      .where(sql`${t.live}`),
    index('post_translations_live_category_idx')
      .on(t.siteId, t.locale, t.category, t.publishedAt.desc(), t.postId.desc())
      .where(sql`${t.live}`),
    index('post_translations_live_trending_idx')
      .on(t.siteId, t.locale, t.publishedAt.desc(), t.postId.desc())
      .where(sql`${t.live} and ${t.trending}`),
    // The scheduler's "next due" look-up.
    index('post_translations_scheduled_idx').on(t.publishAt).where(sql`${t.status} = 'scheduled'`),
  ],
);

/**
 * Revisions (issue 16): one row per translation per save that changed its content, holding the
 * translation as saved (the admin read's shape, so a restore is the snapshot put into the editor).
 * Pruned on save: older than 30 days and beyond the last 100 of the translation. `user_id` is set
 * null when the person is deleted; the row stays.
 */
export const postRevisions = pgTable(
  'post_revisions',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    userId: integer('user_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: stamp('created_at').notNull().defaultNow(),
    snapshot: jsonb('snapshot').$type<RevisionSnapshot>().notNull(),
  },
  // The list (newest first) and the prune (the 101st newest) are both one range of this index.
  (t) => [index('post_revisions_post_locale_created_idx').on(t.postId, t.locale, t.createdAt.desc(), t.id.desc())],
);

export const languages = pgTable(
  'languages',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** A code from the catalogue (src/modules/languages/catalogue.ts). */
    code: text('code').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('languages_site_code_idx').on(t.siteId, t.code)],
);

/** An uploaded image of a site: its resized variants are in the media store (MEDIA_DIR or the S3 bucket) under <hash>/. */
export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex, first 32) of the uploaded bytes: the folder name, so equal uploads share files. */
    hash: text('hash').notNull(),
    /** The uploaded type, detected from the bytes. */
    sourceType: text('source_type').notNull(),
    /** Of the largest variant (the upright original, never upscaled). */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variants: jsonb('variants').$type<MediaVariant[]>().notNull(),
    /** Alt text per site language (`{ "es": "..." }`): what a featured image without its own alt falls back to. */
    alt: jsonb('alt').$type<Record<string, string>>().notNull().default({}),
    /** Where crops keep the subject (0..1 from the left/top); null = the centre. Set together or not at all. */
    focalX: doublePrecision('focal_x'),
    focalY: doublePrecision('focal_y'),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('media_site_hash_idx').on(t.siteId, t.hash),
    // The library lists a site's media newest first.
    index('media_site_created_idx').on(t.siteId, t.createdAt.desc(), t.id.desc()),
    check(
      'media_focal_point_check',
      sql`(${t.focalX} is null and ${t.focalY} is null) or (${t.focalX} between 0 and 1 and ${t.focalY} between 0 and 1)`,
    ),
  ],
);

/**
 * Live (published, not trashed) translations per site, category and locale, kept exact by
 * statement-level triggers on post_translations (migration 0003). A category page reads its
 * total here instead of counting an index range, so its cost does not grow with the category's
 * size. No foreign key: the triggers may run while a site's rows are being cascaded away.
 */
export const categoryCounts = pgTable(
  'category_counts',
  {
    siteId: integer('site_id').notNull(),
    category: text('category').notNull(),
    locale: text('locale').notNull(),
    published: integer('published').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.category, t.locale] })],
);

/* ---------- leads and analytics (issue 10) ---------- */

/** What readers send through the contact form; no address or user agent is kept. */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    locale: text('locale').notNull(),
    sourcePath: text('source_path').notNull(),
    referrerHost: text('referrer_host'),
    status: text('status').$type<'new' | 'contacted' | 'won' | 'lost' | 'spam'>().notNull().default('new'),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [index('leads_site_created_idx').on(t.siteId, t.createdAt.desc()), index('leads_site_status_idx').on(t.siteId, t.status)],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** Lower-cased, so subscribing twice finds the first. */
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    sourcePath: text('source_path'),
    createdAt: stamp('created_at').notNull().defaultNow(),
    /** Double opt-in: unconfirmed until the confirmation link is opened (SubscriberStatus). */
    status: text('status').$type<SubscriberStatus>().notNull().default('unconfirmed'),
    /** SHA-256 of the confirmation link's token (the token itself is only in the mail). */
    confirmTokenHash: text('confirm_token_hash').unique(),
    /** When the last confirmation mail went out; an unconfirmed address is purged 30 days after it. */
    confirmSentAt: stamp('confirm_sent_at'),
    confirmedAt: stamp('confirmed_at'),
    /** The confirmation, or for an import the consent date its file gave. */
    consentAt: stamp('consent_at'),
    /** Added by a CSV import rather than through the magazine. */
    imported: boolean('imported').notNull().default(false),
    unsubscribedAt: stamp('unsubscribed_at'),
  },
  (t) => [
    uniqueIndex('newsletter_site_email_idx').on(t.siteId, t.email),
    index('newsletter_site_status_idx').on(t.siteId, t.status),
    index('newsletter_status_sent_idx').on(t.status, t.confirmSentAt),
  ],
);

/**
 * Unsubscribe links: each mail to a subscriber carries its own random token, stored only as its
 * SHA-256; every token of a subscriber works until the subscriber is deleted (then they all go).
 */
export const newsletterUnsubscribeTokens = pgTable(
  'newsletter_unsubscribe_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [index('newsletter_unsubscribe_subscriber_idx').on(t.subscriberId)],
);

/** A newsletter issue: one site, one language; a draft until sent (or scheduled) to that language's confirmed subscribers. */
export const newsletterIssues = pgTable(
  'newsletter_issues',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    subject: text('subject').notNull(),
    preheader: text('preheader').notNull().default(''),
    /** Sanitized on write with the post body's policy. */
    bodyHtml: text('body_html').notNull().default(''),
    postIds: jsonb('post_ids').$type<number[]>().notNull().default([]),
    status: text('status').$type<NewsletterIssueStatus>().notNull().default('draft'),
    sendAt: stamp('send_at'),
    sentAt: stamp('sent_at'),
    /** The web version's path segment (/newsletter/{slug}), unique per site. */
    slug: text('slug').notNull(),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_issues_site_slug_idx').on(t.siteId, t.slug), index('newsletter_issues_status_send_idx').on(t.status, t.sendAt)],
);

/**
 * One row per recipient of an issue, written in one statement when the issue is sent: the worker
 * claims pending rows, mails them and marks each sent, so a restart resumes and nobody gets two.
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    id: serial('id').primaryKey(),
    issueId: integer('issue_id')
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: 'cascade' }),
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    state: text('state').$type<DeliveryState>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** A pending or failed_temp row is not claimed before this time (backoff). */
    nextAttemptAt: stamp('next_attempt_at').notNull().defaultNow(),
    /** When a worker claimed the row ('sending'): a claim older than the lease is taken as a crash. */
    claimedAt: stamp('claimed_at'),
    sentAt: stamp('sent_at'),
  },
  (t) => [
    uniqueIndex('newsletter_deliveries_issue_subscriber_idx').on(t.issueId, t.subscriberId),
    index('newsletter_deliveries_state_next_idx').on(t.state, t.nextAttemptAt),
    index('newsletter_deliveries_subscriber_idx').on(t.subscriberId),
  ],
);

/** A reader's device class, as analytics counts it (analytics/classify.ts); never the user agent. */
export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

/**
 * Raw events, kept RAW_EVENTS_DAYS days. `visitor` is a hash of a daily-rotating secret salt, the
 * site, the address and the user agent: the raw address and user agent are never stored, and the
 * hash cannot be linked across days once the salt is gone.
 */
export const events = pgTable(
  'events',
  {
    // No key: nothing reads one event by itself, and a serial key's sequence and index took two
    // fifths of each event's write (migration 0041).
    siteId: integer('site_id').notNull(),
    occurredAt: stamp('occurred_at').notNull(),
    kind: text('kind').$type<'pageview' | 'cta_click'>().notNull(),
    path: text('path').notNull(),
    postId: integer('post_id'),
    tipId: text('tip_id'),
    locale: text('locale').notNull(),
    referrerHost: text('referrer_host').notNull().default(''),
    device: text('device').$type<DeviceClass>().notNull(),
    visitor: text('visitor').notNull(),
    /** Synthetic demo traffic is marked so it can be told apart and removed. */
    synthetic: boolean('synthetic').notNull().default(false),
  },
  // Raw events are read by time only (purge, rebuilding rollups) and arrive in time order: a BRIN
  // index answers those ranges and costs next to nothing per insert (a btree cost a third of it).
  (t) => [index('events_time_brin_idx').using('brin', t.occurredAt)],
);

/**
 * The dashboards' rollup: one row per site, dimension, day and value, so each report reads only
 * its own dimension (days x distinct values rows), whatever the number of raw events.
 * Dimensions: `site` (value ''), `page` (the path; post_id set), `source` (referrer host, '' =
 * direct), `locale`, `device`. `visitors` counts a visitor once a day, on the row of their first
 * page view that day (their entry page, source, language and device); a click adds none.
 */
export const ROLLUP_DIMENSIONS = ['site', 'page', 'source', 'locale', 'device'] as const;
export type RollupDimension = (typeof ROLLUP_DIMENSIONS)[number];

export const dailyStats = pgTable(
  'daily_stats',
  {
    siteId: integer('site_id').notNull(),
    dimension: text('dimension').$type<RollupDimension>().notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    value: text('value').notNull(),
    postId: integer('post_id').notNull().default(0),
    pageviews: integer('pageviews').notNull().default(0),
    ctaClicks: integer('cta_clicks').notNull().default(0),
    visitors: integer('visitors').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.dimension, t.day, t.value] })],
);

/** Which visitor hashes were seen on a day (for the unique count); dropped after the day. */
export const dailyVisitors = pgTable(
  'daily_visitors',
  {
    siteId: integer('site_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.day, t.visitor] })],
);

/** The secret salt of each day, shared by every API instance; deleted after two days. */
export const visitorSalts = pgTable('visitor_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

/**
 * One row per site: its settings (contract: schemas/settings.ts) as JSON, read through
 * readSiteSettings so a missing or partial row gives every default. `version` counts saves (a
 * save names the version it read: two saves of one version cannot both win).
 */
export const siteSettings = pgTable('site_settings', {
  siteId: integer('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  version: integer('version').notNull().default(1),
  updatedAt: stamp('updated_at').notNull().defaultNow(),
});

/** The network's settings: one row (id 1), the same optimistic `version` as a site's. */
export const networkSettings = pgTable('network_settings', {
  id: integer('id').primaryKey().default(1),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  version: integer('version').notNull().default(1),
  updatedAt: stamp('updated_at').notNull().defaultNow(),
});

/**
 * Machine translation (modules/machine-translation): one row for the network, apart from
 * network_settings because its key is write-only and its glossary ids are the server's own cache.
 */
export const machineTranslationSettings = pgTable('machine_translation_settings', {
  id: integer('id').primaryKey().default(1),
  provider: text('provider').$type<'none' | 'deepl' | 'libretranslate'>().notNull().default('none'),
  endpoint: text('endpoint'),
  /** Never returned by any route, never logged. */
  apiKey: text('api_key'),
  glossary: jsonb('glossary').$type<{ source_lang: string; target_lang: string; terms: string[] }[]>().notNull().default([]),
  /** DeepL glossaries created for a pair and its terms: `provider|endpoint|from>to|hash` -> glossary_id. */
  glossaryIds: jsonb('glossary_ids').$type<Record<string, string>>().notNull().default({}),
  /** Characters a month; null: no limit. */
  monthlyBudgetChars: integer('monthly_budget_chars').default(500000),
  updatedAt: stamp('updated_at').notNull().defaultNow(),
});

/** Characters sent to the provider per month (`YYYY-MM`, UTC), added atomically before each request. */
export const machineTranslationUsage = pgTable('machine_translation_usage', {
  month: text('month').primaryKey(),
  chars: bigint('chars', { mode: 'number' }).notNull().default(0),
});

/** Field-level changes of one write: `{ field: { before, after } }`. */
export type ActivityChanges = Record<string, { before: unknown; after: unknown }>;

/**
 * The activity log: one row per write through the admin API, appended by lib/route.ts after the
 * handler (each route declares its action). Append-only: no route updates or deletes a row, and
 * rows are kept at least a year. `user_name` and `target_label` are snapshots, so an entry still
 * reads right after the person or the target is renamed or removed; `site_id` has no foreign key
 * for the same reason (a purged site's history stays). Every filter has an index ending in `id`,
 * so a filtered page is an index range read backwards from the cursor.
 */
export const activityEntries = pgTable(
  'activity_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: stamp('at').notNull().defaultNow(),
    userId: integer('user_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    siteId: integer('site_id'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    changes: jsonb('changes').$type<ActivityChanges>(),
  },
  (t) => [
    index('activity_site_id_idx').on(t.siteId, t.id),
    index('activity_user_id_idx').on(t.userId, t.id),
    index('activity_action_id_idx').on(t.action, t.id),
    index('activity_target_type_id_idx').on(t.targetType, t.id),
    // The date filter finds its first id through this one (ids grow with time).
    index('activity_at_idx').on(t.at),
  ],
);

/**
 * Invitations by link. Only the SHA-256 of the token is kept (the link itself lives in the mail or
 * on the inviter's screen, once). Pending while none of accepted/revoked is set and expires_at is
 * ahead; a resend replaces the hash, so the earlier link stops working.
 */
export const invites = pgTable(
  'invites',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased, like admin_users.email. */
    email: text('email').notNull(),
    name: text('name'),
    /** The network role the person gets: `administrator` or `member` (never `owner`). */
    role: text('role').$type<NetworkRole>().notNull().default('member'),
    memberships: jsonb('memberships')
      .$type<Array<{ site_id: number; role: SiteRole; languages: string[] }>>()
      .notNull()
      .default([]),
    invitedBy: integer('invited_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: stamp('created_at').notNull().defaultNow(),
    expiresAt: stamp('expires_at').notNull(),
    acceptedAt: stamp('accepted_at'),
    revokedAt: stamp('revoked_at'),
  },
  (t) => [index('invites_email_idx').on(t.email)],
);

/** Password reset links (hash only), single use; a newer link for the person revokes the older ones. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    adminUserId: integer('admin_user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: stamp('created_at').notNull().defaultNow(),
    expiresAt: stamp('expires_at').notNull(),
    usedAt: stamp('used_at'),
    revokedAt: stamp('revoked_at'),
  },
  (t) => [index('password_resets_user_idx').on(t.adminUserId)],
);

/**
 * Preview links of one translation (any state), shared by whoever holds the link until it expires
 * or is revoked. Only the token's hash is kept; the link itself is shown once, to its creator.
 */
export const postPreviews = pgTable(
  'post_previews',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdBy: integer('created_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: stamp('created_at').notNull().defaultNow(),
    expiresAt: stamp('expires_at').notNull(),
    revokedAt: stamp('revoked_at'),
  },
  (t) => [index('post_previews_post_idx').on(t.postId)],
);

/**
 * Who has a post open in the editor (issue 16): one row per person and post, refreshed by the
 * editor's heartbeat. In the database, not in memory, so every API instance sees every editor.
 * A row not refreshed within the window no longer counts; old rows are purged by the heartbeats.
 */
export const postPresence = pgTable(
  'post_presence',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    adminUserId: integer('admin_user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    since: stamp('since').notNull(),
    lastSeen: stamp('last_seen').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.adminUserId] }), index('post_presence_last_seen_idx').on(t.lastSeen)],
);

/** An affiliate partner (network-wide): whose offers tips point to. */
export const partners = pgTable('partners', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  website: text('website'),
  contact: text('contact'),
  notes: text('notes'),
  createdAt: stamp('created_at').notNull().defaultNow(),
  updatedAt: stamp('updated_at').notNull().defaultNow(),
});

/**
 * An offer of a partner: where tips that point to it send readers (/go resolves it at each click,
 * so one change here reaches every tip at the next click). site_id null: usable on every site.
 */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    // A partner with offers is not deleted (the API answers 409): its offers' history stays.
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'restrict' }),
    siteId: integer('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    destinationUrl: text('destination_url').notNull(),
    /** `{ "es": "https://..." }`: per-language destinations; others use destination_url. */
    destinations: jsonb('destinations').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    /** Query parameters appended at each click, placeholders filled (`sub={click_id}`). */
    template: text('template').notNull().default(''),
    startsAt: stamp('starts_at'),
    endsAt: stamp('ends_at'),
    commissionModel: text('commission_model').$type<CommissionModel>().notNull(),
    /** Exact decimal (read as a string by the driver, a number in the API). */
    commissionRate: numeric('commission_rate', { precision: 14, scale: 4 }).notNull(),
    commissionCurrency: text('commission_currency').notNull(),
    status: text('status').$type<OfferStatus>().notNull().default('active'),
    onInactive: text('on_inactive').$type<OnInactive>().notNull().default('fallback'),
    /**
     * The key the partner signs postbacks with (HMAC-SHA256). Random per offer (two v4 UUIDs: 244
     * random bits from core PostgreSQL, no extension), made by the database so offers that existed
     * before migration 0023 get one too.
     */
    postbackSecret: text('postback_secret')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [index('offers_site_idx').on(t.siteId), index('offers_partner_idx').on(t.partnerId)],
);

/**
 * One write of the click buffer (offers/click-buffer.ts): the clicks of a tip that points to an
 * offer, each recorded before its redirect so its id can travel in the destination (`{click_id}`)
 * and a conversion can later be attributed to it. A batch is one row holding its clicks as a JSON
 * array (one-letter keys, each placement once: `placementJson`): a row and a key entry per click
 * cost the database about 4 us a click, most of what /go cost beyond a bare redirect; one value
 * stored as it comes (`STORAGE EXTERNAL`: no compression, migration 0043) makes a click's write
 * about a third of what it was (README, Performance notes). Readers see the clicks through the
 * view offer_clicks and find batches by their ranges of time and of ids
 * (GiST indexes of migration 0044; offer_clicks_between, offer_clicks_with_ids).
 */
export const offerClickBatches = pgTable('offer_click_batches', {
  /** The smallest and the largest click id of the batch (each id starts with its time). */
  firstId: text('first_id').primaryKey(),
  lastId: text('last_id').notNull(),
  /** The earliest and the latest click of the batch. */
  firstAt: stamp('first_at').notNull(),
  lastAt: stamp('last_at').notNull(),
  /** The clicks, a JSON array in UTF-8 (bytes: found by byte offsets), read by offer_click_batch_rows (migrations 0044, 0045). */
  clicks: bytea('clicks').notNull(),
});

/**
 * The clicks of every batch, one row each (a view, migration 0044: drizzle-kit leaves it alone).
 * Clicks of deleted offers are left out, as their rows once were deleted. A read by time or by id
 * goes through offer_clicks_between / offer_clicks_with_ids, which read only the batches it needs.
 */
export const offerClicks = pgView('offer_clicks', {
  id: text('id').notNull(),
  offerId: integer('offer_id').notNull(),
  siteId: integer('site_id').notNull(),
  postId: integer('post_id').notNull(),
  tipId: text('tip_id').notNull(),
  locale: text('locale').notNull(),
  clickedAt: stamp('clicked_at').notNull(),
  /**
   * The clicker as analytics counts a visitor (visitor-hash.ts: the day's salt, site, address,
   * agent; never the raw values), for the reports' unique clickers. Null on clicks recorded
   * before migration 0026.
   */
  visitor: text('visitor'),
  /**
   * The page the click came from and the reader's device class, as analytics counted the click
   * (its CTA click); null when it was not counted (a bot) or was recorded before migration 0042.
   * A counted offer click has no row in events: this is its raw record (the rollup reads both,
   * analytics/rollup.ts), so a click costs the database no row of its own.
   */
  path: text('path'),
  device: text('device').$type<DeviceClass>(),
}).existing();

/**
 * The daily rollup of offer_clicks (campaign-reports/click-rollup.ts): one row per UTC day and
 * (site, offer, article, tip, language), so reports sum a few rows per day instead of every click.
 * Only days listed in offer_click_rolled_days are read from here; any other day is read raw.
 */
export const offerClickDays = pgTable(
  'offer_click_days',
  {
    siteId: integer('site_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    postId: integer('post_id').notNull(),
    tipId: text('tip_id').notNull(),
    locale: text('locale').notNull(),
    clicks: integer('clicks').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.day, t.offerId, t.postId, t.tipId, t.locale] })],
);

/**
 * Unique clickers of a rolled-up day, per site and per report group (`site` with value '', `offer`,
 * `locale`, `post`): distinct counts do not add up across groups, so each level is counted apart.
 * The visitor hash is daily and per site, so sums over days and sites are exact.
 */
export const offerClickerDays = pgTable(
  'offer_clicker_days',
  {
    siteId: integer('site_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    dimension: text('dimension').$type<'site' | 'offer' | 'locale' | 'post'>().notNull(),
    value: text('value').notNull(),
    clickers: integer('clickers').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.day, t.dimension, t.value] })],
);

/**
 * The days whose rollup is complete: written by the roll-up in the same transaction as its rows,
 * deleted by a click flush that writes a late click of that day (then the day is read raw until
 * the next pass rolls it again), and all deleted when an offer is deleted (its clicks go).
 */
export const offerClickRolledDays = pgTable('offer_click_rolled_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  rolledAt: stamp('rolled_at').notNull().defaultNow(),
  /**
   * Null: the whole day is rolled. Else the open day (today) is rolled up to this time, and its
   * clicks from then on are read raw: a few minutes of clicks, whatever the day's volume.
   */
  rolledUntil: stamp('rolled_until'),
});

/**
 * The visitors already counted in the open day's unique clickers (offer_clicker_days), per site
 * and report level, so the roll-up adds only new ones and a report counts only new raw ones.
 * Only kept for days rolled partly (rolled_until set); dropped when the day is rolled whole.
 */
export const offerClickerSeen = pgTable(
  'offer_clicker_seen',
  {
    siteId: integer('site_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    dimension: text('dimension').$type<'site' | 'offer' | 'locale' | 'post'>().notNull(),
    value: text('value').notNull(),
    visitor: text('visitor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.day, t.dimension, t.value, t.visitor] })],
);

/**
 * Conversions per UTC day (of converted_at), site, offer, article, language and earnings currency,
 * kept by statement triggers on offer_conversions (migration 0035) in the transaction that writes
 * or deletes them: a postback or an import is in the next report, exactly once, and a deleted
 * offer's conversions (deleted with its clicks) leave it. No foreign key: the rows follow the
 * conversions, whatever deletes them.
 */
export const offerConversionDays = pgTable(
  'offer_conversion_days',
  {
    siteId: integer('site_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    offerId: integer('offer_id').notNull(),
    postId: integer('post_id').notNull(),
    locale: text('locale').notNull(),
    currency: text('currency').notNull(),
    conversions: integer('conversions').notNull(),
    /** Exact sum of offer_conversions.earnings (numeric without a scale limit). */
    earnings: numeric('earnings').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.day, t.offerId, t.postId, t.locale, t.currency] })],
);

/** The `cur_R` / `prev_R` pair of each report range (7, 30, 90 days): page views' and campaigns' windows. */
const windowColumns = () => ({
  cur7: integer('cur_7').notNull(),
  prev7: integer('prev_7').notNull(),
  cur30: integer('cur_30').notNull(),
  prev30: integer('prev_30').notNull(),
  cur90: integer('cur_90').notNull(),
  prev90: integer('prev_90').notNull(),
});

/**
 * Page views of articles per site, article and language over the closed days a report reads, for
 * the campaign reports' views (CTR, earnings per 1,000 views): for each range R (7, 30, 90 days),
 * `cur_R` sums the closed days of the current period ending at the anchor (the R - 1 days up to
 * `anchor`, today being read from daily_stats) and `prev_R` the R days before them. Rebuilt once a
 * day from daily_stats (campaign-reports/view-windows.ts); valid only while its anchor is
 * yesterday (page_view_windows_state), which a write to an anchored day's page rows clears.
 */
export const pageViewWindows = pgTable(
  'page_view_windows',
  {
    siteId: integer('site_id').notNull(),
    postId: integer('post_id').notNull(),
    locale: text('locale').notNull(),
    ...windowColumns(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.postId, t.locale] })],
);

/** One row (id 1): the last closed day page_view_windows covers, null while it is not valid. */
export const pageViewWindowsState = pgTable('page_view_windows_state', {
  id: integer('id').primaryKey(),
  anchor: date('anchor', { mode: 'string' }),
  builtAt: stamp('built_at'),
});

/**
 * The campaign reports' clicks over closed days, per range as page_view_windows holds views
 * (`cur_R`: the R - 1 closed days up to the anchor; `prev_R`: the R days before), summed from
 * offer_click_days per site, offer, article and language (campaign-reports/campaign-windows.ts).
 * Valid only while campaign_windows_state's anchor is yesterday: a report then reads one row per
 * group instead of 180 days of them, and today from the daily rollup and the raw clicks.
 */
export const campaignWindowClicks = pgTable(
  'campaign_window_clicks',
  {
    siteId: integer('site_id').notNull(),
    offerId: integer('offer_id').notNull(),
    postId: integer('post_id').notNull(),
    locale: text('locale').notNull(),
    ...windowColumns(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.offerId, t.postId, t.locale] })],
);

/** Unique clickers over the same closed days, per site and level (offer_clicker_days' sums). */
export const campaignWindowClickers = pgTable(
  'campaign_window_clickers',
  {
    siteId: integer('site_id').notNull(),
    dimension: text('dimension').$type<'site' | 'offer' | 'locale' | 'post'>().notNull(),
    value: text('value').notNull(),
    ...windowColumns(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.dimension, t.value] })],
);

/** Conversions and their exact earnings over the same closed days (offer_conversion_days' sums). */
export const campaignWindowConversions = pgTable(
  'campaign_window_conversions',
  {
    siteId: integer('site_id').notNull(),
    offerId: integer('offer_id').notNull(),
    postId: integer('post_id').notNull(),
    locale: text('locale').notNull(),
    currency: text('currency').notNull(),
    ...windowColumns(),
    earnCur7: numeric('earn_cur_7').notNull(),
    earnPrev7: numeric('earn_prev_7').notNull(),
    earnCur30: numeric('earn_cur_30').notNull(),
    earnPrev30: numeric('earn_prev_30').notNull(),
    earnCur90: numeric('earn_cur_90').notNull(),
    earnPrev90: numeric('earn_prev_90').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.offerId, t.postId, t.locale, t.currency] })],
);

/** Clicks and conversions per site and closed day of the windows: the report's chart. */
export const campaignWindowDays = pgTable(
  'campaign_window_days',
  {
    siteId: integer('site_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    clicks: integer('clicks').notNull(),
    conversions: integer('conversions').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.day] })],
);

/**
 * Which articles place which offer (a tip of posts.tips_meta pointing to it), for the posts not in
 * the trash: the campaign reports' `placed` set read by index instead of unnesting every post's
 * tips. Kept by a row trigger on posts (insert, tips_meta / site_id / deleted_at changes; a hard
 * delete cascades) and back-filled by migration 0038; never written by the application.
 */
export const offerPlacements = pgTable(
  'offer_placements',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id').notNull(),
    siteId: integer('site_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.offerId] }),
    index('offer_placements_site_idx').on(t.siteId, t.offerId, t.postId),
  ],
);

/**
 * One row (id 1): the last closed day the campaign_window_* tables cover, null while they are not
 * valid. A write to an anchored day's click, clicker or conversion rollup, or a day un-marked in
 * offer_click_rolled_days, clears it (statement triggers, migration 0037).
 */
export const campaignWindowsState = pgTable('campaign_windows_state', {
  id: integer('id').primaryKey(),
  anchor: date('anchor', { mode: 'string' }),
  builtAt: stamp('built_at'),
});

/**
 * A conversion (a lead or a sale) the partner reported for one click: by a signed postback or a
 * CSV import of its report. One per click (the primary key), which is what refuses replays.
 * `amount` is the sale in its own currency (0 for a lead); `earnings` is the commission the offer's
 * model gave at the time, in the offer's currency, so a later change of rate leaves history alone.
 * Site, post and locale are copied from the click so reports group without a join.
 */
export const offerConversions = pgTable(
  'offer_conversions',
  {
    clickId: text('click_id')
      .primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    siteId: integer('site_id').notNull(),
    postId: integer('post_id').notNull(),
    locale: text('locale').notNull(),
    /** When its click was made (copied from the click, as site, post and locale are). */
    clickedAt: stamp('clicked_at').notNull(),
    amount: numeric('amount', { precision: 14, scale: 4 }).notNull(),
    currency: text('currency').notNull(),
    earnings: numeric('earnings', { precision: 14, scale: 4 }).notNull(),
    earningsCurrency: text('earnings_currency').notNull(),
    source: text('source').$type<'postback' | 'import'>().notNull(),
    convertedAt: stamp('converted_at').notNull().defaultNow(),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('offer_conversions_offer_time_idx').on(t.offerId, t.convertedAt),
    index('offer_conversions_site_time_idx').on(t.siteId, t.convertedAt),
  ],
);

/* ---------- categories as data (issue 17) ---------- */

/**
 * A site's categories. Posts name theirs by `key` (posts.category, the spec's field), so the key
 * never changes; emoji and gradient are the theme's (CATEGORY_GRADIENTS), `position` orders the
 * navigation and lists, `in_nav` puts it in the header (hidden ones keep their pages).
 */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    emoji: text('emoji').notNull(),
    gradient: text('gradient').notNull(),
    position: integer('position').notNull(),
    inNav: boolean('in_nav').notNull().default(true),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('categories_site_key_idx').on(t.siteId, t.key), index('categories_site_position_idx').on(t.siteId, t.position)],
);

/** A category's words in one language; a slug is unique per site and language (the URL). */
export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    /** Denormalized from the category so the slug's uniqueness is one index. */
    siteId: integer('site_id').notNull(),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    seoTitle: text('seo_title').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.locale] }), uniqueIndex('category_translations_site_locale_slug_idx').on(t.siteId, t.locale, t.slug)],
);

/**
 * Slugs a category had before a rename: the old URL answers 301 to the current one forever. A
 * slug taken again by a category stops being a redirect (the service deletes the row).
 */
export const categorySlugRedirects = pgTable(
  'category_slug_redirects',
  {
    siteId: integer('site_id').notNull(),
    locale: text('locale').notNull(),
    slug: text('slug').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.locale, t.slug] }), index('category_slug_redirects_category_idx').on(t.categoryId)],
);

/* ---------- tags (issue 17) ---------- */

/** A site's tags; their words live per language in tag_translations. */
export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [index('tags_site_idx').on(t.siteId)],
);

/** A tag's name and slug in one language; a slug is unique per site and language (the tag page's URL). */
export const tagTranslations = pgTable(
  'tag_translations',
  {
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    /** Denormalized from the tag so the slug's uniqueness is one index. */
    siteId: integer('site_id').notNull(),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tagId, t.locale] }), uniqueIndex('tag_translations_site_locale_slug_idx').on(t.siteId, t.locale, t.slug)],
);

/**
 * A tag's former slugs (migration 0028): each keeps answering with a 301 to the tag's page in
 * its language, forever, like category_slug_redirects; a slug taken by a tag again stops redirecting.
 */
export const tagSlugRedirects = pgTable(
  'tag_slug_redirects',
  {
    siteId: integer('site_id').notNull(),
    locale: text('locale').notNull(),
    slug: text('slug').notNull(),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.locale, t.slug] }), index('tag_slug_redirects_tag_idx').on(t.tagId)],
);

/** Which tags a post carries; the tag-side index serves the tag page and the merge. */
export const postTags = pgTable(
  'post_tags',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tagId] }), index('post_tags_tag_idx').on(t.tagId, t.postId)],
);

/**
 * Former slugs of authors (issue 17): an author page or author feed reached by a slug the author
 * had before answers 301 to today's, forever; a slug an author of the site uses today is never
 * a redirect (the authors service removes it when the slug is taken again).
 */
export const authorSlugRedirects = pgTable(
  'author_slug_redirects',
  {
    siteId: integer('site_id').notNull(),
    slug: text('slug').notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => authors.id, { onDelete: 'cascade' }),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.slug] }), index('author_slug_redirects_author_idx').on(t.authorId)],
);

/**
 * Translation memory (migration 0031): each saved segment of a translation (a title, a tip field,
 * a paragraph of an HTML body, an SEO text; later interface strings) as source -> target, per site
 * and language pair. One row per source text (its hash): a later save of the same source keeps
 * the latest target, and a row's source text never changes. Fuzzy look-ups go through the
 * in-process trigram index of trigram-index.ts (migration 0036 dropped the pg_trgm GIN index, which
 * read the long posting lists of every common trigram on each look-up).
 */
export const translationMemory = pgTable(
  'translation_memory',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    sourceLang: text('source_lang').notNull(),
    targetLang: text('target_lang').notNull(),
    /** sha256 of source_text: the exact look-up and the dedup key, whatever the text's length. */
    sourceHash: text('source_hash').notNull(),
    sourceText: text('source_text').notNull(),
    targetText: text('target_text').notNull(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  // No index on (pair, id): with equal guesses (PGlite often lacks statistics) the planner took it
  // for the exact look-up by hash and read the whole pair. New rows are found by primary key.
  (t) => [uniqueIndex('translation_memory_pair_hash_idx').on(t.siteId, t.sourceLang, t.targetLang, t.sourceHash)],
);

/**
 * How many segments each language pair of a site holds and its highest row id (migration 0036),
 * kept by statement triggers on translation_memory whatever writes it. A process's trigram index
 * of a pair is current when it holds that many rows up to that id (rows are only added; a site's
 * deletion removes both).
 */
export const translationMemoryPairs = pgTable(
  'translation_memory_pairs',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    sourceLang: text('source_lang').notNull(),
    targetLang: text('target_lang').notNull(),
    segments: integer('segments').notNull(),
    maxId: integer('max_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.sourceLang, t.targetLang] })],
);

/**
 * The magazine's interface texts per site and language (migration 0032). English is the source and
 * stays in the code (packages/i18n/translations/en.json defines the keys); a key without a row here
 * is `missing` for that language. `key` is the dotted path (`common.readMore`).
 */
export const interfaceStrings = pgTable(
  'interface_strings',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    key: text('key').notNull(),
    target: text('target').notNull(),
    state: text('state').$type<'machine' | 'reviewed'>().notNull(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => adminUsers.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.locale, t.key] }), check('interface_strings_state_check', sql`${t.state} in ('machine', 'reviewed')`)],
);
