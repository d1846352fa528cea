import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { routerPath, type RouteDefinition } from '@sitenet/api-client/routes';
import type { Permission } from '@sitenet/api-client/permissions';
import type { ActivityAction, ActivityChanges } from '@sitenet/api-client/schemas/activity';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuthenticatedAdmin } from '../modules/auth/service';
import type { AppContext } from './context';
import type { ActivityRecord, ActivityTarget } from '../modules/activity/log';
import { denied } from '../modules/sites/access';
import { parseInput } from './validate';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** A request's parts, each parsed with the route's schema. */
export interface RouteInput<R extends RouteDefinition> {
  params: Out<R['params']>;
  query: Out<R['query']>;
  body: Out<R['body']>;
}

/**
 * Which sites a bearer route touches, declared with the route so no route can forget the check:
 * - `scope`: an optional site id (absent: every site of the admin); the given one is checked.
 * - `one`: exactly one site, found from the input (a post's site, a language's site ...); checked.
 * - `single`: an optional site id for a per-site resource; absent: the admin's first site.
 * - `deleted`: one deleted site of the admin, found from the input (restore); checked.
 * - `all-own`: the admin's own sites (nothing to check, e.g. the sites list).
 * - `none`: touches no site's data (logout).
 * - `{ checkedWhileReading }`: the site id arrives inside a streamed body (multipart upload), so the
 *   handler checks it with SiteAccess as it reads; the reason is stated here, with the route.
 * The handler receives the checked ids as `siteIds`.
 */
export type SiteRule<R extends RouteDefinition> =
  | { scope: (input: RouteInput<R>) => number | null | undefined }
  | { one: (input: RouteInput<R>, admin: AuthenticatedAdmin) => number | Promise<number> }
  | { single: (input: RouteInput<R>) => number | null | undefined }
  | { deleted: (input: RouteInput<R>) => number }
  | { checkedWhileReading: string }
  | 'all-own'
  | 'none';

/** What a write tells the activity log beyond its declared action (each part optional). */
export interface ActivityDetails {
  /** Another of the declared names, when the handler knows better (a role change, a password change). */
  action?: ActivityAction;
  /** The entry's site; default: the one site the route touched (none: a network-wide entry). */
  siteId?: number | null;
  target?: ActivityTarget;
  /** `{ field: { before, after } }`: field-level for settings and roles, a short summary elsewhere. */
  changes?: ActivityChanges | null;
  /** This call wrote nothing after all (a dry run): no entry. */
  wroteNothing?: true;
}

/** What `describe` sees once the handler succeeded. */
export interface ActivityDone<R extends RouteDefinition> {
  input: RouteInput<R>;
  result: z.input<R['response']>;
  siteIds: number[];
  admin: AuthenticatedAdmin;
}

/**
 * What a write route appends to the activity log after it succeeds: its action name, with how to
 * derive the target and changes from input and result (the handler may add to them through
 * `call.activity`), or `{ none: reason }` for a write nobody would audit.
 */
export type ActivityRule<R extends RouteDefinition> =
  | ActivityAction
  | { action: ActivityAction; describe?: (done: ActivityDone<R>) => ActivityDetails }
  | { none: string };

export interface RouteCall<R extends RouteDefinition> extends RouteInput<R> {
  request: FastifyRequest;
  reply: FastifyReply;
  /** Set on bearer routes (the token is checked before the handler runs). */
  admin: AuthenticatedAdmin;
  siteIds: number[];
  /**
   * Tells the activity log what this write changed (before/after the handler alone knows); merged
   * over the route's `describe`. Ignored on routes that log nothing.
   */
  activity: (details: ActivityDetails) => void;
}

interface CommonOptions {
  /** A body limit other than the server's 16 KB (uploads, beacons). */
  bodyLimit?: number;
  /**
   * Writes (every method but GET) invalidate the public caches after they succeed; only a write
   * that changes nothing public (sign-in, sign-out) says `false`.
   */
  invalidates?: false;
  /**
   * A public route whose replies concern one person (an invitation, a reset link): answered with
   * `Cache-Control: no-store` like the admin routes.
   */
  private?: true;
}

/**
 * What a bearer route needs (the permission table, @sitenet/api-client/permissions): one
 * permission, or a list of which any one suffices (a post save is a writer's or a translator's),
 * checked on every site the route touches. What the handler still decides (own posts, a
 * translator's languages) it checks itself.
 */
export type RoutePermission = Permission | readonly Permission[];

type BearerOptions<R extends RouteDefinition> = CommonOptions & { site: SiteRule<R>; permission: RoutePermission };

