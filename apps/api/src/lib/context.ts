import type { Permission } from '@sitenet/api-client/permissions';
import type { PublicLanguage } from '../contract';
import type { Database, Db } from '../db/client';
import type { Env } from '../env';
import type { ActivityLog } from '../modules/activity/log';
import type { EventCounter } from '../modules/analytics/counter';
import type { StoredCta } from '../modules/analytics/cta-link';
import type { ClickBuffer } from '../modules/offers/click-buffer';
import type { AuthService, AuthenticatedAdmin } from '../modules/auth/service';
import type { MediaService } from '../modules/media/service';
import type { MediaStorage } from '../modules/media/storage/media-storage';
import type { PublishScheduler } from '../modules/posts/scheduler';
import type { PostService } from '../modules/posts/service';
import type { SiteFacts } from '../modules/public/site-facts';
import type { SiteDirectory } from '../modules/public/site-directory';
import type { SiteAccess } from '../modules/sites/access';
import type { Clock } from './clock';
import type { Mailer } from './mailer';
import type { PublicCache } from './public-cache';
import type { ReadMemo } from './read-memo';
import type { ReaderTurns } from './reader-turns';

/** What every route module receives: built once in app.ts, no globals. */
export interface AppContext {
  env: Env;
  database: Database;
  db: Db;
  cache: PublicCache;
  sitesByHost: SiteDirectory;
  auth: AuthService;
  access: SiteAccess;
  /** Uploaded images (their rows; the files are in mediaStorage). */
  media: MediaService;
  /** Where the image files live: MEDIA_DIR or the S3 bucket (MEDIA_STORAGE). */
  mediaStorage: MediaStorage;
  /** The time every write and the scheduler read (settable in tests). */
  clock: Clock;
  posts: PostService;
  scheduler: PublishScheduler;
  /**
   * Call after every write: drops the cached public replies of `siteId` (all sites without it)
   * and the host map, in this instance and, on PostgreSQL, in every other one.
   */
  invalidate: (siteId?: number) => void;
  /**
   * A number that changes whenever `siteId`'s cached replies were dropped (invalidate(), here or
   * from another instance): what the magazine's renderer checks, per page, to know that the site's
   * interface texts it keeps in memory may be stale.
   */
  cacheGeneration: (siteId: number) => number;
  /**
   * Call after a person's grants, status or sessions changed: this instance and, on PostgreSQL,
   * every other one forget what they remember of that person (their grants, their checked
   * sessions but `keepSession`), so the change applies at their next request.
   */
  personChanged: (userId: number, keepSession?: number) => void;
  /** The admin posts list (its JSON body) per admin and site scope, cleared by invalidate(). */
  adminPosts: ReadMemo<string>;
  /** Each site's enabled languages (read by every page), per site id, cleared by invalidate(). */
  siteLanguages: ReadMemo<PublicLanguage[]>;
  /** What a reader may know about each site (modules/public/site-facts.ts), per site id, cleared by invalidate(). */
  siteFacts: ReadMemo<SiteFacts | null>;
  /** Page views and CTA clicks, buffered and written in batches. */
  events: EventCounter;
  /** Clicks of live offers (their ids travel in /go's redirect), written in batches. */
  offerClicks: ClickBuffer;
  /** What each tip's button leads to (post:tip per site), read by /go, cleared by invalidate(). */
  ctaLinks: ReadMemo<StoredCta | null>;
  /** Outgoing mail (SMTP_URL); `delivers` is false when none is configured. */
  mailer: Mailer;
  /**
   * On embedded PGlite (one statement at a time, on the server's cores), how long work leaves
   * readers their turn (lib/reader-turns.ts); null on PostgreSQL, which works in its own process.
   */
  readerTurns: ReaderTurns | null;
  /** The activity log: lib/route.ts appends each bearer write's entry (append-only). */
  activity: ActivityLog;
  /** What each bearer route declared it needs (`METHOD /path` -> permissions), filled as routes register. */
  routePermissions: Map<string, readonly Permission[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** ctx.routePermissions: `METHOD /path` -> what the bearer route declared it needs. */
    routePermissions: Map<string, readonly Permission[]>;
  }
  interface FastifyRequest {
    /** Set by the admin auth hook on every /api/admin route but login. */
    admin: AuthenticatedAdmin | null;
  }
}

/** The admin, for handlers behind the auth hook (the hook guarantees it). */
export function adminOf(request: { admin: AuthenticatedAdmin | null }): AuthenticatedAdmin {
  if (!request.admin) throw new Error('admin route without the auth hook');
  return request.admin;
}
