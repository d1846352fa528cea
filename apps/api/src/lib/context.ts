import type { Database, Db } from '../db/client';
import type { Env } from '../env';
import type { AuthService, AuthenticatedAdmin } from '../modules/auth/service';
import type { PublishScheduler } from '../modules/posts/scheduler';
import type { PostService } from '../modules/posts/service';
import type { SiteDirectory } from '../modules/public/site-directory';
import type { SiteAccess } from '../modules/sites/service';
import type { Clock } from './clock';
import type { PublicCache } from './public-cache';

/** What every route module receives: built once in app.ts, no globals. */
export interface AppContext {
  env: Env;
  database: Database;
  db: Db;
  cache: PublicCache;
  sitesByHost: SiteDirectory;
  auth: AuthService;
  access: SiteAccess;
  /** The time every write and the scheduler read (settable in tests). */
  clock: Clock;
  posts: PostService;
  scheduler: PublishScheduler;
  /** Call after every write: public replies and the host map may have changed. */
  invalidate: () => void;
}

declare module 'fastify' {
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