/** Bearer writes must say what they log; reads log nothing. */
export type RouteOptions<R extends RouteDefinition> = R['auth'] extends 'bearer'
  ? R['method'] extends 'GET'
    ? BearerOptions<R> & { activity?: never }
    : BearerOptions<R> & { activity: ActivityRule<R> }
  : CommonOptions & { activity?: never };

/** What a handler returns: the reply body (typed by the route), or the reply it already sent. */
type HandlerResult<R extends RouteDefinition> = z.input<R['response']> | FastifyReply;

/**
 * Registers one route of the table: validates params, query and body with the contract, checks the
 * token and the site rule of bearer routes, answers `Cache-Control: no-store` on admin routes,
 * invalidates public caches after a successful write, and sets the route's success status.
 * In tests every JSON reply is parsed with the route's response schema, so a reply that drifts from
 * the contract fails the test that made it.
 */
export function registerRoute<R extends RouteDefinition>(
  app: FastifyInstance,
  ctx: AppContext,
  route: R,
  options: RouteOptions<R>,
  handler: (call: RouteCall<R>) => Promise<HandlerResult<R>>,
): void {
  const { site, permission, activity } = options as { site?: SiteRule<R>; permission?: RoutePermission; activity?: ActivityRule<R> };
  // A bearer route that forgets its permission must not start (the type says so too; this holds
  // for a cast or a plain-JS caller).
  if (route.auth === 'bearer' && (!permission || !site || (Array.isArray(permission) && permission.length === 0))) {
    throw new Error(`${route.method} ${route.path} declares no permission or site rule`);
  }
  // Nor a bearer write that does not say what it writes to the activity log.
  const logs = route.auth === 'bearer' && route.method !== 'GET';
  if (logs && !validActivity(activity)) {
    throw new Error(`${route.method} ${route.path} declares no activity (an action, or { none: reason })`);
  }
  if (!logs && activity !== undefined) throw new Error(`${route.method} ${route.path}: only bearer writes log activity`);
  const needs: readonly Permission[] = permission === undefined ? [] : typeof permission === 'string' ? [permission] : permission;
  if (route.auth === 'bearer') ctx.routePermissions.set(`${route.method} ${route.path}`, needs);
  const invalidates = route.method !== 'GET' && options.invalidates !== false;
  const privateReply = route.auth === 'bearer' || route.path.startsWith('/api/admin/') || options.private === true;

  app.route({
    method: route.method,
    url: routerPath(route.path),
    bodyLimit: options.bodyLimit,
    onRequest:
      route.auth === 'bearer'
        ? async (request) => {
            request.admin = await ctx.auth.authenticate(request.headers.authorization);
          }
        : undefined,
    // Admin replies, errors included, carry per-user data: no browser or proxy may keep them.
    // (No hook at all where it has nothing to do: a hook costs every request of a hot public route.)
    onSend:
      privateReply || ctx.env.NODE_ENV === 'test'
        ? async (_request, reply, payload) => {
            if (privateReply) reply.header('cache-control', 'no-store');
            if (ctx.env.NODE_ENV === 'test') checkReply(route, reply, payload);
            return payload;
          }
        : undefined,
    handler: async (request, reply) => {
      const input = {
        params: route.params ? parseInput(route.params, request.params, 'params') : undefined,
        query: route.query ? parseInput(route.query, request.query, 'query') : undefined,
        body: route.body ? parseInput(route.body, request.body, 'body') : undefined,
      } as RouteInput<R>;
      const admin = request.admin as AuthenticatedAdmin;
      const siteIds = site ? await checkSites(ctx, admin, site, needs, input) : [];
      let reported: ActivityDetails = {};
      const result = await handler({
        ...input,
        request,
        reply,
        admin,
        siteIds,
        activity: (details) => {
          reported = { ...reported, ...details };
        },
      });
      if (logs && activity && typeof activity !== 'string' && 'none' in activity) {
        // Declared as nothing to audit.
      } else if (logs && activity && !reported.wroteNothing && (!reply.sent || reply.statusCode < 300)) {
        await appendActivity(ctx, request, activity as Exclude<ActivityRule<R>, { none: string }>, reported, { input, result: result as z.input<R['response']>, siteIds, admin });
      }
      // A write on one site drops that site's cached replies; a write without one site drops all.
      if (invalidates) ctx.invalidate(siteIds.length === 1 ? siteIds[0] : undefined);
      // A handler that sent its own reply (cached bytes, a redirect) is done. (A returned reply is a
      // thenable, so awaiting the handler yields undefined rather than the reply itself.)
      if (reply.sent || result === reply) return reply;
      return reply.code(route.status).send(result);
    },
  });
}

