import { and, desc, eq, inArray, lte, ne, type SQL } from 'drizzle-orm';
import type { Subscriber, SubscribeRequest, SubscriberStatus } from '../../contract';
import type { Db } from '../../db/client';
import { newsletterSubscribers, newsletterUnsubscribeTokens } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { hashOfPresented, newLinkToken } from '../invites/link-token';
import type { ImportRow } from './subscriber-import';

type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

/** An unconfirmed address is deleted this long after its (last) confirmation mail. */
export const UNCONFIRMED_RETENTION_MS = 30 * 24 * 3_600_000;
/** Subscribing again within this long sends no second confirmation mail (no mail bombing through the form). */
export const RESEND_AFTER_MS = 10 * 60_000;
/** Rows written per statement by an import. */
const IMPORT_CHUNK = 1_000;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toSubscriber(row: SubscriberRow): Subscriber {
  return {
    id: row.id,
    site_id: row.siteId,
    email: row.email,
    locale: row.locale,
    source_path: row.sourcePath,
    created_at: row.createdAt.toISOString(),
    status: row.status,
    consent_at: iso(row.consentAt),
    imported: row.imported,
    confirmed_at: iso(row.confirmedAt),
    unsubscribed_at: iso(row.unsubscribedAt),
  };
}

/** What a subscribe asks the caller to mail (the token is in no row: only its hash is). */
export interface ConfirmationToSend {
  subscriberId: number;
  email: string;
  locale: string;
  token: string;
}

export type ConfirmResult =
  | { kind: 'confirmed' | 'already'; subscriber: SubscriberRow }
  | { kind: 'invalid'; subscriber: SubscriberRow | null };

/**
 * Newsletter subscribers with double opt-in: a subscription is stored unconfirmed with the hash of
 * a confirmation token; the link confirms it; unconfirmed addresses whose mail went out are purged
 * after 30 days. Unsubscribe links carry tokens of their own (newsletter_unsubscribe_tokens).
 */
