import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletterDeliveries, newsletterSubscribers } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../lib/mailer';
import { issueContent, type IssueContent } from './issue-content';
import { deliveryMessageId, issueMessage } from './issue-mail';
import type { NewsletterIssueService } from './issues-service';
import type { NewsletterService } from './service';
import { unsubscribeLink } from './unsubscribe-headers';

/** A safety net: the worker also looks this often (the next-due timer does the exact work). */
const INTERVAL_MS = 30_000;
const MAX_TIMEOUT_MS = 2_147_483_647;
/** Messages in flight at once on the SMTP pool (nodemailer's pool has 5 connections). */
const IN_FLIGHT = 5;
/** A temporary failure is retried this many times in all, then recorded as failed for good. */
export const MAX_ATTEMPTS = 8;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_MAX_MS = 3_600_000;

export interface DeliveryWorkerOptions {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  issues: NewsletterIssueService;
  subscribers: NewsletterService;
  /** The site's name and public origin (null: the site is gone). */
  site: (siteId: number) => Promise<{ name: string; origin: string; domain: string } | null>;
  /** Messages per second handed to SMTP at most: read at the start of each pass (a settings change applies to the next one). */
  ratePerSecond: () => Promise<number>;
  batchSize: number;
  leaseMs: number;
  onError: (error: unknown) => void;
}

interface Claimed {
  id: number;
  issue_id: number;
  subscriber_id: number;
  attempts: number;
}

/** What an SMTP error means for a delivery: a 5xx reply is permanent; a 4xx, a timeout or a dropped connection is not. */
export function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export const backoffMs = (attempts: number) =>
  Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));

/**
 * Sends newsletter issues, inside the API process like the publish scheduler. Every recipient is a
 * row (newsletter_deliveries): a pass claims due rows in a transaction (`FOR UPDATE SKIP LOCKED`,
 * so several API instances share the work and never take the same row), marks them `sending`,
 * mails each and marks it `sent` right after the SMTP server accepted it.
 *
 * Exactly once: a row is mailed only by the worker that claimed it; a graceful stop hands the rows
 * it had not started back at once. The one window that cannot be closed is a crash between the
 * server's "250 accepted" and the UPDATE that follows (milliseconds, at most IN_FLIGHT messages):
 * such a row stays `sending` and is mailed again after the lease, with the same Message-ID
 * (issue + subscriber) so a receiving server or client can drop the second copy. A row claimed but
 * never mailed before a crash is mailed once after the lease, so nobody is left out.
 */
export class DeliveryWorker {
  private interval: NodeJS.Timeout | undefined;
  private next: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private stopped = true;
  private nextSlot = 0;
  private rate = 1;

  constructor(private readonly o: DeliveryWorkerOptions) {
    o.clock.onJump?.(() => (this.stopped ? Promise.resolve() : this.run()));
  }

  start(): void {
    this.stopped = false;
    this.interval = setInterval(() => void this.run(), INTERVAL_MS);
    this.interval.unref();
    void this.run();
  }

