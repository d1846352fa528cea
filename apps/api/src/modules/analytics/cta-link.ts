import { sql } from 'drizzle-orm';
import type { OfferStatus, OnInactive } from '../../contract';
import type { Db } from '../../db/client';
import { clickDestination, offerIsLive } from '../offers/resolve';

/** A tip's call to action as stored: its own link, and the offer it points to (usable on its site). */
export interface StoredCta {
  /** The tip's own link (the fallback when it points to an offer). */
  link: string | null;
  /** 1-based position of the tip in its post (`{tip}`). */
  number: number;
  /** The site's domain (`{site}`). */
  domain: string;
  offer: {
    id: number;
    destination_url: string;
    destinations: Record<string, string>;
    template: string;
    status: OfferStatus;
    starts_at: Date | null;
    ends_at: Date | null;
    on_inactive: OnInactive;
  } | null;
}

interface Row {
  link: string | null;
  number: number;
  domain: string;
  offer_id: number | null;
  destination_url: string | null;
  destinations: Record<string, string> | null;
  template: string | null;
  status: OfferStatus | null;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  on_inactive: OnInactive | null;
}

const date = (value: Date | string | null) => (value === null ? null : new Date(value));

/**
 * The stored call to action of a tip, when the post is public on that site; null otherwise.
 * Only what an editor saved can be followed: the tip's link and its offer's destinations (both
 * http/https, checked by the contract on save).
 */
export async function storedCta(
  db: Db,
  siteId: number,
  postId: number,
  tipId: string,
): Promise<StoredCta | null> {
  const result = await db.execute(sql`
    select tip->>'cta_link' as link, e.ord::int as number, s.domain,
      o.id as offer_id, o.destination_url, o.destinations, o.template, o.status, o.starts_at, o.ends_at, o.on_inactive
    from posts p
    join sites s on s.id = p.site_id
    cross join lateral jsonb_array_elements(p.tips_meta) with ordinality as e(tip, ord)
    left join offers o on o.id::text = e.tip->>'offer_id' and (o.site_id is null or o.site_id = p.site_id)
    where p.id = ${postId} and p.site_id = ${siteId} and e.tip->>'id' = ${tipId}
      and exists (select 1 from post_translations t where t.post_id = p.id and t.live)
    limit 1`);
  const row = (result as unknown as { rows: Row[] }).rows[0];
  if (!row) return null;
  const link = row.link && /^https?:\/\//i.test(row.link) ? row.link : null;
  return {
    link,
    number: Number(row.number),
    domain: row.domain,
    offer:
      row.offer_id === null
        ? null
        : {
            id: Number(row.offer_id),
            destination_url: row.destination_url!,
            destinations: row.destinations ?? {},
            template: row.template ?? '',
            status: row.status!,
            starts_at: date(row.starts_at),
            ends_at: date(row.ends_at),
            on_inactive: row.on_inactive!,
          },
  };
}

/** Whether the click follows the offer now (else the tip's own link). */
export function followsOffer(
  cta: StoredCta,
  now: Date,
): cta is StoredCta & { offer: NonNullable<StoredCta['offer']> } {
  return cta.offer !== null && offerIsLive(cta.offer, now);
}

type LiveCta = StoredCta & { offer: NonNullable<StoredCta['offer']> };
const destinations = new WeakMap<StoredCta, Map<string, (clickId: string) => string | null>>();

/**
 * Where a click on this call to action goes in `locale`, given its click id: built once per stored
 * call to action and language (it lives as long as the call to action is remembered, until the
 * next write), so a click only puts its id in place.
 */
export function ctaDestination(cta: LiveCta, postId: number, locale: string): (clickId: string) => string | null {
  let byLocale = destinations.get(cta);
  if (!byLocale) {
    byLocale = new Map();
    destinations.set(cta, byLocale);
  }
  let destination = byLocale.get(locale);
  if (!destination) {
    destination = clickDestination(cta.offer, locale, {
      site: cta.domain,
      lang: locale,
      post: String(postId),
      tip: String(cta.number),
    });
    byLocale.set(locale, destination);
  }
  return destination;
}
