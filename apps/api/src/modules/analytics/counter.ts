import type { FastifyBaseLogger } from 'fastify';
import { isLocale } from '@sitenet/i18n';
import type { Db } from '../../db/client';
import type { DeviceClass } from '../../db/schema';
import { BoundedMemo } from '../../lib/bounded-memo';
import { deviceOf, isBot, referrerHost } from './classify';
import { EventBuffer, type CountedEvent, type EventBufferOptions } from './event-buffer';
import { VisitorHasher } from './visitor-hash';

export interface CountInput {
  siteId: number;
  ownHost: string;
  kind: CountedEvent['kind'];
  path: string;
  postId: number | null;
  tipId?: string | null;
  locale: string;
  referrer?: string;
  /** The client's address and user agent: hashed, never stored. */
  address: string;
  userAgent: string | undefined;
  /** Their visitor hash, when the caller has it already (a click that follows an offer). */
  visitor?: string | null;
  /**
   * The event's raw row is elsewhere: a reader's click of a live offer is stored as its offer
   * click, which carries the event's page and device (offer_clicks.path, device). Counted in the
   * rollup with the click's own time and device (its row and its count on one day), no row in
   * events.
   */
  offerClick?: { at: number; device: DeviceClass };
}

const COUNTED = Promise.resolve(true);
const NOT_COUNTED = Promise.resolve(false);

/**
 * Turns a request into a counted event: known bots are not counted, the visitor is a salted hash,
 * and only the device class and the referrer's host are kept.
 */
export class EventCounter {
  readonly buffer: EventBuffer;
  private readonly hasher: VisitorHasher;
  /** Counts still hashing (their salt may be loading): flush and close wait for them. */
  private readonly inflight = new Set<Promise<boolean>>();
  /** A user agent's device class, or null for a bot: the same few agents ask again and again. */
  private readonly readers = new BoundedMemo<DeviceClass | null>((userAgent) =>
    isBot(userAgent) ? null : deviceOf(userAgent),
  );
  /** A referrer's host, per own host (the answer depends on both). */
  private readonly referrers = new BoundedMemo<string>((key) => {
    const cut = key.indexOf(' ');
    return referrerHost(key.slice(cut + 1), key.slice(0, cut));
  });

  constructor(
    db: Db,
    buffer: EventBufferOptions = {},
    private readonly now: () => number = Date.now,
  ) {
    this.buffer = new EventBuffer(db, buffer);
    this.hasher = new VisitorHasher(db);
  }

  /**
   * Never throws: counting must not break a page (a failure just loses this one event). Once the
   * day's salt is loaded (every event but the first of a day) the event is in the buffer when
   * this returns; the promise says whether it was counted.
   */
  count(input: CountInput, log: FastifyBaseLogger): Promise<boolean> {
    const { address, userAgent } = input;
    const { offerClick } = input;
    const device = offerClick?.device ?? this.readerDevice(userAgent);
    if (device === null || userAgent === undefined) return NOT_COUNTED;
    const raw = !offerClick;
    const occurredAt = offerClick?.at ?? this.now();
    // A page view's reader sends the next one soon: keep their hash; a click's, rarely.
    const remember = input.kind === 'pageview';
    const visitor =
      input.visitor ?? this.hasher.hashNow(occurredAt, input.siteId, address, userAgent, remember);
    if (visitor !== null) {
      this.buffer.push(this.eventOf(input, occurredAt, device, visitor), raw);
      return COUNTED;
    }
    const pending = this.hasher.hash(occurredAt, input.siteId, address, userAgent).then(
      (hashed) => {
        this.buffer.push(this.eventOf(input, occurredAt, device, hashed), raw);
        return true;
      },
      (error: unknown) => {
        log.warn({ err: error }, 'event not counted');
        return false;
      },
    );
    return this.track(pending);
  }

  /** The device class a request of this agent is counted with, or null when it is not counted (no agent, a bot). */
  readerDevice(userAgent: string | undefined): DeviceClass | null {
    // isBot refuses empty and oversized agents before any memo sees them.
    if (!userAgent || userAgent.length > 1000) return null;
    return this.readers.get(userAgent);
  }

  /**
   * The visitor hash of a reader now (the same as their events'), for the offer clicks' unique
   * clickers: the day's salt, never the raw address or agent. visitorOf() at once when the day's
   * salt is loaded (nearly always), else null. Not kept for the reader's next event: a click is
   * rarely followed by another (hashNow's `remember`).
   */
  visitorNow(siteId: number, address: string, userAgent: string): string | null {
    return this.hasher.hashNow(this.now(), siteId, address, userAgent, false);
  }

  visitorOf(siteId: number, address: string, userAgent: string): Promise<string> {
    const time = this.now();
    const visitor = this.hasher.hashNow(time, siteId, address, userAgent);
    return visitor !== null ? Promise.resolve(visitor) : this.hasher.hash(time, siteId, address, userAgent);
  }

  /** A count still under way (its site or salt loading): flush and close wait for it. */
  track(pending: Promise<boolean>): Promise<boolean> {
    this.inflight.add(pending);
    void pending.finally(() => this.inflight.delete(pending));
    return pending;
  }

  /** Writes every event counted so far. */
  async flush(): Promise<void> {
    await Promise.all(this.inflight);
    await this.buffer.flush();
  }

  /** Clean shutdown: nothing counted is lost. */
  async close(): Promise<void> {
    await Promise.all(this.inflight);
    await this.buffer.close();
  }

  private eventOf(
    input: CountInput,
    occurredAt: number,
    device: DeviceClass,
    visitor: string,
  ): CountedEvent {
    return {
      siteId: input.siteId,
      occurredAt,
      kind: input.kind,
      path: input.path,
      postId: input.postId,
      tipId: input.tipId ?? null,
      locale: isLocale(input.locale) ? input.locale : 'en',
      referrerHost: input.referrer ? this.referrers.get(`${input.ownHost} ${input.referrer}`) : '',
      device,
      visitor,
    };
  }
}
