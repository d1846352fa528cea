import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerClicks, offers, partners, sites } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { ClickBuffer } from './click-buffer';

let t: TestContext;
let offerId: number;
let siteId: number;
beforeAll(async () => {
  t = await createTestContext();
  const [site] = await t.database.db.select({ id: sites.id }).from(sites).limit(1);
  siteId = site!.id;
  const [partner] = await t.database.db.insert(partners).values({ name: 'Buffer partner' }).returning();
  const [offer] = await t.database.db
    .insert(offers)
    .values({
      partnerId: partner!.id,
      name: 'Buffer offer',
      destinationUrl: 'https://shop.example/',
      commissionModel: 'per_click',
      commissionRate: '0.1',
      commissionCurrency: 'EUR',
    })
    .returning();
  offerId = offer!.id;
});
afterAll(async () => {
  await t.database.close();
});

const click = () => ({ offerId, siteId, postId: 1, tipId: 't1', locale: 'es', at: new Date(), visitor: null });
const stored = (id: string) =>
  t.database.db.select().from(offerClicks).where(eq(offerClicks.id, id));

describe('offer clicks in batches', () => {
  it('gives each click its id at once and stores every one at the flush', async () => {
    const errors: unknown[] = [];
    const buffer = new ClickBuffer(t.database.db, { flushMs: 60_000, onError: (e) => errors.push(e) });
    const ids = Array.from({ length: 30 }, () => buffer.add(click()));
    expect(new Set(ids).size).toBe(30);
    expect(await stored(ids[0]!)).toHaveLength(0);
    await buffer.flush();
    for (const id of ids) expect(await stored(id)).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('writes on its own once a batch is full', async () => {
    const buffer = new ClickBuffer(t.database.db, { flushMs: 60_000, maxRows: 5, onError: () => {} });
    const ids = Array.from({ length: 5 }, () => buffer.add(click()));
    // The fifth click started the write; flush() waits for it (and has nothing more to write).
    await buffer.flush();
    for (const id of ids) expect(await stored(id)).toHaveLength(1);
  });

  it('keeps the clicks a failed write could not store and writes them at the next flush', async () => {
    const errors: unknown[] = [];
    let failing = true;
    // A database that refuses the first write (a batch is one transaction), as during a short outage.
    const flaky = new Proxy(t.database.db, {
      get(target, name, receiver) {
        if (name === 'transaction' && failing) {
          failing = false;
          return () => Promise.reject(new Error('connection lost'));
        }
        return Reflect.get(target, name, receiver) as unknown;
      },
    });
    const buffer = new ClickBuffer(flaky, { flushMs: 60_000, onError: (e) => errors.push(e) });
    const id = buffer.add(click());
    await buffer.flush();
    expect(errors).toHaveLength(1);
    expect(await stored(id)).toHaveLength(0);
    await buffer.flush();
    expect(await stored(id)).toHaveLength(1);
  });
});
