import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { offers, type TipMeta } from '../../db/schema';
import { offerIsLive } from './resolve';

/** What the magazine does with a tip's button: shown (live offer or fallback link) or hidden. */
export type OfferState = 'live' | 'fallback' | 'hide';

/**
 * The state, now, of each offer the tips point to (usable on the site): a live offer shows its
 * button; an inactive one falls back to the tip's own link or hides the button, as the offer says.
 * No query when no tip points to an offer (most articles).
 */
export async function offerStates(
  db: Db,
  siteId: number,
  meta: TipMeta[],
  now: Date,
): Promise<Map<number, OfferState>> {
  const ids = [...new Set(meta.flatMap((tip) => (tip.offer_id ? [tip.offer_id] : [])))];
  const states = new Map<number, OfferState>();
  if (ids.length === 0) return states;
  const rows = await db
    .select({
      id: offers.id,
      status: offers.status,
      starts_at: offers.startsAt,
      ends_at: offers.endsAt,
      on_inactive: offers.onInactive,
    })
    .from(offers)
    .where(and(inArray(offers.id, ids), or(isNull(offers.siteId), eq(offers.siteId, siteId))));
  for (const row of rows)
    states.set(
      row.id,
      offerIsLive(row, now) ? 'live' : row.on_inactive === 'hide' ? 'hide' : 'fallback',
    );
  return states;
}
