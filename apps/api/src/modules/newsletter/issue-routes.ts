import { adminRoutes } from '@sitenet/api-client/routes';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../lib/context';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { publicOrigin } from '../../lib/public-origin';
import { registerRoute } from '../../lib/route';
import { siteFactsOf } from '../public/site-facts';
import { DeliveryWorker } from './delivery-worker';
import { issueContent } from './issue-content';
import { issueMessage } from './issue-mail';
import { NewsletterIssueService, toIssue } from './issues-service';
import { NewsletterService } from './service';
import { issueWebPage } from './issue-web-page';
import { hostnameOf } from '../public/site-directory';
import { localePrefix } from '@sitenet/i18n';
import { currentNetworkSettings } from '../settings/service';

const target = (issue: { id: number; subject: string }) => ({
  target: { type: 'newsletter' as const, id: issue.id, label: issue.subject },
});

/**
 * Newsletter issues (issue 18): compose per site and language, a test copy to oneself, send now or
 * at a time, and the delivery worker that mails each confirmed subscriber exactly once.
 */
export const newsletterIssueRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const issues = new NewsletterIssueService(ctx.db, ctx.clock);
  const subscribers = new NewsletterService(ctx.db, ctx.clock);
  const siteOf = async (siteId: number) => {
    const facts = await siteFactsOf(ctx, siteId);
    return facts
      ? {
          name: facts.name,
          domain: facts.domain,
          origin: publicOrigin(ctx.env, facts.domain),
          languages: facts.languages,
        }
      : null;
  };
  const worker = new DeliveryWorker({
    db: ctx.db,
    clock: ctx.clock,
    mailer: ctx.mailer,
    issues,
    subscribers,
    site: siteOf,
    // The network settings' rate (/settings), else the deployment's.
    ratePerSecond: async () =>
      (await currentNetworkSettings(ctx.db)).newsletter_rate_per_second ??
      ctx.env.NEWSLETTER_RATE_PER_SECOND,
    batchSize: ctx.env.NEWSLETTER_BATCH_SIZE,
    leaseMs: ctx.env.NEWSLETTER_CLAIM_LEASE_SECONDS * 1000,
    onError: (error) => app.log.error({ err: error }, 'newsletter delivery pass failed'),
  });
  // Without a mail server nothing can be delivered: issues wait (sending is refused, see below).
  if (ctx.mailer.delivers) {
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  }

  /** An issue's language must be one of its site's languages. */
  const checkLocale = async (siteId: number, locale: string) => {
    const site = await siteOf(siteId);
    if (!site) throw notFound('Site not found');
    if (!site.languages.includes(locale))
      throw badRequest('This language is not enabled on the site', {
        locale: ['Choose one of the site’s languages'],
      });
  };
  const needsMail = () => {
    // 422, not 503: nothing is down; this deployment is set up without mail.
    if (!ctx.mailer.delivers)
      throw new HttpError(
        422,
        'No mail server is configured (SMTP_URL): newsletters cannot be sent',
      );
  };
  const byId = { one: ({ params }: { params: { id: number } }) => issues.siteOf(params.id) };

  registerRoute(
    app,
    ctx,
    adminRoutes.listNewsletterIssues,
    { site: { scope: ({ query }) => query.site_id }, permission: 'leads.read' },
    async ({ siteIds }) => ({
      issues: await issues.list(siteIds),
    }),
  );

  registerRoute(
    app,
    ctx,
    adminRoutes.createNewsletterIssue,
    {
      site: { one: ({ body }) => body.site_id },
      permission: 'leads.manage',
      invalidates: false,
      activity: { action: 'newsletter.create', describe: ({ result }) => target(result.issue) },
    },
    async ({ body, reply }) => {
      await checkLocale(body.site_id, body.locale);
      reply.code(201);
      return { issue: toIssue(await issues.create(body)) };
    },
  );

  registerRoute(
    app,
    ctx,
    adminRoutes.getNewsletterIssue,
    { site: byId, permission: 'leads.read' },
    async ({ params }) => ({
      issue: toIssue(await issues.get(params.id)),
    }),
  );

  registerRoute(
    app,
    ctx,
    adminRoutes.updateNewsletterIssue,
    {
      site: byId,
      permission: 'leads.manage',
      invalidates: false,
      activity: { action: 'newsletter.update', describe: ({ result }) => target(result.issue) },
    },
    async ({ params, body, siteIds }) => {
      await checkLocale(siteIds[0]!, body.locale);
      return { issue: toIssue(await issues.update(params.id, body)) };
    },
  );

  registerRoute(
    app,
    ctx,
    adminRoutes.deleteNewsletterIssue,
    { site: byId, permission: 'leads.manage', invalidates: false, activity: 'newsletter.delete' },
    async ({ params, activity }) => {
      const issue = await issues.get(params.id);
      await issues.remove(params.id);
      activity(target(issue));
      return { message: 'Newsletter issue deleted' };
    },
  );

  registerRoute(
    app,
    ctx,
    adminRoutes.testNewsletterIssue,
    {
      site: byId,
      permission: 'leads.manage',
      invalidates: false,
      activity: { none: 'a test copy to oneself changes nothing' },
    },
    async ({ params, admin }) => {
      needsMail();
      const issue = await issues.get(params.id);
      const site = await siteOf(issue.siteId);
      if (!site) throw notFound('Site not found');
      const content = await issueContent(ctx.db, issue, site);
      await ctx.mailer
        .send(issueMessage(content, { email: admin.user.email, test: true }))
        .catch((error: unknown) => {
          throw new HttpError(
            502,
            `The mail server refused the test copy: ${error instanceof Error ? error.message : String(error)}`,
          );
        });
      return { message: 'Test copy sent', to: admin.user.email };
    },
  );

  registerRoute(
    app,
    ctx,
    adminRoutes.sendNewsletterIssue,
    {
      site: byId,
      permission: 'leads.manage',
      invalidates: false,
      activity: { action: 'newsletter.send', describe: ({ result }) => target(result.issue) },
    },
    async ({ params, body }) => {
      needsMail();
      const { issue, recipients } = await issues.send(
        params.id,
        body.at ? new Date(body.at) : null,
      );
      worker.wake();
      return { issue: toIssue(issue), recipients };
    },
  );

  // The web version of a sent issue on its site's host: a page, not an API call (like the feeds and
  // sitemaps), so it is not in the route table. Anything else falls through to the magazine's 404.
  app.get<{ Params: { slug: string } }>('/newsletter/:slug', async (request, reply) => {
    const siteId = await ctx.sitesByHost.resolve(hostnameOf(request.host));
    const issue =
      siteId === null || request.params.slug.length > 200
        ? null
        : await issues.published(siteId, request.params.slug);
    const site = issue ? await siteOf(issue.siteId) : null;
    if (!issue || !site) return reply.callNotFound();
    const content = await issueContent(ctx.db, issue, site);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(issueWebPage(content, `${site.origin}${localePrefix(issue.locale) || '/'}`));
  });

  registerRoute(
    app,
    ctx,
    adminRoutes.newsletterDeliveries,
    { site: byId, permission: 'leads.read' },
    async ({ params }) => {
      const counts = await issues.deliveryCounts(params.id);
      return { counts, total: Object.values(counts).reduce((sum, n) => sum + n, 0) };
    },
  );
};
