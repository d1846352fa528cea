import { describe, expect, it } from 'vitest';
import { bearer, call, createTestContext, login } from '../../../test/helpers';
import type { PublicLanguagesResponse, SitesResponse } from '../../contract';

/*
 * In a file of its own: on PostgreSQL every test context resets the one database, so a second
 * context inside another file's tests would wipe the sessions that file's first context holds.
 */
describe('POST /api/admin/languages/{id}/toggle without the reply cache', () => {
  it('is followed by the public list with the reply cache off too (the languages every page reads stay in memory until a write)', async () => {
    const uncached = await createTestContext({ PUBLIC_CACHE: 'off' });
    try {
      const token = await login(uncached.app);
      const codes = async () =>
        (await call<PublicLanguagesResponse>(uncached.app, { method: 'GET', url: '/api/languages?domain=localhost' })).body.languages.map(
          (language) => language.code,
        );
      expect(await codes()).toContain('fr');
      const sites = await call<SitesResponse>(uncached.app, { method: 'GET', url: '/api/admin/sites', headers: bearer(token) });
      const siteId = sites.body.sites.find((site) => site.domain === 'localhost')!.id;
      const all = await call<{ languages: Array<{ id: number; code: string }> }>(uncached.app, {
        method: 'GET',
        url: `/api/admin/languages?site_id=${siteId}`,
        headers: bearer(token),
      });
      const fr = all.body.languages.find((language) => language.code === 'fr')!;
      const toggle = (enabled: boolean) =>
        call(uncached.app, { method: 'POST', url: `/api/admin/languages/${fr.id}/toggle`, headers: bearer(token), payload: { enabled } });
      expect((await toggle(false)).status).toBe(200);
      expect(await codes()).not.toContain('fr');
      expect((await toggle(true)).status).toBe(200);
      expect(await codes()).toContain('fr');
    } finally {
      await uncached.close();
    }
  });

});
