import type { PageViewEvent } from '../../contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../lib/context';
import { RateLimiter } from '../../lib/rate-limit';
import { hostnameOf } from '../public/site-directory';
import type { CountInput } from './counter';

/** A beacon is one small JSON object. */
export const EVENT_BODY_LIMIT = 4 * 1024;

/**
 * The page-view beacon's work, shared by the Fastify route and the early path (beacon-early.ts):
 * the per-client limit, the site from the host, the count. Nothing here waits for the database,
 * so the reply (202) never does either.
 */
export class Beacon {
  // Generous for a person (a page view a second), tight for a flood from one client.
  private readonly limit: RateLimiter;

  constructor(private readonly ctx: AppContext) {
    this.limit = new RateLimiter(ctx.env.EVENTS_PER_MINUTE, 60_000);
  }

  /** Counts a valid event; throws 429 (with Retry-After) past the client's limit. */
  accept(event: PageViewEvent, client: { ip: string; host: string; userAgent: string | undefined }, log: FastifyBaseLogger): void {
    this.limit.take(client.ip);
    const ownHost = hostnameOf(client.host) ?? '';
    const input = (siteId: number): CountInput => ({
      siteId,
      ownHost,
      kind: 'pageview',
      path: event.path,
      postId: event.post_id ?? null,
      locale: event.locale,
      referrer: event.referrer,
      address: client.ip,
      userAgent: client.userAgent,
    });
    const { events, sitesByHost } = this.ctx;
    // An unknown site is dropped silently (documented): the reply never tells what is counted.
    const known = sitesByHost.knownNow(ownHost);
    if (known !== undefined) {
      if (known !== null) void events.count(input(known), log);
      return;
    }
    events.track(
      sitesByHost.resolveKnown(ownHost).then(
        (siteId) => (siteId === null ? false : events.count(input(siteId), log)),
        (error: unknown) => {
          log.warn({ err: error }, 'event not counted: sites not loaded');
          return false;
        },
      ),
    );
  }
}
