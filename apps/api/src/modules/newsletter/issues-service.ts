import { randomBytes } from 'node:crypto';
import { slugify } from '@sitenet/i18n/slug';
import { and, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { DELIVERY_STATES, type DeliveryState, type NewsletterIssue } from '../../contract';
import type { Db } from '../../db/client';
import { newsletterDeliveries, newsletterIssues, newsletterSubscribers } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { conflict, notFound } from '../../lib/errors';
import { sanitizeHtml } from '../posts/sanitize-html';

type IssueRow = typeof newsletterIssues.$inferSelect;
/** An issue's fields as the contract parsed them (defaults applied). */
interface IssueInput {
  locale: string;
  subject: string;
  preheader: string;
  body_html: string;
  post_ids: number[];
}
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toIssue(row: IssueRow): NewsletterIssue {
  return {
    id: row.id,
    site_id: row.siteId,
    locale: row.locale,
    subject: row.subject,
    preheader: row.preheader,
    body_html: row.bodyHtml,
    post_ids: row.postIds,
    status: row.status,
    send_at: iso(row.sendAt),
    sent_at: iso(row.sentAt),
    slug: row.slug,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export type DeliveryCounts = Record<DeliveryState, number>;
const noDeliveries = (): DeliveryCounts =>
  Object.fromEntries(DELIVERY_STATES.map((state) => [state, 0])) as DeliveryCounts;

/** The web version's path segment: the subject in the issue's language plus a random tail (unique, unguessable before it is sent). */
function newSlug(subject: string, locale: string): string {
  const base = slugify(subject, locale).slice(0, 60).replace(/-+$/, '') || 'issue';
  return `${base}-${randomBytes(4).toString('hex')}`;
}

/**
 * Newsletter issues: drafts are written and edited here; sending moves a draft to `sending` and,
 * in the same transaction, writes one pending delivery per confirmed subscriber of its site and
 * language (one insert ... select), so the recipients are fixed once and the worker
 * (delivery-worker.ts) only ever works through rows.
 */
export class NewsletterIssueService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list(siteIds: number[]): Promise<Array<NewsletterIssue & { deliveries: DeliveryCounts }>> {
    if (siteIds.length === 0) return [];
    const rows = await this.db
      .select()
      .from(newsletterIssues)
      .where(inArray(newsletterIssues.siteId, siteIds))
      .orderBy(desc(newsletterIssues.createdAt), desc(newsletterIssues.id));
    const counts = await this.countsOf(rows.map((row) => row.id));
    return rows.map((row) => ({
      ...toIssue(row),
      deliveries: counts.get(row.id) ?? noDeliveries(),
    }));
  }

  async get(id: number): Promise<IssueRow> {
    const [row] = await this.db
      .select()
      .from(newsletterIssues)
      .where(eq(newsletterIssues.id, id))
      .limit(1);
    if (!row) throw notFound('Newsletter issue not found');
    return row;
  }

  async siteOf(id: number): Promise<number> {
    return (await this.get(id)).siteId;
  }

  async create(input: IssueInput & { site_id: number }): Promise<IssueRow> {
    const now = this.clock.now();
    const [row] = await this.db
      .insert(newsletterIssues)
      .values({
        siteId: input.site_id,
        locale: input.locale,
        subject: input.subject,
        preheader: input.preheader,
        bodyHtml: sanitizeHtml(input.body_html),
        postIds: input.post_ids,
        slug: newSlug(input.subject, input.locale),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return row!;
  }

  /** Only a draft changes; a scheduled or sent issue is what its readers got (409). */
  async update(id: number, input: IssueInput): Promise<IssueRow> {
    const [row] = await this.db
      .update(newsletterIssues)
      .set({
        locale: input.locale,
        subject: input.subject,
        preheader: input.preheader,
        bodyHtml: sanitizeHtml(input.body_html),
        postIds: input.post_ids,
        updatedAt: this.clock.now(),
      })
      .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.status, 'draft')))
      .returning();
    if (row) return row;
    await this.get(id);
    throw conflict('Only a draft can be edited: this issue is scheduled or sent');
  }

  async remove(id: number): Promise<void> {
    const deleted = await this.db
      .delete(newsletterIssues)
      .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.status, 'draft')))
      .returning({ id: newsletterIssues.id });
    if (deleted.length > 0) return;
    await this.get(id);
    throw conflict('Only a draft can be deleted: this issue is scheduled or sent');
  }

  /** Confirmed subscribers of a site in one language: who an issue goes to. */
  async recipientCount(siteId: number, locale: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(newsletterSubscribers)
      .where(
        and(
          eq(newsletterSubscribers.siteId, siteId),
          eq(newsletterSubscribers.locale, locale),
          eq(newsletterSubscribers.status, 'confirmed'),
        ),
      );
    return Number(row?.n ?? 0);
  }

  /**
   * Sends a draft now (`at` absent or not in the future) or schedules it. A second send of the
   * same issue (a double click, two consoles) finds it no longer a draft: 409, nothing doubled.
   */
  async send(id: number, at: Date | null): Promise<{ issue: IssueRow; recipients: number }> {
    const now = this.clock.now();
    if (at && at.getTime() > now.getTime()) {
      const [scheduled] = await this.db
        .update(newsletterIssues)
        .set({ status: 'scheduled', sendAt: at, updatedAt: now })
        .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.status, 'draft')))
        .returning();
      if (!scheduled) throw await this.notDraft(id);
      return {
        issue: scheduled,
        recipients: await this.recipientCount(scheduled.siteId, scheduled.locale),
      };
    }
    const started = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(newsletterIssues)
        .set({ status: 'sending', sentAt: now, updatedAt: now })
        .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.status, 'draft')))
        .returning();
      if (!row) return null;
      return { issue: row, recipients: await enqueueRecipients(tx, row, now) };
    });
    if (!started) throw await this.notDraft(id);
    return started;
  }

  /** Starts the scheduled issues whose time has come (the worker calls it); returns how many. */
  async startDue(): Promise<number> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const due = await tx
        .update(newsletterIssues)
        .set({ status: 'sending', sentAt: now, updatedAt: now })
        .where(and(eq(newsletterIssues.status, 'scheduled'), lte(newsletterIssues.sendAt, now)))
        .returning();
      for (const issue of due) await enqueueRecipients(tx, issue, now);
      return due.length;
    });
  }

  /** Issues whose every delivery is done become `sent`. */
  async finishDone(): Promise<void> {
    await this.db.execute(sql`
      update ${newsletterIssues} i set status = 'sent', updated_at = ${this.clock.now()}
      where i.status = 'sending' and not exists (
        select 1 from ${newsletterDeliveries} d
        where d.issue_id = i.id and d.state in ('pending', 'sending', 'failed_temp'))`);
  }

  async deliveryCounts(id: number): Promise<DeliveryCounts> {
    return (await this.countsOf([id])).get(id) ?? noDeliveries();
  }

  /** A sent (or sending) issue by its site and slug: the web version. */
  async published(siteId: number, slug: string): Promise<IssueRow | null> {
    const [row] = await this.db
      .select()
      .from(newsletterIssues)
      .where(
        and(
          eq(newsletterIssues.siteId, siteId),
          eq(newsletterIssues.slug, slug),
          inArray(newsletterIssues.status, ['sending', 'sent']),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  private async countsOf(ids: number[]): Promise<Map<number, DeliveryCounts>> {
    const result = new Map<number, DeliveryCounts>();
    if (ids.length === 0) return result;
    const rows = await this.db
      .select({
        issueId: newsletterDeliveries.issueId,
        state: newsletterDeliveries.state,
        n: count(),
      })
      .from(newsletterDeliveries)
      .where(inArray(newsletterDeliveries.issueId, ids))
      .groupBy(newsletterDeliveries.issueId, newsletterDeliveries.state);
    for (const row of rows) {
      const counts = result.get(row.issueId) ?? noDeliveries();
      counts[row.state] = Number(row.n);
      result.set(row.issueId, counts);
    }
    return result;
  }

  private async notDraft(id: number) {
    await this.get(id);
    return conflict('This issue is already scheduled or sent');
  }
}

/** One pending delivery per confirmed subscriber of the issue's site and language, in one statement. */
async function enqueueRecipients(tx: Tx, issue: IssueRow, now: Date): Promise<number> {
  // Counted in SQL: a list of 100,000 inserted ids never comes back to the process.
  const inserted = await tx.execute(sql`
    with added as (
      insert into ${newsletterDeliveries} (issue_id, subscriber_id, state, next_attempt_at)
      select ${issue.id}, s.id, 'pending', ${now} from ${newsletterSubscribers} s
      where s.site_id = ${issue.siteId} and s.locale = ${issue.locale} and s.status = 'confirmed'
      on conflict do nothing
      returning 1)
    select count(*)::int as n from added`);
  return Number((inserted as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
}
