import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Timestamps are stored with a time zone and read as Date objects. */
const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const sites = pgTable('sites', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Host name the public site answers on (port excluded), e.g. `localhost`. */
  domain: text('domain').notNull().unique(),
  description: text('description'),
  active: boolean('active').notNull().default(true),
  maintenanceMode: boolean('maintenance_mode').notNull().default(false),
  launchedAt: stamp('launched_at'),
  createdAt: stamp('created_at').notNull().defaultNow(),
  updatedAt: stamp('updated_at').notNull().defaultNow(),
});

export const adminUsers = pgTable('admin_users', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Stored lower-cased so look-ups are exact. */
  email: text('email').notNull().unique(),
  /** `scrypt$N$r$p$salt$hash` (base64), see modules/auth/password.ts. */
  passwordHash: text('password_hash').notNull(),
  createdAt: stamp('created_at').notNull().defaultNow(),
});

export const adminUserSites = pgTable(
  'admin_user_sites',
  {
    adminUserId: integer('admin_user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
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
  },
  (t) => [index('sessions_user_idx').on(t.adminUserId)],
);

/** One row per failed login, keyed `account:<email>` or `ip:<address>`; counted in a sliding window. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    failedAt: stamp('failed_at').notNull().defaultNow(),
  },
  (t) => [index('login_failures_key_time_idx').on(t.key, t.failedAt)],
);

export const authors = pgTable('authors', {
  id: serial('id').primaryKey(),
  /** Stable key from the seed content, e.g. `maya-chen`. */
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  avatar: text('avatar'),
  /** Maps by locale: `{ en: "...", es: "..." }`. */
  role: jsonb('role').$type<Record<string, string>>(),
  bio: jsonb('bio').$type<Record<string, string>>(),
});

/** Language-neutral facts of one tip; texts live in post_translations.content. */
export interface TipMeta {
  rating: string | null;
  price_range: string | null;
  cta_link: string | null;
  company_name: string | null;
}

/** The per-locale text of one tip. */
export interface TipText {
  title: string;
  description: string;
  tip: string | null;
  cta_text: string | null;
  affiliate_note: string | null;
}

export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => authors.id, { onDelete: 'set null' }),
    category: text('category'),
    published: boolean('published').notNull().default(false),
    trending: boolean('trending').notNull().default(false),
    isAdvertorial: boolean('is_advertorial').notNull().default(false),
    readTime: integer('read_time').notNull().default(5),
    views: integer('views').notNull().default(0),
    publishedAt: stamp('published_at'),
    featuredImageUrl: text('featured_image_url'),
    /** 'json' = a list of tips (content_data), 'html' = content_html. */
    contentType: text('content_type').$type<'html' | 'json'>().notNull().default('json'),
    contentHtml: text('content_html'),
    tipsMeta: jsonb('tips_meta').$type<TipMeta[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // A category page is one range scan of this index, in page order, at any table size.
    index('posts_category_page_idx').on(
      t.siteId,
      t.category,
      t.published,
      t.publishedAt.desc(),
      t.id.desc(),
    ),
    // Homepage "featured" (latest published) and site-wide listings.
    index('posts_site_latest_idx').on(t.siteId, t.published, t.publishedAt.desc(), t.id.desc()),
    // Homepage "trending": a small partial index.
    index('posts_site_trending_idx')
      .on(t.siteId, t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.trending} and ${t.published}`),
  ],
);

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
    /** Tip texts in this locale, same order as posts.tips_meta. */
    content: jsonb('content').$type<TipText[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [
    uniqueIndex('post_translations_post_locale_idx').on(t.postId, t.locale),
    uniqueIndex('post_translations_site_locale_slug_idx').on(t.siteId, t.locale, t.slug),
    // Slug look-up in any locale (article page, translate call).
    index('post_translations_site_slug_idx').on(t.siteId, t.slug),
  ],
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

/**
 * Published posts per site and category, kept exact by statement-level triggers on posts
 * (migration 0002). A category page reads its total here instead of counting an index range,
 * so its cost does not grow with the category's size. No foreign key: the triggers may run
 * while a site's rows are being cascaded away.
 */
export const categoryCounts = pgTable(
  'category_counts',
  {
    siteId: integer('site_id').notNull(),
    category: text('category').notNull(),
    published: integer('published').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.category] })],
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
  },
  (t) => [uniqueIndex('newsletter_site_email_idx').on(t.siteId, t.email)],
);

/**
 * Raw events, kept RAW_EVENTS_DAYS days. `visitor` is a hash of a daily-rotating secret salt, the
 * site, the address and the user agent: the raw address and user agent are never stored, and the
 * hash cannot be linked across days once the salt is gone.
 */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    occurredAt: stamp('occurred_at').notNull(),
    kind: text('kind').$type<'pageview' | 'cta_click'>().notNull(),
    path: text('path').notNull(),
    postId: integer('post_id'),
    tipId: text('tip_id'),
    locale: text('locale').notNull(),
    referrerHost: text('referrer_host').notNull().default(''),
    device: text('device').$type<'mobile' | 'tablet' | 'desktop'>().notNull(),
    visitor: text('visitor').notNull(),
    /** Synthetic demo traffic is marked so it can be told apart and removed. */
    synthetic: boolean('synthetic').notNull().default(false),
  },
  (t) => [index('events_site_time_idx').on(t.siteId, t.occurredAt)],
);

/**
 * The dashboards' rollup: one row per site, dimension, day and value, so each report reads only
 * its own dimension (days x distinct values rows), whatever the number of raw events.
 * Dimensions: `site` (value ''), `page` (the path; post_id set), `source` (referrer host, '' =
 * direct), `locale`, `device`. `visitors` counts a visitor once a day, on the row of their first
 * event that day (their entry page, source, language and device).
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