  /** Stops after the messages in flight; the rows it had claimed but not started go back to pending. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.interval);
    clearTimeout(this.next);
    await this.running;
  }

  wake(): void {
    if (!this.stopped) void this.run();
  }

  run(): Promise<void> {
    if (this.running) return this.running.then(() => (this.stopped ? undefined : this.run()));
    this.running = this.pass()
      .catch((error: unknown) => this.o.onError(error))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private async pass(): Promise<void> {
    await this.o.issues.startDue();
    this.rate = await this.o.ratePerSecond();
    const contents = new Map<number, IssueContent | null>();
    while (!this.stopped) {
      const batch = await this.claim();
      if (batch.length === 0) break;
      await this.sendBatch(batch, contents);
    }
    await this.o.issues.finishDone();
    if (!this.stopped) await this.planNext();
  }

  private async claim(): Promise<Claimed[]> {
    const now = this.o.clock.now();
    const staleBefore = new Date(now.getTime() - this.o.leaseMs);
    const result = await this.o.db.execute(sql`
      with picked as (
        select id from ${newsletterDeliveries}
        where (state in ('pending', 'failed_temp') and next_attempt_at <= ${now})
           or (state = 'sending' and claimed_at < ${staleBefore})
        order by id
        limit ${this.o.batchSize}
        for update skip locked)
      update ${newsletterDeliveries} d
      set state = 'sending', claimed_at = ${now}, attempts = d.attempts + 1
      from picked where d.id = picked.id
      returning d.id, d.issue_id, d.subscriber_id, d.attempts`);
    return (result as unknown as { rows: Claimed[] }).rows;
  }

  private async sendBatch(
    batch: Claimed[],
    contents: Map<number, IssueContent | null>,
  ): Promise<void> {
    const subscribers = await this.o.db
      .select({
        id: newsletterSubscribers.id,
        email: newsletterSubscribers.email,
        status: newsletterSubscribers.status,
      })
      .from(newsletterSubscribers)
      .where(
        inArray(newsletterSubscribers.id, [...new Set(batch.map((row) => row.subscriber_id))]),
      );
    const byId = new Map(subscribers.map((row) => [row.id, row]));
    // The batch's unsubscribe links in one INSERT rather than one per mail.
    const tokens = await this.o.subscribers.issueUnsubscribeTokens(
      subscribers.filter((row) => row.status === 'confirmed').map((row) => row.id),
    );
    const inFlight = new Set<Promise<void>>();
    const unstarted: number[] = [];
    for (const row of batch) {
      if (this.stopped) {
        unstarted.push(row.id);
        continue;
      }
      const content = await this.contentOf(row.issue_id, contents);
      const subscriber = byId.get(row.subscriber_id);
      if (!content || !subscriber || subscriber.status !== 'confirmed') {
        // Unsubscribed, bounced or deleted since the issue went out (or its site is gone): nothing to send.
        await this.finish(row.id, 'failed_perm', 'No longer subscribed');
        continue;
      }
      await this.pace();
      const sending = this.sendOne(row, content, subscriber.email, tokens.get(subscriber.id)!).finally(() =>
        inFlight.delete(sending),
      );
      inFlight.add(sending);
      if (inFlight.size >= IN_FLIGHT) await Promise.race(inFlight);
    }
    await Promise.all(inFlight);
    if (unstarted.length > 0) {
      await this.o.db
        .update(newsletterDeliveries)
        .set({
          state: 'pending',
          claimedAt: null,
          attempts: sql`${newsletterDeliveries.attempts} - 1`,
        })
        .where(
          and(
            inArray(newsletterDeliveries.id, unstarted),
            eq(newsletterDeliveries.state, 'sending'),
          ),
        );
    }
  }

  private async sendOne(row: Claimed, content: IssueContent, email: string, token: string): Promise<void> {
    try {
      const domain = new URL(content.origin).hostname;
      await this.o.mailer.send(
        issueMessage(content, {
          email,
          unsubscribeLink: unsubscribeLink(content.origin, token),
          messageId: deliveryMessageId(row.issue_id, row.subscriber_id, domain),
        }),
      );
    } catch (error) {
      await this.failed(row, error);
      return;
    }
    // Marked at once: this UPDATE is all that stands between "accepted" and "recorded".
    await this.finish(row.id, 'sent', null);
  }

  private async failed(row: Claimed, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message.slice(0, 500) : String(error);
    if (isPermanent(error)) {
      await this.o.db.transaction(async (tx) => {
        await tx
          .update(newsletterDeliveries)
          .set({ state: 'failed_perm', lastError: message, claimedAt: null })
          .where(eq(newsletterDeliveries.id, row.id));
        await tx
          .update(newsletterSubscribers)
          .set({ status: 'bounced' })
          .where(eq(newsletterSubscribers.id, row.subscriber_id));
      });
      return;
    }
    if (row.attempts >= MAX_ATTEMPTS) {
      await this.finish(
        row.id,
        'failed_perm',
        `Gave up after ${row.attempts} attempts: ${message}`,
      );
      return;
    }
    await this.o.db
      .update(newsletterDeliveries)
      .set({
        state: 'failed_temp',
        lastError: message,
        claimedAt: null,
        nextAttemptAt: new Date(this.o.clock.now().getTime() + backoffMs(row.attempts)),
      })
      .where(eq(newsletterDeliveries.id, row.id));
  }

  private async finish(
    id: number,
    state: 'sent' | 'failed_perm',
    lastError: string | null,
  ): Promise<void> {
    await this.o.db
      .update(newsletterDeliveries)
      .set({
        state,
        lastError,
        claimedAt: null,
        sentAt: state === 'sent' ? this.o.clock.now() : null,
      })
      .where(eq(newsletterDeliveries.id, id));
  }

  private async contentOf(
    issueId: number,
    contents: Map<number, IssueContent | null>,
  ): Promise<IssueContent | null> {
    if (contents.has(issueId)) return contents.get(issueId)!;
    const issue = await this.o.issues.get(issueId).catch(() => null);
    const site = issue ? await this.o.site(issue.siteId) : null;
    const content = issue && site ? await issueContent(this.o.db, issue, site) : null;
    contents.set(issueId, content);
    return content;
  }

  /** At most `rate` messages handed to SMTP per second (real time: the receiving server's limit). */
  private async pace(): Promise<void> {
    const now = Date.now();
    const at = Math.max(now, this.nextSlot);
    this.nextSlot = at + 1000 / this.rate;
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
  }

  /** Wakes at the next retry, scheduled issue or expired claim. */
  private async planNext(): Promise<void> {
    const result = await this.o.db.execute(sql`
      select least(
        (select min(next_attempt_at) from newsletter_deliveries where state in ('pending', 'failed_temp')),
        (select min(claimed_at) from newsletter_deliveries where state = 'sending') + make_interval(secs => ${this.o.leaseMs / 1000}),
        (select min(send_at) from newsletter_issues where status = 'scheduled')) as at`);
    const at = (result as unknown as { rows: Array<{ at: Date | string | null }> }).rows[0]?.at;
    clearTimeout(this.next);
    if (!at) return;
    // Never a busy loop: rows due now but held by another instance are looked at again shortly.
    const wait = Math.min(
      MAX_TIMEOUT_MS,
      Math.max(250, new Date(at).getTime() - this.o.clock.now().getTime()),
    );
    this.next = setTimeout(() => void this.run(), wait);
    this.next.unref();
  }
}
