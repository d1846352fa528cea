import { detectLocale } from '@sitenet/i18n';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../lib/context';
import { BoundedMemo } from '../../lib/bounded-memo';
import { notFound } from '../../lib/errors';
import { RateLimiter } from '../../lib/rate-limit';
import { hostnameOf } from '../public/site-directory';
import { ctaDestination, followsOffer, storedCta, type StoredCta } from './cta-link';
import type { CountInput } from './counter';

/** A click on `/go/{post}/{tip}` as the request tells it (params already checked by the contract). */
export interface CtaClick {
  post: number;
  tip: string;
  /** The Host the client asked for (request.host). */
  host: string;
  referer: string | undefined;
  /** The client's address (request.ip). */
  ip: string;
  userAgent: string | undefined;
}

/** What a click needs that may have to be loaded first. */
export interface ClickFacts {
  ownHost: string;
  siteId: number | null;
  cta: StoredCta | null;
  now: Date;
  /** The reader's visitor hash, when the click may follow an offer (else unused). */
  visitor: string | null;
}

/**
 * `/go/{post}/{tip}`: the one decision where a click goes, shared by the Fastify route and the
 * early path (go-early.ts), so the two cannot drift. Only stored links (no open redirect): a tip
 * that points to a live offer goes to the offer's current destination for the reader's language,
 * the click recorded first so its id travels in the template; otherwise to the tip's own link.
 * Split in two: the facts (site, stored call to action, visitor hash: in memory nearly always,
 * factsNow(); else loaded, facts()) and the decision itself (follow(): no waiting).
 */
export class CtaFollower {
  /** Over this a reader still goes on; the click is just not counted (nor recorded). */
  private readonly clickLimit = new RateLimiter(60, 60_000);
  /** pathFrom() per host and Referer: readers click from the same few article pages. */
  private readonly fromPaths = new BoundedMemo<string>((key) => {
    const cut = key.indexOf(' ');
    return pathFrom(key.slice(0, cut), key.slice(cut + 1));
  }, 5000);

  constructor(private readonly ctx: AppContext) {}

  /** The facts without waiting, or undefined when one of them must be loaded first (use facts()). */
  factsNow(click: CtaClick): ClickFacts | undefined {
    const ownHost = hostnameOf(click.host) ?? '';
    const siteId = this.ctx.sitesByHost.knownNow(ownHost);
    if (siteId === undefined) return undefined;
    const facts: ClickFacts = { ownHost, siteId, cta: null, now: this.ctx.clock.now(), visitor: null };
    if (siteId === null) return facts;
    const stored = this.ctx.ctaLinks.peek(ctaKey(siteId, click));
    if (!stored) return undefined;
    facts.cta = stored.value;
    if (facts.cta?.offer) {
      facts.visitor = this.ctx.events.visitorNow(siteId, click.ip, click.userAgent ?? '');
      if (facts.visitor === null) return undefined;
    }
    return facts;
  }

  /** The facts, loading what is not in memory (sites, the stored call to action, the day's salt). */
  async facts(click: CtaClick): Promise<ClickFacts> {
    const ownHost = hostnameOf(click.host) ?? '';
    const siteId = await this.ctx.sitesByHost.resolveKnown(ownHost);
    const cta =
      siteId === null
        ? null
        : await this.ctx.ctaLinks.get(ctaKey(siteId, click), () => storedCta(this.ctx.db, siteId, click.post, click.tip));
    const visitor =
      siteId !== null && cta?.offer ? await this.ctx.events.visitorOf(siteId, click.ip, click.userAgent ?? '') : null;
    return { ownHost, siteId, cta, now: this.ctx.clock.now(), visitor };
  }

  /** Counts the click and answers where it goes (a 302's Location); throws 404 when there is no stored link. */
  follow(click: CtaClick, facts: ClickFacts, log: FastifyBaseLogger): string {
    const { ownHost, siteId, cta, now } = facts;
    if (siteId === null || !cta) throw notFound('No such link');
    const { referer } = click;
    const from = !referer ? '/' : referer.length > 500 ? pathFrom(ownHost, referer) : this.fromPaths.get(`${ownHost} ${referer}`);
    const locale = detectLocale(from);
    let counted = true;
    try {
      this.clickLimit.take(click.ip);
    } catch {
      counted = false;
    }
    let link = cta.link;
    let offerClick: CountInput['offerClick'];
    if (followsOffer(cta, now)) {
      let clickId = '';
      if (counted) {
        // A reader's click (not a bot's) is also the analytics' CTA click: the offer click's row
        // carries what that event adds, and is its only raw row (one row per click, not two).
        const device = this.ctx.events.readerDevice(click.userAgent);
        clickId = this.ctx.offerClicks.add({
          offerId: cta.offer.id,
          siteId,
          postId: click.post,
          tipId: click.tip,
          locale,
          at: now,
          visitor: facts.visitor,
          counted: device === null ? null : { path: from, device },
        });
        if (device !== null) offerClick = { at: now.getTime(), device };
      }
      link = ctaDestination(cta, click.post, locale)(clickId) ?? cta.link;
    }
    if (!link) throw notFound('No such link');
    if (counted) {
      void this.ctx.events.count(
        {
          siteId,
          ownHost,
          kind: 'cta_click',
          path: from,
          postId: click.post,
          tipId: click.tip,
          locale,
          address: click.ip,
          userAgent: click.userAgent,
          visitor: facts.visitor,
          offerClick,
        },
        log,
      );
    }
    return link;
  }
}

/** The path a Referer names when it is on the click's own host, '/' otherwise (the language comes from it). */
function pathFrom(ownHost: string, referer: string): string {
  try {
    const url = new URL(referer);
    if (url.hostname === ownHost) return url.pathname;
  } catch {
    // A broken Referer: the click still counts, on the site's home path.
  }
  return '/';
}

const ctaKey = (siteId: number, click: CtaClick) => `${siteId}:${click.post}:${click.tip}`;
