import multipart from '@fastify/multipart';
import { localePrefix } from '@sitenet/i18n';
import { adminRoutes, publicRoutes } from '@sitenet/api-client/routes';
import { SUBSCRIBER_IMPORT_MAX_ROWS } from '@sitenet/api-client/schemas/leads';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../lib/context';
import { toCsv } from '../../lib/csv';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { publicOrigin } from '../../lib/public-origin';
import { RateLimiter } from '../../lib/rate-limit';
import { registerRoute } from '../../lib/route';
import { looksAutomated } from '../leads/bot-checks';
import { siteFactsOf } from '../public/site-facts';
import { hostnameOf } from '../public/site-directory';
import { confirmationMessage } from './confirmation-mail';
import { newsletterPage, type PageKind } from './pages';
import { PeriodicJob } from '../../lib/periodic-job';
import { NewsletterService, type ConfirmationToSend } from './service';
import { checkImport } from './subscriber-import';
import { localeOfRequest } from './texts';
import { confirmLink } from './unsubscribe-headers';

/** The one reply of the newsletter box, whatever happened: it never tells whether an address was known. */
const SUBSCRIBED = 'Subscribed';
const IMPORT_BODY_LIMIT = 5 * 1024 * 1024;

/**
 * The newsletter's subscribers (issue 18): the magazine's box with double opt-in, the confirm and
 * unsubscribe links (pages in the reader's language, RFC 8058 one-click), the console's list,
 * export, import and delete, and the hourly purge of unconfirmed addresses.
 */
