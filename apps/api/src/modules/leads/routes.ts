import { adminRoutes, publicRoutes } from '@sitenet/api-client/routes';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../../lib/context';
import { toCsv } from '../../lib/csv';
import { badRequest } from '../../lib/errors';
import { RateLimiter } from '../../lib/rate-limit';
import { registerRoute } from '../../lib/route';
import { referrerHost } from '../analytics/classify';
import { hostnameOf } from '../public/site-directory';
import { LeadsService } from './service';

/** People take seconds to fill a form; a bot posts at once. */
export const MIN_FILL_MS = 2500;
const ACCEPTED = 'Thank you! Your message has been sent.';

/**
 * A bot that filled the honeypot or sent too fast gets the same success reply as a person (so it
 * learns nothing), but nothing is stored.
 */
function looksAutomated(body: { website?: string; elapsed_ms?: number }): boolean {
  return Boolean(body.website?.trim()) || (body.elapsed_ms !== undefined && body.elapsed_ms < MIN_FILL_MS);
}

export const leadsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = new LeadsService(ctx.db);
  const formLimit = new RateLimiter(5, 10 * 60_000);

  const siteOf = async (request: FastifyRequest) => {
    const siteId = await ctx.sitesByHost.resolve(hostnameOf(request.host));
    if (siteId === null) throw badRequest('No site is configured for this host');
    return siteId;
  };

  registerRoute(app, ctx, publicRoutes.createLead, { invalidates: false }, async ({ body, request }) => {
    formLimit.take(request.ip, 'Too many messages from your connection. Please try again later.');
    if (looksAutomated(body)) return { message: ACCEPTED };
    const siteId = await siteOf(request);
    await service.create(siteId, body, referrerHost(request.headers.referer, hostnameOf(request.host) ?? '') || null);
    return { message: ACCEPTED };
  });

  registerRoute(app, ctx, publicRoutes.subscribe, { invalidates: false }, async ({ body, request }) => {
    formLimit.take(`newsletter|${request.ip}`, 'Too many sign-ups from your connection. Please try again later.');
    if (looksAutomated(body)) return { message: 'Subscribed' };
    await service.subscribe(await siteOf(request), body);
    return { message: 'Subscribed' };
  });

  registerRoute(app, ctx, adminRoutes.listLeads, { site: { scope: ({ query }) => query.site_id }, permission: 'leads.read' }, async ({ query, siteIds }) => ({
    leads: await service.list({ siteIds, status: query.status, q: query.q }),
  }));

  registerRoute(
    app,
    ctx,
    adminRoutes.setLeadStatus,
    { site: { one: ({ params }) => service.siteOf(params.id) }, permission: 'leads.manage', invalidates: false, activity: 'lead.status' },
    async ({ params, body, activity }) => {
      const before = await service.statusOf(params.id);
      const lead = await service.setStatus(params.id, body.status);
      // The subject names the message; the sender's address stays in the lead.
      activity({ target: { type: 'lead', id: lead.id, label: lead.subject }, changes: { status: { before, after: lead.status } } });
      return { lead };
    },
  );

  registerRoute(app, ctx, adminRoutes.exportLeads, { site: { scope: ({ query }) => query.site_id }, permission: 'leads.read' }, async ({ query, siteIds, reply }) => {
    const rows = await service.list({ siteIds, status: query.status, q: query.q });
    const csv = toCsv(
      ['id', 'site_id', 'created_at', 'status', 'name', 'email', 'subject', 'locale', 'source_path', 'referrer_host', 'message'],
      rows.map((l) => [l.id, l.site_id, l.created_at, l.status, l.name, l.email, l.subject, l.locale, l.source_path, l.referrer_host, l.message]),
    );
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="leads.csv"')
      .send(`\uFEFF${csv}`);
  });

  registerRoute(app, ctx, adminRoutes.listSubscribers, { site: { scope: ({ query }) => query.site_id }, permission: 'leads.read' }, async ({ siteIds }) => ({
    subscribers: await service.subscribers(siteIds),
  }));

  registerRoute(app, ctx, adminRoutes.exportSubscribers, { site: { scope: ({ query }) => query.site_id }, permission: 'leads.read' }, async ({ siteIds, reply }) => {
    const rows = await service.subscribers(siteIds);
    const csv = toCsv(
      ['id', 'site_id', 'created_at', 'email', 'locale', 'source_path'],
      rows.map((s) => [s.id, s.site_id, s.created_at, s.email, s.locale, s.source_path]),
    );
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="newsletter.csv"')
      .send(`\uFEFF${csv}`);
  });
};
