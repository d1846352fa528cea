import { randomUUID } from 'node:crypto';
import {
  isHttpUrl,
  type OfferPlaceholder,
  type OfferStatus,
  type OnInactive,
} from '../../contract';

/** What deciding where an offer sends a reader needs of the offer. */
export interface OfferTerms {
  status: OfferStatus;
  starts_at: Date | null;
  ends_at: Date | null;
  on_inactive: OnInactive;
}

/** Active and within its dates at `now`: its tips follow it. */
export function offerIsLive(
  offer: Pick<OfferTerms, 'status' | 'starts_at' | 'ends_at'>,
  now: Date,
): boolean {
  if (offer.status !== 'active') return false;
  if (offer.starts_at && offer.starts_at.getTime() > now.getTime()) return false;
  if (offer.ends_at && offer.ends_at.getTime() <= now.getTime()) return false;
  return true;
}

export type PlaceholderValues = Record<OfferPlaceholder, string>;

const fill = (text: string, values: PlaceholderValues, encode: (value: string) => string) =>
  text.replace(/\{(site|lang|post|tip|click_id)\}/g, (_, name: OfferPlaceholder) =>
    encode(values[name]),
  );

/**
 * The URL a click goes to: the reader's language's destination (or the default one), its
 * placeholders filled, then the template's parameters appended to its query. Null when the
 * result is not an http(s) URL (the stored destination was checked on save; this holds anyway).
 */
export function offerDestination(
  offer: { destination_url: string; destinations: Record<string, string>; template: string },
  locale: string,
  values: PlaceholderValues,
): string | null {
  const base = fill(
    offer.destinations[locale] ?? offer.destination_url,
    values,
    encodeURIComponent,
  );
  if (!isHttpUrl(base)) return null;
  const url = new URL(base);
  // Filled raw, then parsed as a query string: URLSearchParams encodes each value once.
  for (const [key, value] of new URLSearchParams(fill(offer.template, values, (value) => value))) {
    url.searchParams.append(key, value);
  }
  const result = url.toString();
  return isHttpUrl(result) ? result : null;
}

/** Stands for the click id while the rest of a destination is built once (lowercase: hosts are lowercased). */
const CLICK_ID_MARK = `clickid${randomUUID().replaceAll('-', '')}`;
const CLICK_ID_PLACEHOLDER = /\{click_id\}/g;

/**
 * offerDestination() with every value but the click id fixed: the URL is built once and each
 * click only puts its id in place. Exact because a click id (newClickId: base64url) reads the
 * same encoded and raw in a path, query or fragment; where the mark does not come through as often
 * as `{click_id}` appears, or stands in the host name, each click builds the whole URL as before.
 */
export function clickDestination(
  offer: { destination_url: string; destinations: Record<string, string>; template: string },
  locale: string,
  values: Omit<PlaceholderValues, 'click_id'>,
): (clickId: string) => string | null {
  const built = offerDestination(offer, locale, { ...values, click_id: CLICK_ID_MARK });
  const base = offer.destinations[locale] ?? offer.destination_url;
  const expected =
    (base.match(CLICK_ID_PLACEHOLDER)?.length ?? 0) +
    (offer.template.match(CLICK_ID_PLACEHOLDER)?.length ?? 0);
  const parts = built?.split(CLICK_ID_MARK);
  // In the host name the id would be lowercased (and checked as a host): built per click there.
  if (!built || !parts || parts.length - 1 !== expected || new URL(built).host.includes(CLICK_ID_MARK))
    return (clickId) => offerDestination(offer, locale, { ...values, click_id: clickId });
  return (clickId) => parts.join(clickId);
}
