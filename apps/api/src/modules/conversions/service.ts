import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import {
  CONVERSIONS_PER_PAGE,
  POSTBACK_PATH_TEMPLATE,
  postbackCanonical,
  type CommissionModel,
  type Conversion,
  type ConversionRange,
  type PostbackSecretResponse,
} from '../../contract';
import type { Db } from '../../db/client';
import { offerConversions, offers, partners, sites } from '../../db/schema';
import { epochMs, rowsOf } from '../../db/rows';
import type { Clock } from '../../lib/clock';
import { conflict, notFound } from '../../lib/errors';
import type { OfferCommission } from './earnings';
import { DAY_MS } from '../../lib/days';
import { clicksWithIds } from '../offers/stored-clicks';

/** A click with what attributing a conversion to it needs of its offer. */
export interface ClickForConversion {
  clickId: string;
  offerId: number;
  offerSiteId: number | null;
  offerName: string;
  secret: string;
  commission: OfferCommission;
  siteId: number;
  postId: number;
  locale: string;
  clickedAt: Date;
  converted: boolean;
}

/** One conversion to write, its earnings already computed. */
export interface NewConversion {
  click: ClickForConversion;
  amount: string;
  currency: string;
  earnings: string;
  earningsCurrency: string;
  source: 'postback' | 'import';
  convertedAt: Date;
}

const RANGE_DAYS: Record<ConversionRange, number> = { '7d': 7, '30d': 30, '90d': 90 };

/** A new postback secret: 256 random bits as hex (the database default makes the first one). */
export const newPostbackSecret = () => randomBytes(32).toString('hex');

