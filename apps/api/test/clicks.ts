/** Clicks stored for a test as the click buffer stores them: one batch row holding them all. */
import type { Db } from '../src/db/client';
import { offerClickBatches, type DeviceClass } from '../src/db/schema';
import { ClickBatch } from '../src/modules/offers/click-buffer';

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
  const batch = new ClickBatch(clicks.length);
  for (const click of clicks) {
    batch.add(click.id, {
      ...click,
      at: click.clickedAt,
      visitor: click.visitor ?? null,
      counted: click.device ? { path: click.path ?? '', device: click.device } : null,
    });
  }
  await db.insert(offerClickBatches).values(batch.row());
}
