import { expect } from 'vitest';
import type { Offer, Partner } from '../../contract';
import { SettableClock } from '../../lib/clock';
import { bearer, call, createOwnSite, createTestContext, login, type TestContext } from '../../../test/helpers';
import { offerInput } from '../offers/fixture';

/**
 * Tests only: the campaign reports' setting, shared by the rollup tests. An app on a settable
 * clock at today 12:00 UTC (so a test knows which day "now" is on), a site of its own with Spanish,
 * the admin's bearer headers and a partner whose offers `offer()` creates on that site.
 */
export interface CampaignFixture {
  t: TestContext;
  clock: SettableClock;
  /** Today 12:00 UTC, as epoch milliseconds. */
  today: number;
  admin: Record<string, string>;
  siteId: number;
  /** Unique to this run: for ids and names of the test's own rows. */
  stamp: string;
  offer: (name: string, commission: Offer['commission']) => Promise<Offer>;
}

/** `name` makes the site's domain and the partner's and offers' names unique to the test file. */
export async function campaignFixture(name: string): Promise<CampaignFixture> {
  const stamp = Date.now().toString(36);
  const now = new Date();
  now.setUTCHours(12, 0, 0, 0);
  const clock = new SettableClock(now);
  const t = await createTestContext({}, { clock });
  const siteId = (await createOwnSite(t, { domain: `${name}-${stamp}.localhost`, name, languages: ['es'] })).id;
  const admin = bearer(await login(t.app));
  const partner = await call<Partner>(t.app, {
    method: 'POST',
    url: '/api/admin/partners',
    headers: admin,
    payload: { name: `${name} partner ${stamp}`, website: null, contact: null, notes: null },
  });
  expect(partner.status).toBe(201);
  const offer = async (offerName: string, commission: Offer['commission']) => {
    const res = await call<Offer>(t.app, {
      method: 'POST',
      url: '/api/admin/offers',
      headers: admin,
      payload: offerInput(partner.body.id, { name: `${offerName} ${stamp}`, site_id: siteId, commission }),
    });
    expect(res.status).toBe(201);
    return res.body;
  };
  return { t, clock, today: now.getTime(), admin, siteId, stamp, offer };
}