/** Conversions (offer_conversions) and the offers' postback secrets. */
export class ConversionService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** Writes the clicks this instance still holds (offers/click-buffer.ts) before they are looked up. */
    private readonly flushClicks: () => Promise<void>,
  ) {}

  /** The clicks of these ids with their offers (absent ids are left out). */
  async clicks(ids: readonly string[]): Promise<Map<string, ClickForConversion>> {
    const found = new Map<string, ClickForConversion>();
    if (ids.length === 0) return found;
    await this.flushClicks();
    const rows = rowsOf<Omit<ClickForConversion, 'commission' | 'clickedAt'> & { clickedAt: number; model: CommissionModel; rate: string; currency: string }>(
      await this.db.execute(sql`
        select c.id as "clickId", c.offer_id as "offerId", c.site_id as "siteId", c.post_id as "postId",
          c.locale, ${epochMs(sql`c.clicked_at`)} as "clickedAt", o.site_id as "offerSiteId", o.name as "offerName",
          o.postback_secret as secret, o.commission_model as model, o.commission_rate::text as rate,
          o.commission_currency as currency,
          exists (select 1 from offer_conversions v where v.click_id = c.id) as converted
        from ${clicksWithIds(ids)} c join offers o on o.id = c.offer_id`),
    );
    for (const { model, rate, currency, clickedAt, converted, ...click } of rows) {
      found.set(click.clickId, {
        ...click,
        commission: { model, rate, currency },
        clickedAt: new Date(clickedAt),
        converted: Boolean(converted),
      });
    }
    return found;
  }

  /**
   * Writes the conversions in one transaction: all or none. A click converted meanwhile (a
   * postback racing an import) is a 409 and nothing is written; the primary key is what refuses it.
   */
  async record(conversions: readonly NewConversion[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const conversion of conversions) {
        const inserted = await tx
          .insert(offerConversions)
          .values({
            clickId: conversion.click.clickId,
            offerId: conversion.click.offerId,
            siteId: conversion.click.siteId,
            postId: conversion.click.postId,
            locale: conversion.click.locale,
            clickedAt: conversion.click.clickedAt,
            amount: conversion.amount,
            currency: conversion.currency,
            earnings: conversion.earnings,
            earningsCurrency: conversion.earningsCurrency,
            source: conversion.source,
            convertedAt: conversion.convertedAt,
          })
          .onConflictDoNothing()
          .returning({ clickId: offerConversions.clickId });
        if (inserted.length === 0) throw conflict(`Click ${conversion.click.clickId} already has a conversion`);
      }
    });
  }

  /** The offers an import may name: id and name of each, with its site (null: every site). */
  async offersOn(siteIds: readonly number[], everySite: boolean): Promise<Array<{ id: number; name: string; siteId: number | null }>> {
    const conditions: SQL[] = [];
    if (siteIds.length > 0) conditions.push(inArray(offers.siteId, [...siteIds]));
    if (everySite) conditions.push(sql`${offers.siteId} is null`);
    if (conditions.length === 0) return [];
    return this.db
      .select({ id: offers.id, name: offers.name, siteId: offers.siteId })
      .from(offers)
      .where(conditions.length === 1 ? conditions[0] : sql`(${conditions[0]} or ${conditions[1]})`);
  }

  /** Conversions on `siteIds` over the range, newest first, one page, with totals per currency. */
  async list(siteIds: readonly number[], query: { offer_id?: number; range: ConversionRange; page: number }) {
    const since = new Date(this.clock.now().getTime() - RANGE_DAYS[query.range] * DAY_MS);
    const conditions: SQL[] = [inArray(offerConversions.siteId, siteIds.length > 0 ? [...siteIds] : [-1]), gte(offerConversions.convertedAt, since)];
    if (query.offer_id !== undefined) conditions.push(eq(offerConversions.offerId, query.offer_id));
    const where = and(...conditions);
    const [total] = await this.db.select({ n: count() }).from(offerConversions).where(where);
    const rows = await this.db
      .select({
        conversion: offerConversions,
        offerName: offers.name,
        partnerName: partners.name,
        domain: sites.domain,
        clickedAt: offerConversions.clickedAt,
      })
      .from(offerConversions)
      .innerJoin(offers, eq(offers.id, offerConversions.offerId))
      .innerJoin(partners, eq(partners.id, offers.partnerId))
      .innerJoin(sites, eq(sites.id, offerConversions.siteId))
      .where(where)
      .orderBy(desc(offerConversions.convertedAt), desc(offerConversions.clickId))
      .limit(CONVERSIONS_PER_PAGE)
      .offset((query.page - 1) * CONVERSIONS_PER_PAGE);
    // Sales and earnings may be in different currencies: summed apart, then merged per currency.
    const sales = await this.db
      .select({ currency: offerConversions.currency, n: count(), amount: sql<string>`sum(${offerConversions.amount})` })
      .from(offerConversions)
      .where(where)
      .groupBy(offerConversions.currency);
    const earned = await this.db
      .select({ currency: offerConversions.earningsCurrency, earnings: sql<string>`sum(${offerConversions.earnings})` })
      .from(offerConversions)
      .where(where)
      .groupBy(offerConversions.earningsCurrency);
    const totals = new Map<string, { currency: string; conversions: number; amount: number; earnings: number }>();
    const totalOf = (currency: string) => {
      let entry = totals.get(currency);
      if (!entry) totals.set(currency, (entry = { currency, conversions: 0, amount: 0, earnings: 0 }));
      return entry;
    };
    for (const row of sales) Object.assign(totalOf(row.currency), { conversions: Number(row.n), amount: Number(row.amount) });
    for (const row of earned) totalOf(row.currency).earnings = Number(row.earnings);
    const data: Conversion[] = rows.map((row) => ({
      click_id: row.conversion.clickId,
      offer_id: row.conversion.offerId,
      offer_name: row.offerName,
      partner_name: row.partnerName,
      site_id: row.conversion.siteId,
      domain: row.domain,
      post_id: row.conversion.postId,
      locale: row.conversion.locale,
      amount: Number(row.conversion.amount),
      currency: row.conversion.currency,
      earnings: Number(row.conversion.earnings),
      earnings_currency: row.conversion.earningsCurrency,
      source: row.conversion.source,
      clicked_at: row.clickedAt.toISOString(),
      converted_at: row.conversion.convertedAt.toISOString(),
    }));
    const n = Number(total?.n ?? 0);
    return {
      data,
      totals: [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
      pagination: { page: query.page, per_page: CONVERSIONS_PER_PAGE, total: n, last_page: Math.max(1, Math.ceil(n / CONVERSIONS_PER_PAGE)) },
    };
  }

  async secret(offerId: number): Promise<PostbackSecretResponse> {
    const [row] = await this.db.select({ secret: offers.postbackSecret }).from(offers).where(eq(offers.id, offerId));
    if (!row) throw notFound('Offer not found');
    return secretResponse(offerId, row.secret);
  }

  async rotateSecret(offerId: number): Promise<PostbackSecretResponse> {
    const [row] = await this.db
      .update(offers)
      .set({ postbackSecret: newPostbackSecret(), updatedAt: this.clock.now() })
      .where(eq(offers.id, offerId))
      .returning({ secret: offers.postbackSecret });
    if (!row) throw notFound('Offer not found');
    return secretResponse(offerId, row.secret);
  }
}

function secretResponse(offerId: number, secret: string): PostbackSecretResponse {
  return {
    offer_id: offerId,
    secret,
    postback_path: POSTBACK_PATH_TEMPLATE,
    signed_string: postbackCanonical({ click_id: '{click_id}', amount: '{amount}', currency: '{currency}' }),
  };
}