export const newsletterRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = new NewsletterService(ctx.db, ctx.clock);
  const formLimit = new RateLimiter(5, 10 * 60_000);
  /** Link look-ups per client address (a token cannot be guessed; still bounded). */
  const linkLimit = new RateLimiter(60, 15 * 60_000);

  // RFC 8058's one-click POST is form-encoded (SHOULD be multipart/form-data, MAY be urlencoded);
  // both parsers are registered in this plugin only.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: { files: 0, fields: 10, fieldSize: 1024 } });

  const purge = new PeriodicJob(
    ctx.clock,
    () => service.purgeUnconfirmed(),
    (error) => app.log.warn({ err: error }, 'newsletter purge of unconfirmed addresses failed'),
  );
  app.addHook('onReady', async () => purge.start());
  app.addHook('onClose', async () => purge.stop());

  /** The confirmation mail, after the reply: the reader does not wait for SMTP, and a failure is only logged. */
  const mailConfirmation = async (siteId: number, confirmation: ConfirmationToSend) => {
    const facts = await siteFactsOf(ctx, siteId);
    if (!facts) return;
    const link = confirmLink(publicOrigin(ctx.env, facts.domain), confirmation.token);
    await ctx.mailer.send(confirmationMessage({ to: confirmation.email, locale: confirmation.locale, siteName: facts.name, link }));
  };

  registerRoute(app, ctx, publicRoutes.subscribe, { invalidates: false }, async ({ body, request }) => {
    formLimit.take(`newsletter|${request.ip}`, 'Too many sign-ups from your connection. Please try again later.');
    if (looksAutomated(body)) return { message: SUBSCRIBED };
    const siteId = await ctx.sitesByHost.resolve(hostnameOf(request.host));
    if (siteId === null) throw badRequest('No site is configured for this host');
    const confirmation = await service.subscribe(siteId, body, ctx.mailer.delivers);
    if (confirmation) {
      void mailConfirmation(siteId, confirmation).catch((error: unknown) =>
        request.log.warn({ err: error, subscriber: confirmation.subscriberId }, 'newsletter confirmation mail not sent'),
      );
    }
    return { message: SUBSCRIBED };
  });

  /** A page for a link's reader: in the subscriber's language on their site, else the request's. */
  const page = async (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    kind: PageKind,
    subscriber: { siteId: number; locale: string } | null,
    formAction?: string,
  ) => {
    const siteId = subscriber?.siteId ?? (await ctx.sitesByHost.resolve(hostnameOf(request.host)));
    const facts = siteId === null ? null : await siteFactsOf(ctx, siteId);
    const locale = subscriber?.locale ?? localeOfRequest(request.headers.cookie, request.headers['accept-language']);
    const home = facts ? `${publicOrigin(ctx.env, facts.domain)}${localePrefix(locale) || '/'}` : '/';
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      // The page's URL holds the token: it must not travel in a Referer to the home page or anywhere.
      .header('referrer-policy', 'no-referrer')
      .header('x-robots-tag', 'noindex')
      .send(newsletterPage({ kind, locale, siteName: facts?.name ?? null, homeHref: home, formAction }));
  };

  registerRoute(app, ctx, publicRoutes.confirmSubscription, { private: true }, async ({ params, request, reply }) => {
    linkLimit.take(`ip:${request.ip}`);
    const result = await service.confirm(params.token);
    const status = result.kind === 'confirmed' ? 200 : result.subscriber ? 410 : 404;
    return page(request, reply, status, result.kind, result.subscriber);
  });

  registerRoute(app, ctx, publicRoutes.unsubscribePage, { private: true }, async ({ params, request, reply }) => {
    linkLimit.take(`ip:${request.ip}`);
    const subscriber = await service.ofUnsubscribeToken(params.token);
    if (!subscriber) return page(request, reply, 404, 'invalid', null);
    if (subscriber.status === 'unsubscribed') return page(request, reply, 200, 'unsubscribed', subscriber);
    // The button posts back to this very path (relative: no host or origin is taken from the request).
    return page(request, reply, 200, 'unsubscribe', subscriber, `./${encodeURIComponent(params.token)}`);
  });

  registerRoute(app, ctx, publicRoutes.unsubscribe, { private: true, invalidates: false }, async ({ params, body, request, reply }) => {
    linkLimit.take(`ip:${request.ip}`);
    const fromPage = body.from === 'page';
    if (!fromPage && body['List-Unsubscribe'] !== 'One-Click') {
      throw badRequest('Send List-Unsubscribe=One-Click (RFC 8058)', { 'List-Unsubscribe': ['Expected One-Click'] });
    }
    const subscriber = await service.unsubscribe(params.token);
    if (fromPage) return page(request, reply, subscriber ? 200 : 404, subscriber ? 'unsubscribed' : 'invalid', subscriber);
    if (!subscriber) throw notFound('This unsubscribe link is not valid');
    return { message: 'Unsubscribed' };
  });

  registerRoute(app, ctx, adminRoutes.listSubscribers, { site: { scope: ({ query }) => query.site_id }, permission: 'leads.read' }, async ({ query, siteIds }) => ({
    subscribers: await service.list(siteIds, query.status),
    confirmation_mail: ctx.mailer.delivers,
  }));

  registerRoute(app, ctx, adminRoutes.exportSubscribers, { site: { scope: ({ query }) => query.site_id }, permission: 'leads.read' }, async ({ query, siteIds, reply }) => {
    const rows = await service.list(siteIds, query.status);
    const csv = toCsv(
      ['id', 'site_id', 'created_at', 'email', 'locale', 'source_path', 'status', 'consent_at', 'imported', 'confirmed_at', 'unsubscribed_at'],
      rows.map((s) => [s.id, s.site_id, s.created_at, s.email, s.locale, s.source_path, s.status, s.consent_at, s.imported, s.confirmed_at, s.unsubscribed_at]),
    );
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="newsletter.csv"')
      .send(`\uFEFF${csv}`);
  });

  registerRoute(
    app,
    ctx,
    adminRoutes.importSubscribers,
    { site: { one: ({ body }) => body.site_id }, permission: 'leads.manage', invalidates: false, bodyLimit: IMPORT_BODY_LIMIT, activity: 'subscriber.import' },
    async ({ body, activity }) => {
      const facts = await siteFactsOf(ctx, body.site_id);
      if (!facts) throw notFound('Site not found');
      const checked = checkImport(body.csv, {
        siteLanguages: facts.languages,
        defaultLanguage: facts.defaultLanguage,
        now: ctx.clock.now(),
        maxRows: SUBSCRIBER_IMPORT_MAX_ROWS,
      });
      if ('errors' in checked) throw new HttpError(422, checked.message, { errors: checked.errors });
      const { imported, skipped } = await service.importRows(body.site_id, checked.rows);
      const message = `${imported} imported, ${skipped} already subscribed (left as they are)`;
      activity({ target: { type: 'subscriber', id: null, label: message } });
      return { message, imported, skipped };
    },
  );

  registerRoute(
    app,
    ctx,
    adminRoutes.deleteSubscriber,
    { site: { one: ({ params }) => service.siteOf(params.id) }, permission: 'leads.manage', invalidates: false, activity: 'subscriber.delete' },
    async ({ params, activity }) => {
      await service.remove(params.id);
      // Deleted on the person's request: the log keeps no trace of the address.
      activity({ target: { type: 'subscriber', id: params.id, label: null } });
      return { message: 'Subscriber deleted' };
    },
  );
};