export class NewsletterService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /**
   * Stores the subscription (before the reader is told it worked) and says which confirmation to
   * mail, if any: none for a confirmed address, nor for one mailed within RESEND_AFTER_MS. The
   * caller answers the same whatever happened here, so the reply never tells whether an address
   * was known. `mails`: a confirmation can be sent (SMTP_URL); otherwise the address stays
   * unconfirmed and is never purged.
   */
  async subscribe(siteId: number, input: SubscribeRequest, mails: boolean): Promise<ConfirmationToSend | null> {
    const now = this.clock.now();
    const email = input.email.toLowerCase();
    const link = newLinkToken();
    const [created] = await this.db
      .insert(newsletterSubscribers)
      .values({
        siteId,
        email,
        locale: input.locale,
        sourcePath: input.source_path ?? null,
        createdAt: now,
        status: 'unconfirmed',
        confirmTokenHash: link.hash,
        confirmSentAt: mails ? now : null,
      })
      .onConflictDoNothing()
      .returning({ id: newsletterSubscribers.id });
    if (created) return mails ? { subscriberId: created.id, email, locale: input.locale, token: link.token } : null;

    const [existing] = await this.db
      .select()
      .from(newsletterSubscribers)
      .where(and(eq(newsletterSubscribers.siteId, siteId), eq(newsletterSubscribers.email, email)))
      .limit(1);
    if (!existing || existing.status === 'confirmed') return null;
    if (existing.status === 'unconfirmed' && (!mails || (existing.confirmSentAt && now.getTime() - existing.confirmSentAt.getTime() < RESEND_AFTER_MS))) {
      return null;
    }
    // Unconfirmed with an old (or no) mail, unsubscribed or bounced: a new opt-in in the new language.
    const [renewed] = await this.db
      .update(newsletterSubscribers)
      .set({
        status: 'unconfirmed',
        locale: input.locale,
        confirmTokenHash: link.hash,
        confirmSentAt: mails ? now : existing.confirmSentAt,
        confirmedAt: null,
        consentAt: null,
        unsubscribedAt: null,
      })
      .where(and(eq(newsletterSubscribers.id, existing.id), eq(newsletterSubscribers.status, existing.status)))
      .returning({ id: newsletterSubscribers.id });
    return renewed && mails ? { subscriberId: renewed.id, email, locale: input.locale, token: link.token } : null;
  }

  /** The confirmation link: confirms once; a second use says so; anything else is invalid. */
  async confirm(token: string): Promise<ConfirmResult> {
    const hash = hashOfPresented(token);
    const [row] = hash ? await this.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.confirmTokenHash, hash)).limit(1) : [];
    if (!row) return { kind: 'invalid', subscriber: null };
    if (row.status === 'confirmed') return { kind: 'already', subscriber: row };
    if (row.status !== 'unconfirmed') return { kind: 'invalid', subscriber: row };
    const now = this.clock.now();
    const [confirmed] = await this.db
      .update(newsletterSubscribers)
      .set({ status: 'confirmed', confirmedAt: now, consentAt: now })
      .where(and(eq(newsletterSubscribers.id, row.id), eq(newsletterSubscribers.status, 'unconfirmed')))
      .returning();
    // Two clicks at once: one confirms, the other finds it done.
    return confirmed ? { kind: 'confirmed', subscriber: confirmed } : { kind: 'already', subscriber: row };
  }

  /** A new unsubscribe token for a mail to this subscriber (its hash is stored; the token goes in the mail). */
  async issueUnsubscribeToken(subscriberId: number): Promise<string> {
    return (await this.issueUnsubscribeTokens([subscriberId])).get(subscriberId)!;
  }

  /** One new unsubscribe token per subscriber, in one INSERT (a newsletter batch's mails). */
  async issueUnsubscribeTokens(subscriberIds: number[]): Promise<Map<number, string>> {
    const tokens = new Map<number, string>();
    if (subscriberIds.length === 0) return tokens;
    const createdAt = this.clock.now();
    const rows = subscriberIds.map((subscriberId) => {
      const link = newLinkToken();
      tokens.set(subscriberId, link.token);
      return { tokenHash: link.hash, subscriberId, createdAt };
    });
    await this.db.insert(newsletterUnsubscribeTokens).values(rows);
    return tokens;
  }

  /** The subscriber an unsubscribe link names (null: unknown link). */
  async ofUnsubscribeToken(token: string): Promise<SubscriberRow | null> {
    const hash = hashOfPresented(token);
    if (!hash) return null;
    const [found] = await this.db
      .select({ subscriber: newsletterSubscribers })
      .from(newsletterUnsubscribeTokens)
      .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, newsletterUnsubscribeTokens.subscriberId))
      .where(eq(newsletterUnsubscribeTokens.tokenHash, hash))
      .limit(1);
    return found?.subscriber ?? null;
  }

  /** Unsubscribes the link's subscriber (again is fine); null: unknown link. */
  async unsubscribe(token: string): Promise<SubscriberRow | null> {
    const subscriber = await this.ofUnsubscribeToken(token);
    if (!subscriber) return null;
    await this.db
      .update(newsletterSubscribers)
      .set({ status: 'unsubscribed', unsubscribedAt: this.clock.now() })
      .where(and(eq(newsletterSubscribers.id, subscriber.id), ne(newsletterSubscribers.status, 'unsubscribed')));
    return subscriber;
  }

  /** Deletes unconfirmed addresses whose confirmation mail is older than the retention; returns how many. */
  async purgeUnconfirmed(): Promise<number> {
    const cutoff = new Date(this.clock.now().getTime() - UNCONFIRMED_RETENTION_MS);
    const purged = await this.db
      .delete(newsletterSubscribers)
      .where(and(eq(newsletterSubscribers.status, 'unconfirmed'), lte(newsletterSubscribers.confirmSentAt, cutoff)))
      .returning({ id: newsletterSubscribers.id });
    return purged.length;
  }

  async list(siteIds: number[], status?: SubscriberStatus): Promise<Subscriber[]> {
    if (siteIds.length === 0) return [];
    const conditions: SQL[] = [inArray(newsletterSubscribers.siteId, siteIds)];
    if (status) conditions.push(eq(newsletterSubscribers.status, status));
    const rows = await this.db
      .select()
      .from(newsletterSubscribers)
      .where(and(...conditions))
      .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id));
    return rows.map(toSubscriber);
  }

  async siteOf(id: number): Promise<number> {
    const [row] = await this.db.select({ siteId: newsletterSubscribers.siteId }).from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).limit(1);
    if (!row) throw notFound('Subscriber not found');
    return row.siteId;
  }

  /** Removes the address and everything recorded about it (its tokens go with it: ON DELETE CASCADE). */
  async remove(id: number): Promise<void> {
    const deleted = await this.db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).returning({ id: newsletterSubscribers.id });
    if (deleted.length === 0) throw notFound('Subscriber not found');
  }

  /**
   * Writes checked import rows in one transaction (all or nothing): new addresses confirmed with
   * their consent date and marked as imported; addresses the site has are left as they are.
   */
  async importRows(siteId: number, rows: readonly ImportRow[]): Promise<{ imported: number; skipped: number }> {
    const now = this.clock.now();
    const imported = await this.db.transaction(async (tx) => {
      let count = 0;
      for (let start = 0; start < rows.length; start += IMPORT_CHUNK) {
        const chunk = rows.slice(start, start + IMPORT_CHUNK);
        const written = await tx
          .insert(newsletterSubscribers)
          .values(
            chunk.map((row) => ({
              siteId,
              email: row.email,
              locale: row.locale,
              createdAt: now,
              status: 'confirmed' as const,
              confirmedAt: row.consentAt,
              consentAt: row.consentAt,
              imported: true,
            })),
          )
          .onConflictDoNothing()
          .returning({ id: newsletterSubscribers.id });
        count += written.length;
      }
      return count;
    });
    return { imported, skipped: rows.length - imported };
  }
}
