/** Clicks stored for a test as the click buffer stores them: one batch row holding them all. */
import type { Db } from '../src/db/client';
import { offerClickBatches, type DeviceClass } from '../src/db/schema';
import { clickJson } from '../src/modules/offers/click-buffer';

export interface StoredClick {
  id: string;
  offerId: number;
  siteId: number;
  postId: number;
  tipId: string;
  locale: string;
  clickedAt: Date;
  visitor?: string | null;
  /** The page and device of a click counted as a CTA click. */
  path?: string | null;
  device?: DeviceClass | null;
}

export async function storeClicks(db: Db, clicks: StoredClick[]): Promise<void> {
  if (clicks.length === 0) return;
  // Ids compare as bytes, as the batch's id range does (migration 0044).
  const ids = clicks.map((click) => click.id).sort();
  const times = clicks.map((click) => click.clickedAt.getTime());
  const json = clicks.map((click) =>
    clickJson(click.id, {
      ...click,
      at: click.clickedAt,
      visitor: click.visitor ?? null,
      counted: click.device ? { path: click.path ?? '', device: click.device } : null,
    }),
  );
  await db.insert(offerClickBatches).values({
    firstId: ids[0]!,
    lastId: ids.at(-1)!,
    firstAt: new Date(Math.min(...times)),
    lastAt: new Date(Math.max(...times)),
    clicks: Buffer.from(`[${json.join(',')}]`),
  });
}
