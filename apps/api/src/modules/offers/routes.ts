import { adminRoutes } from '@sitenet/api-client/routes';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../lib/context';
import { registerRoute } from '../../lib/route';
import type { AuthenticatedAdmin } from '../auth/service';
import { requireOfferSite as requireOfferSiteOf } from './offer-access';
import { OfferService } from './service';

/**
 * Partners and offers (issue 18). Partners and every-site offers are network-level (owners and
 * administrators: `partners.manage`); a site's offers are its managers' (`offers.manage` there).
 * Offer routes declare `offers.manage` anywhere and check the offer's own site in the handler,
 * since which site is touched is only known once the offer is read. Every write drops every
 * site's public caches (siteIds is empty), so a changed offer shows or hides buttons at once.
 */
export const offersRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = new OfferService(ctx.db, ctx.clock);

  /** May this person change (or read) offers of `siteId` (null: every site)? 403/404 otherwise. */
  const requireOfferSite = (admin: AuthenticatedAdmin, siteId: number | null) => requireOfferSiteOf(ctx, admin, siteId);
  const partnerTarget = (partner: { id: number; name: string }) => ({
    type: 'partner' as const,
    id: partner.id,
    label: partner.name,
  });
  const offerTarget = (offer: { id: number; name: string }) => ({
    type: 'offer' as const,
    id: offer.id,
    label: offer.name,
  });

  registerRoute(
    app,
    ctx,
    adminRoutes.listPartners,
    { site: 'none', permission: 'offers.manage' },
    async () => ({ data: await service.partners() }),
  );

  registerRoute(
    app,
    ctx,
    adminRoutes.createPartner,
    {
      site: 'none',
      permission: 'partners.manage',
      activity: {
        action: 'partner.create',
        describe: ({ result }) => ({ target: partnerTarget(result) }),
      },
    },
    ({ body }) => service.createPartner(body),
  );

  registerRoute(
    app,
    ctx,
    adminRoutes.updatePartner,
    {
      site: 'none',
      permission: 'partners.manage',
      activity: {
        action: 'partner.update',
        describe: ({ result }) => ({ target: partnerTarget(result) }),
      },
    },
    async ({ params, body, activity }) => {
      const { before, after } = await service.updatePartner(params.id, body);
      activity({ changes: changedFields(before, after, ['name', 'website', 'contact', 'notes']) });
      return after;
    },
  );

  registerRoute(
    app,
    ctx,
    adminRoutes.deletePartner,
    { site: 'none', permission: 'partners.manage', activity: 'partner.delete' },
    async ({ params, activity }) => {
      const partner = await service.deletePartner(params.id);
      activity({ target: partnerTarget(partner) });
      return { message: 'Partner deleted' };
    },
  );

  registerRoute(
    app,
    ctx,
    adminRoutes.listOffers,
    // Whoever writes posts reads the list too: the editor's tip picker offers what is usable there.
    {
      site: { scope: ({ query }) => query.site_id },
      permission: ['offers.manage', 'posts.write_own', 'posts.write_any'],
    },
    async ({ query, siteIds }) => ({ data: await service.list(siteIds, query) }),
  );

  registerRoute(
    app,
    ctx,
    adminRoutes.createOffer,
    {
      site: 'none',
      permission: 'offers.manage',
      activity: {
        action: 'offer.create',
        describe: ({ result }) => ({ siteId: result.site_id, target: offerTarget(result) }),
      },
    },
    async ({ body, admin }) => {
      await requireOfferSite(admin, body.site_id);
      return service.create(body);
    },
  );

  registerRoute(
    app,
    ctx,
    adminRoutes.getOffer,
    { site: 'none', permission: 'offers.manage' },
    async ({ params, admin }) => {
      const siteId = await service.siteOf(params.id);
      // Every-site offers are readable by whoever places offers (they are usable on their sites).
      if (siteId !== null) await requireOfferSite(admin, siteId);
      return service.get(params.id);
    },
  );

  registerRoute(
    app,
    ctx,
    adminRoutes.updateOffer,
    {
      site: 'none',
      permission: 'offers.manage',
      activity: {
        action: 'offer.update',
        describe: ({ result }) => ({ siteId: result.site_id, target: offerTarget(result) }),
      },
    },
    async ({ params, body, admin, activity }) => {
      const current = await service.siteOf(params.id);
      await requireOfferSite(admin, current);
      if (body.site_id !== current) await requireOfferSite(admin, body.site_id);
      const { before, after } = await service.update(params.id, body);
      activity({
        changes: changedFields(before, after, [
          'name',
          'partner_id',
          'site_id',
          'destination_url',
          'destinations',
          'template',
          'starts_at',
          'ends_at',
          'commission',
          'status',
          'on_inactive',
        ]),
      });
      return after;
    },
  );

  registerRoute(
    app,
    ctx,
    adminRoutes.deleteOffer,
    { site: 'none', permission: 'offers.manage', activity: 'offer.delete' },
    async ({ params, admin, activity }) => {
      const siteId = await service.siteOf(params.id);
      await requireOfferSite(admin, siteId);
      const offer = await service.remove(params.id);
      activity({ siteId, target: offerTarget(offer) });
      return { message: 'Offer deleted' };
    },
  );

  registerRoute(
    app,
    ctx,
    adminRoutes.listOfferPlacements,
    { site: 'none', permission: 'offers.manage' },
    async ({ params, admin }) => {
      const siteId = await service.siteOf(params.id);
      if (siteId !== null) await requireOfferSite(admin, siteId);
      const placements = await service.placements(params.id);
      // A site manager sees an every-site offer's placements on their own sites only.
      const own = new Set(await ctx.access.sitesWith(admin.user.id, 'offers.manage'));
      return { data: placements.filter((placement) => own.has(placement.site_id)) };
    },
  );
};

/** `{ field: { before, after } }` for the fields that changed (null: none). */
function changedFields<T extends object>(before: T, after: T, fields: Array<keyof T & string>) {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const field of fields) {
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field]))
      changes[field] = { before: before[field], after: after[field] };
  }
  return Object.keys(changes).length > 0 ? changes : null;
}
