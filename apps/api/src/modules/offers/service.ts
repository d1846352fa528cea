import { randomFillSync } from 'node:crypto';
import { and, asc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  Offer,
  offerInputSchema,
  OffersQuery,
  Partner,
  partnerInputSchema,
  Placement,
} from '../../contract';
import type { Db } from '../../db/client';
import { offers, partners, sites } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { offerIsLive } from './resolve';
import { clicksIn } from './stored-clicks';
import { rowsOf } from '../../db/rows';

type OfferRow = typeof offers.$inferSelect;
type ParsedOffer = z.output<typeof offerInputSchema>;

/**
 * Tips (of posts not in the trash) that point to the offer, counted; the GIN index finds the posts.
 * The outer column is written qualified: inside the subquery a bare `id` would be the post's.
 */
const placementsCount = sql<number>`(
  select count(*)::int from posts p cross join lateral jsonb_array_elements(p.tips_meta) as tip
  where p.deleted_at is null
    and p.tips_meta @> jsonb_build_array(jsonb_build_object('offer_id', "offers"."id"))
    and tip->>'offer_id' = "offers"."id"::text)`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Partners and offers: the rows behind /campaigns, and where each offer is placed. */
export class OfferService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /* ---------- partners ---------- */

  async partners(): Promise<Partner[]> {
    const rows = await this.db
      .select({
        id: partners.id,
        name: partners.name,
        website: partners.website,
        contact: partners.contact,
        notes: partners.notes,
        offers_count: sql<number>`(select count(*)::int from offers o where o.partner_id = "partners"."id")`,
      })
      .from(partners)
      .orderBy(asc(partners.name), asc(partners.id));
    return rows;
  }

  private async partner(id: number): Promise<Partner> {
    const found = (await this.partners()).find((partner) => partner.id === id);
    if (!found) throw notFound('Partner not found');
    return found;
  }

  async createPartner(input: z.output<typeof partnerInputSchema>): Promise<Partner> {
    const [row] = await this.db
      .insert(partners)
      .values({
        name: input.name,
        website: input.website,
        contact: input.contact,
        notes: input.notes,
      })
      .returning({ id: partners.id });
    return this.partner(row!.id);
  }

  async updatePartner(
    id: number,
    input: z.output<typeof partnerInputSchema>,
  ): Promise<{ before: Partner; after: Partner }> {
    const before = await this.partner(id);
    await this.db
      .update(partners)
      .set({
        name: input.name,
        website: input.website,
        contact: input.contact,
        notes: input.notes,
        updatedAt: this.clock.now(),
      })
      .where(eq(partners.id, id));
    return { before, after: await this.partner(id) };
  }

  async deletePartner(id: number): Promise<Partner> {
    const partner = await this.partner(id);
    if (partner.offers_count > 0) {
      throw conflict(
        `${partner.name} has ${partner.offers_count} offer(s): delete or move them first`,
      );
    }
    await this.db.delete(partners).where(eq(partners.id, id));
    return partner;
  }

  /* ---------- offers ---------- */

  private toOffer(row: OfferRow & { partner_name: string; placements_count: number }): Offer {
    return {
      id: row.id,
      partner_id: row.partnerId,
      partner_name: row.partner_name,
      site_id: row.siteId,
      name: row.name,
      destination_url: row.destinationUrl,
      destinations: row.destinations,
      template: row.template,
      starts_at: row.startsAt ? row.startsAt.toISOString() : null,
      ends_at: row.endsAt ? row.endsAt.toISOString() : null,
      commission: {
        model: row.commissionModel,
        rate: Number(row.commissionRate),
        currency: row.commissionCurrency,
      },
      status: row.status,
      on_inactive: row.onInactive,
      live: offerIsLive(
        { status: row.status, starts_at: row.startsAt, ends_at: row.endsAt },
        this.clock.now(),
      ),
      placements_count: row.placements_count,
      updated_at: row.updatedAt.toISOString(),
    };
  }

  private select(where: SQL | undefined) {
    return this.db
      .select({ offer: offers, partner_name: partners.name, placements_count: placementsCount })
      .from(offers)
      .innerJoin(partners, eq(partners.id, offers.partnerId))
      .where(where)
      .orderBy(asc(offers.name), asc(offers.id));
  }

  /**
   * The offers visible on `siteIds` (each one's own and the every-site ones); `query.site_id`
   * (already among them) narrows to those usable on that site.
   */
  async list(siteIds: number[], query: OffersQuery): Promise<Offer[]> {
    const visible = query.site_id !== undefined ? [query.site_id] : siteIds;
    const conditions: SQL[] = [
      visible.length > 0
        ? or(isNull(offers.siteId), inArray(offers.siteId, visible))!
        : isNull(offers.siteId),
    ];
    if (query.status) conditions.push(eq(offers.status, query.status));
    if (query.q) {
      const pattern = `%${escapeLike(query.q)}%`;
      conditions.push(or(ilike(offers.name, pattern), ilike(partners.name, pattern))!);
    }
    const rows = await this.select(and(...conditions));
    return rows.map((row) =>
      this.toOffer({
        ...row.offer,
        partner_name: row.partner_name,
        placements_count: row.placements_count,
      }),
    );
  }

  async get(id: number): Promise<Offer> {
    const [row] = await this.select(eq(offers.id, id));
    if (!row) throw notFound('Offer not found');
    return this.toOffer({
      ...row.offer,
      partner_name: row.partner_name,
      placements_count: row.placements_count,
    });
  }

  /** The site an offer belongs to (null: every site), for the access check before anything else. */
  async siteOf(id: number): Promise<number | null> {
    const [row] = await this.db
      .select({ siteId: offers.siteId })
      .from(offers)
      .where(eq(offers.id, id));
    if (!row) throw notFound('Offer not found');
    return row.siteId;
  }

  private async checkReferences(input: ParsedOffer): Promise<void> {
    const [partner] = await this.db
      .select({ id: partners.id })
      .from(partners)
      .where(eq(partners.id, input.partner_id));
    if (!partner) throw badRequest('Invalid request body', { partner_id: ['No such partner'] });
    if (input.site_id !== null) {
      const [site] = await this.db
        .select({ id: sites.id })
        .from(sites)
        .where(and(eq(sites.id, input.site_id), isNull(sites.deletedAt)));
      if (!site) throw badRequest('Invalid request body', { site_id: ['No such site'] });
    }
  }

  private values(input: ParsedOffer) {
    return {
      partnerId: input.partner_id,
      siteId: input.site_id,
      name: input.name,
      destinationUrl: input.destination_url,
      destinations: input.destinations,
      template: input.template,
      startsAt: input.starts_at ? new Date(input.starts_at) : null,
      endsAt: input.ends_at ? new Date(input.ends_at) : null,
      commissionModel: input.commission.model,
      commissionRate: String(input.commission.rate),
      commissionCurrency: input.commission.currency,
      status: input.status,
      onInactive: input.on_inactive,
    };
  }

  async create(input: ParsedOffer): Promise<Offer> {
    await this.checkReferences(input);
    const [row] = await this.db
      .insert(offers)
      .values(this.values(input))
      .returning({ id: offers.id });
    return this.get(row!.id);
  }

  async update(id: number, input: ParsedOffer): Promise<{ before: Offer; after: Offer }> {
    const before = await this.get(id);
    await this.checkReferences(input);
    // A site's offer can only move to every site, or another site, when no tip of another site points to it.
    if (input.site_id !== null && input.site_id !== before.site_id) {
      const elsewhere = (await this.placements(id)).filter(
        (placement) => placement.site_id !== input.site_id,
      );
      if (elsewhere.length > 0) {
        throw badRequest('Invalid request body', {
          site_id: ['Tips of other sites point to this offer: keep it on every site'],
        });
      }
    }
    await this.db
      .update(offers)
      .set({ ...this.values(input), updatedAt: this.clock.now() })
      .where(eq(offers.id, id));
    return { before, after: await this.get(id) };
  }

  async remove(id: number): Promise<Offer> {
    const offer = await this.get(id);
    if (offer.placements_count > 0) {
      throw conflict(
        `${offer.placements_count} tip(s) point to this offer: point them elsewhere, or pause or end it instead`,
      );
    }
    await this.db.delete(offers).where(eq(offers.id, id));
    return offer;
  }

  /**
   * Every tip that points to the offer, one row per language of its post, with the clicks there:
   * the rolled-up days' counts and the raw clicks of the rest (offer_click_raw_ranges, migration
   * 0040: normally a minute or two), as the reports read them (clicksIn: only the batches of those
   * times); both reads see one snapshot, so a roll-up committing between them counts nothing
   * twice.
   */
  async placements(id: number): Promise<Placement[]> {
    const rows = await this.db.transaction(
      async (tx) => {
        const ranges = rowsOf<{ lo: string; hi: string }>(
          await tx.execute(sql`select lo::text, hi::text from offer_click_raw_ranges()`),
        );
        const raw = clicksIn(ranges.map((range): [string, string] => [range.lo, range.hi]));
        return rowsOf<Placement>(
          await tx.execute(sql`
        with placed as (
          select p.id as post_id, p.site_id, tip->>'id' as tip_id, ord::int as tip_number
          from posts p cross join lateral jsonb_array_elements(p.tips_meta) with ordinality as e(tip, ord)
          where p.deleted_at is null
            and p.tips_meta @> jsonb_build_array(jsonb_build_object('offer_id', ${id}::int))
            and tip->>'offer_id' = ${String(id)}
        ),
        clicks as (
          select post_id, tip_id, locale, sum(clicks)::int as clicks from (
            select d.post_id, d.tip_id, d.locale, d.clicks
            from offer_click_days d join offer_click_rolled_days using (day)
            where d.offer_id = ${id}
            union all
            select c.post_id, c.tip_id, c.locale, 1 from ${raw} c where c.offer_id = ${id}
          ) counted
          group by post_id, tip_id, locale
        )
        select placed.site_id, s.domain, placed.post_id, t.locale, t.title, placed.tip_id, placed.tip_number,
          coalesce(clicks.clicks, 0) as clicks
        from placed
        join sites s on s.id = placed.site_id
        join post_translations t on t.post_id = placed.post_id
        left join clicks on clicks.post_id = placed.post_id and clicks.tip_id = placed.tip_id and clicks.locale = t.locale
        order by s.domain, placed.post_id, placed.tip_number, t.locale`),
        );
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    return rows.map((row) => ({ ...row, clicks: Number(row.clicks) }));
  }
}

const ID_BYTES = 12;
/** Random bytes for 1,024 ids, drawn at once: one call to the system's generator per 1,024 clicks. */
const idPool = Buffer.alloc(ID_BYTES * 1024);
let idOffset = idPool.length;

/** A click's id as newClickId makes it: 8 base-36 characters of time, then 16 base64url ones. */
export const CLICK_ID_PATTERN = /^[0-9a-z]{8}[A-Za-z0-9_-]{16}$/;

/**
 * A click's id: its time in base-36 milliseconds (8 characters until 2059), then 96 random bits (a
 * partner sees it in its reports and must not guess the others). Time first, a batch's ids span a
 * narrow range (offer_click_batches' first_id to last_id), through which a postback finds the
 * one batch that holds its click.
 */
export function newClickId(): string {
  if (idOffset === idPool.length) {
    randomFillSync(idPool);
    idOffset = 0;
  }
  const id = Date.now().toString(36) + idPool.toString('base64url', idOffset, idOffset + ID_BYTES);
  idOffset += ID_BYTES;
  return id;
}
