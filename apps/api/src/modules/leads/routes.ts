import { adminRoutes, publicRoutes } from '@sitenet/api-client/routes';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../../lib/context';
import { toCsv } from '../../lib/csv';
import { badRequest } from '../../lib/errors';
import { RateLimiter } from '../../lib/rate-limit';
import { registerRoute } from '../../lib/route';
import { referrerHost } from '../analytics/classify';
import { hostnameOf } from '../public/site-directory';
import { looksAutomated } from './bot-checks';
import { LeadsService } from './service';

const ACCEPTED = 'Thank you! Your message has been sent.';

/** The contact form's leads. (The newsletter box and its subscribers: modules/newsletter.) */
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
};
