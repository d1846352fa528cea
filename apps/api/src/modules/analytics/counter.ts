import type { FastifyRequest } from 'fastify';
import { isLocale } from '@sitenet/i18n';
import type { Db } from '../../db/client';
import { deviceOf, isBot, referrerHost } from './classify';
import { EventBuffer, type CountedEvent } from './event-buffer';
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
}

/**
 * Turns a request into a counted event: known bots are not counted, the visitor is a salted hash,
 * and only the device class and the referrer's host are kept.
 */
export class EventCounter {
  readonly buffer: EventBuffer;
  private readonly hasher: VisitorHasher;
  /** Counts still hashing (their salt may be loading): flush and close wait for them. */
  private readonly inflight = new Set<Promise<boolean>>();

  constructor(db: Db, private readonly now: () => number = Date.now) {
    this.buffer = new EventBuffer(db);
    this.hasher = new VisitorHasher(db);
  }

  /** Never throws: counting must not break a page (a failure just loses this one event). */
  count(request: FastifyRequest, input: CountInput): Promise<boolean> {
    const pending = this.record(request, input);
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

  private async record(request: FastifyRequest, input: CountInput): Promise<boolean> {
    const userAgent = request.headers['user-agent'];
    if (isBot(userAgent)) return false;
    try {
      const occurredAt = this.now();
      const visitor = await this.hasher.hash(occurredAt, input.siteId, request.ip, userAgent!);
      this.buffer.push({
        siteId: input.siteId,
        occurredAt,
        kind: input.kind,
        path: input.path,
        postId: input.postId,
        tipId: input.tipId ?? null,
        locale: isLocale(input.locale) ? input.locale : 'en',
        referrerHost: referrerHost(input.referrer, input.ownHost),
        device: deviceOf(userAgent!),
        visitor,
      });
      return true;
    } catch (error) {
      request.log.warn({ err: error }, 'event not counted');
      return false;
    }
  }
}
