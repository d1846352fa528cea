import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from '../../../test/helpers';
import type { SitesResponse, SiteToggleResponse } from '../../contract';
import { sites } from '../../db/schema';

let t: TestContext;
let adminToken: string;
let editorToken: string;

beforeAll(async () => {
  t = await createTestContext();
  [adminToken, editorToken] = await Promise.all([login(t.app), login(t.app, DEMO_ACCOUNTS.editor)]);
});
afterAll(() => t.close());

const siteByDomain = async (domain: string) =>
  (await t.database.db.select().from(sites).where(eq(sites.domain, domain)))[0]!;

describe('GET /api/admin/sites', () => {
  it('lists every site for the admin, with the spec fields and the seeded states', async () => {
    const { status, body } = await call<SitesResponse>(t.app, { method: 'GET', url: '/api/admin/sites', headers: bearer(adminToken) });
    expect(status).toBe(200);
    expect(body.sites.length).toBeGreaterThanOrEqual(3);
    const local = body.sites.find((site) => site.domain === 'localhost')!;
    expect(local).toMatchObject({ name: 'Tips Magazine', active: true, maintenance_mode: false });
    expect(local.posts_count).toBeGreaterThan(30);
    expect(typeof local.launched_at).toBe('string');
    expect(body.sites.some((site) => !site.active)).toBe(true);
    expect(body.sites.some((site) => site.maintenance_mode)).toBe(true);
    expect(body.sites.some((site) => site.launched_at === null)).toBe(true);
    for (const site of body.sites) {
      expect(site.description).toBeTruthy();
      expect(site.posts_count).toBeGreaterThan(0);
    }
  });

  it('lists only the editor’s one site', async () => {
    const { body } = await call<SitesResponse>(t.app, { method: 'GET', url: '/api/admin/sites', headers: bearer(editorToken) });
    expect(body.sites).toHaveLength(1);
    expect(body.sites[0]!.domain).not.toBe('localhost');
  });
});

describe('site toggles', () => {
  it('toggles active and maintenance and returns the changed site', async () => {
    const before = await siteByDomain('money.localhost');
    const active = await call<SiteToggleResponse>(t.app, {
      method: 'POST',
      url: `/api/admin/sites/${before.id}/toggle-active`,
      headers: bearer(adminToken),
    });
    expect(active.status).toBe(200);
    expect(active.body.site.active).toBe(!before.active);
    const maintenance = await call<SiteToggleResponse>(t.app, {
      method: 'POST',
      url: `/api/admin/sites/${before.id}/toggle-maintenance`,
      headers: bearer(adminToken),
    });
    expect(maintenance.body.site.maintenance_mode).toBe(!before.maintenanceMode);
    const after = await siteByDomain('money.localhost');
    expect(after.active).toBe(!before.active);
    expect(after.maintenanceMode).toBe(!before.maintenanceMode);
  });

  it('answers 403 on another admin’s site and changes nothing', async () => {
    const local = await siteByDomain('localhost');
    for (const action of ['toggle-active', 'toggle-maintenance']) {
      const res = await call(t.app, {
        method: 'POST',
        url: `/api/admin/sites/${local.id}/${action}`,
        headers: bearer(editorToken),
      });
      expect(res.status).toBe(403);
      expect(res.body.message).toBeTruthy();
    }
    const after = await siteByDomain('localhost');
    expect(after.active).toBe(local.active);
    expect(after.maintenanceMode).toBe(local.maintenanceMode);
  });

  it('answers 404 for a site that does not exist and 400 for a non-numeric id', async () => {
    const missing = await call(t.app, { method: 'POST', url: '/api/admin/sites/999999/toggle-active', headers: bearer(adminToken) });
    expect(missing.status).toBe(404);
    for (const id of ['abc', '1.5', '-1', '0', '99999999999']) {
      const bad = await call(t.app, { method: 'POST', url: `/api/admin/sites/${id}/toggle-active`, headers: bearer(adminToken) });
      expect(bad.status, id).toBe(400);
      expect(bad.body.errors).toHaveProperty('id');
    }
  });
});