function validActivity(activity: unknown): boolean {
  if (typeof activity === 'string') return activity.length > 0;
  if (typeof activity !== 'object' || activity === null) return false;
  if ('none' in activity) return typeof activity.none === 'string' && activity.none.trim().length > 0;
  return 'action' in activity && typeof activity.action === 'string' && activity.action.length > 0;
}

/**
 * Appends the write's entry, right after the handler and before the reply. The services write in
 * their own transactions, so the entry is a second statement: when it fails the write stands and
 * the failure is logged as an error (an operator sees the gap), rather than answering a failure for
 * a change that was made.
 */
async function appendActivity<R extends RouteDefinition>(
  ctx: AppContext,
  request: FastifyRequest,
  rule: Exclude<ActivityRule<R>, { none: string }>,
  reported: ActivityDetails,
  done: ActivityDone<R>,
): Promise<void> {
  try {
    const declared = typeof rule === 'string' ? { action: rule } : rule;
    const described = { ...declared.describe?.(done), ...reported };
    const record: ActivityRecord = {
      action: described.action ?? declared.action,
      siteId: described.siteId !== undefined ? described.siteId : done.siteIds.length === 1 ? done.siteIds[0]! : null,
      target: described.target ?? { type: 'network', id: null, label: null },
      changes: described.changes ?? null,
    };
    await ctx.activity.append(done.admin.user, ctx.clock.now(), record);
  } catch (error) {
    request.log.error({ err: error, route: `${request.method} ${request.url}` }, 'activity entry not written');
  }
}

/**
 * The site rule, then the permission on each site touched: a member's roles count only on their
 * own sites; the owner's and administrators' everywhere. A list without site_id keeps the sites
 * where the permission holds (403 when there are none among the person's sites).
 */
async function checkSites<R extends RouteDefinition>(
  ctx: AppContext,
  admin: AuthenticatedAdmin,
  rule: SiteRule<R>,
  needs: readonly Permission[],
  input: RouteInput<R>,
): Promise<number[]> {
  const userId = admin.user.id;
  const onSite = async (siteId: number) => {
    await ctx.access.requireSite(userId, siteId);
    await requireAny(ctx, userId, needs, siteId);
    return siteId;
  };
  if (rule === 'none' || (typeof rule === 'object' && 'checkedWhileReading' in rule)) {
    // No one site: the permission anywhere; a streamed body's site is checked while reading.
    await requireAny(ctx, userId, needs, null);
    return [];
  }
  if (rule === 'all-own' || ('scope' in rule && rule.scope(input) == null)) {
    const all = await ctx.access.siteIds(userId);
    const allowed = new Set<number>();
    for (const permission of needs) for (const id of await ctx.access.sitesWith(userId, permission)) allowed.add(id);
    const siteIds = all.filter((id) => allowed.has(id));
    if (all.length > 0 && siteIds.length === 0) throw denied(needs[0]!);
    return siteIds;
  }
  if ('deleted' in rule) {
    // The permission first: a role that may never restore learns that, not whether the site exists.
    const deletedId = rule.deleted(input);
    await requireAny(ctx, userId, needs, deletedId);
    await ctx.access.requireDeletedSite(userId, deletedId);
    return [deletedId];
  }
  if ('scope' in rule) return [await onSite(rule.scope(input)!)];
  if ('single' in rule) return [await onSite(await ctx.access.single(userId, rule.single(input)))];
  return [await onSite(await rule.one(input, admin))];
}

/** 403 unless one of `needs` holds on the site (null: anywhere). */
async function requireAny(ctx: AppContext, userId: number, needs: readonly Permission[], siteId: number | null): Promise<void> {
  let refusal: unknown;
  for (const permission of needs) {
    try {
      if (siteId === null) await ctx.access.requireAnywhere(userId, permission);
      else await ctx.access.requirePermission(userId, permission, siteId);
      return;
    } catch (error) {
      refusal ??= error;
    }
  }
  throw refusal;
}

/** Tests only: the success reply must match the route's response schema. */
function checkReply(route: RouteDefinition, reply: FastifyReply, payload: unknown): void {
  if (reply.statusCode !== route.status) return;
  // A download is the file itself (a JSON one too), not a reply of the contract's shape.
  if (route.responseType === 'file') return;
  const type = String(reply.getHeader('content-type') ?? '');
  if (!type.includes('json') || payload === null || payload === undefined) return;
  const bytes = Buffer.isBuffer(payload) ? payload : Buffer.from(String(payload));
  const encoding = reply.getHeader('content-encoding');
  const decoded = encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes;
  const result = route.response.safeParse(JSON.parse(decoded.toString('utf8')));
  if (!result.success) {
    throw new Error(`${route.method} ${route.path} replied outside its contract: ${result.error.message}`);
  }
}
