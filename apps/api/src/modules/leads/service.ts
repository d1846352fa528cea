import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { CreateLeadRequest, Lead, LeadStatus } from '../../contract';
import type { Db } from '../../db/client';
import { leads } from '../../db/schema';
import { notFound } from '../../lib/errors';

type LeadRow = typeof leads.$inferSelect;

function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    site_id: row.siteId,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    locale: row.locale,
    source_path: row.sourcePath,
    referrer_host: row.referrerHost,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

export interface LeadFilter {
  siteIds: number[];
  status?: LeadStatus;
  q?: string;
}

/** `%`, `_` and `\` typed by a user are matched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export class LeadsService {
  constructor(private readonly db: Db) {}

  /** Written before the reader is told it worked: a lead the reader saw accepted is never lost. */
  async create(siteId: number, input: CreateLeadRequest, referrerHost: string | null): Promise<void> {
    await this.db.insert(leads).values({
      siteId,
      name: input.name,
      email: input.email.toLowerCase(),
      subject: input.subject,
      message: input.message,
      locale: input.locale,
      sourcePath: input.source_path,
      referrerHost,
    });
  }

  async list(filter: LeadFilter): Promise<Lead[]> {
    if (filter.siteIds.length === 0) return [];
    const conditions: SQL[] = [inArray(leads.siteId, filter.siteIds)];
    if (filter.status) conditions.push(eq(leads.status, filter.status));
    if (filter.q) {
      const pattern = likePattern(filter.q);
      conditions.push(or(ilike(leads.name, pattern), ilike(leads.email, pattern), ilike(leads.message, pattern))!);
    }
    const rows = await this.db
      .select()
      .from(leads)
      .where(and(...conditions))
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(5000);
    return rows.map(toLead);
  }

  async siteOf(leadId: number): Promise<number> {
    const [row] = await this.db.select({ siteId: leads.siteId }).from(leads).where(eq(leads.id, leadId)).limit(1);
    if (!row) throw notFound('Lead not found');
    return row.siteId;
  }

  /** The lead's status now (null: no such lead), for the activity log's before/after. */
  async statusOf(leadId: number): Promise<LeadStatus | null> {
    const [row] = await this.db.select({ status: leads.status }).from(leads).where(eq(leads.id, leadId)).limit(1);
    return row?.status ?? null;
  }

  async setStatus(leadId: number, status: LeadStatus): Promise<Lead> {
    const [row] = await this.db
      .update(leads)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(leads.id, leadId))
      .returning();
    if (!row) throw notFound('Lead not found');
    return toLead(row);
  }
}
