import { createHmac, timingSafeEqual } from 'node:crypto';
import multipart from '@fastify/multipart';
import { adminRoutes, publicRoutes } from '@sitenet/api-client/routes';
import type { FastifyPluginAsync } from 'fastify';
import { AMOUNT_PATTERN, CONVERSION_IMPORT_MAX_ROWS, CURRENCY_PATTERN, postbackCanonical } from '../../contract';
import type { AppContext } from '../../lib/context';
import { badRequest, HttpError, notFound, unauthorized } from '../../lib/errors';
import { RateLimiter } from '../../lib/rate-limit';
import { registerRoute } from '../../lib/route';
import { requireOfferSite } from '../offers/offer-access';
import { OfferService } from '../offers/service';
import { currentNetworkSettings } from '../settings/service';
import { earningsFor } from './earnings';
import { sumInReportingCurrency } from './reporting-currency';
import { checkReport, readReport } from './report-import';
import { ConversionService } from './service';

const IMPORT_BODY_LIMIT = 5 * 1024 * 1024;
const SIGNATURE = /^[0-9a-f]{64}$/i;

/**
 * Earnings (issue 18): the partners' signed postbacks, the import of their reports, the list of
 * conversions, and each offer's postback secret. Who may act on an offer's conversions is who
 * manages the offer (offer-access.ts): its site's `offers.manage`, `partners.manage` for every-site
 * offers. No write here changes a public page, so none drops the public caches.
 */
export const conversionRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = new ConversionService(ctx.db, ctx.clock, () => ctx.offerClicks.flush());
  const offerService = new OfferService(ctx.db, ctx.clock);
  const offerSiteOf = (offerId: number) => offerService.siteOf(offerId);
  // A partner's server may report sales in bursts; a client that keeps failing (bad signatures,
  // unknown clicks) is slowed down much sooner.
  const postbackLimit = new RateLimiter(300, 60_000);
  const failureLimit = new RateLimiter(30, 10 * 60_000);

  // The report arrives as a multipart file (this plugin only).
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: { files: 1, fields: 2, fileSize: 4_000_000 } });

  registerRoute(app, ctx, publicRoutes.postback, { private: true }, async ({ query, request }) => {
    postbackLimit.take(request.ip);
    // Past its failures a client gets 429 instead of the reason.
    const refuse = (error: HttpError) => {
      failureLimit.take(request.ip);
      return error;
    };
    if (!query.sig) throw refuse(unauthorized('Unsigned postback: add sig (hex HMAC-SHA256 of click_id=…&amount=…&currency=… with the offer’s secret)'));
    if (!query.click_id) throw badRequest('Invalid postback', { click_id: ['Required'] });
    const click = (await service.clicks([query.click_id])).get(query.click_id);
    if (!click) throw refuse(notFound('Unknown click_id'));
    const amount = query.amount ?? '';
    const currency = query.currency ?? '';
    const expected = createHmac('sha256', click.secret).update(postbackCanonical({ click_id: query.click_id, amount, currency })).digest();
    const given = SIGNATURE.test(query.sig) ? Buffer.from(query.sig, 'hex') : null;
    if (!given || !timingSafeEqual(given, expected)) throw refuse(unauthorized('Bad signature'));
    // Signed: from here on the partner learns exactly what is wrong.
    const errors: Record<string, string[]> = {};
    if (!AMOUNT_PATTERN.test(amount)) errors.amount = ['A positive decimal like 49.90 (a lead: 0)'];
    if (!CURRENCY_PATTERN.test(currency)) errors.currency = ['A three-letter code like EUR'];
    if (Object.keys(errors).length > 0) throw badRequest('Invalid postback', errors);
    if (click.converted) throw new HttpError(409, 'This click already has a conversion');
    const earned = earningsFor(click.commission, amount, currency);
    if (!earned) throw badRequest('Invalid postback', { amount: ['Too large'] });
    const convertedAt = ctx.clock.now();
    await service.record([{ click, amount, currency, earnings: earned.earnings, earningsCurrency: earned.currency, source: 'postback', convertedAt }]);
    return { message: 'Conversion recorded', click_id: click.clickId, converted_at: convertedAt.toISOString() };
  });

  registerRoute(
    app,
    ctx,
    adminRoutes.listConversions,
    { site: { scope: ({ query }) => query.site_id }, permission: 'offers.manage' },
    async ({ query, siteIds }) => {
      const list = await service.list(siteIds, query);
      const settings = await currentNetworkSettings(ctx.db);
      const reporting = sumInReportingCurrency(list.totals.map((total) => ({ amount: total.earnings, currency: total.currency })), settings);
      return { ...list, reporting: { currency: reporting.currency, earnings: reporting.amount, unconverted: reporting.unconverted } };
    },
  );

  registerRoute(
    app,
    ctx,
    adminRoutes.importConversions,
    {
      site: 'none',
      permission: ['offers.manage', 'partners.manage'],
      invalidates: false,
      bodyLimit: IMPORT_BODY_LIMIT,
      activity: { action: 'conversion.import' },
    },
    async ({ query, body, admin, activity }) => {
      const report = readReport(body.file, CONVERSION_IMPORT_MAX_ROWS);
      if ('error' in report) throw new HttpError(422, report.error, { errors: { file: [report.error] } });
      // Only offers this person manages can be named: another site's offer reads as unknown.
      const siteIds = await ctx.access.sitesWith(admin.user.id, 'offers.manage');
      const everySite = await ctx.access.requireAnywhere(admin.user.id, 'partners.manage').then(
        () => true,
        () => false,
      );
      const offers = await service.offersOn(siteIds, everySite);
      const clicks = await service.clicks([...new Set(report.rows.map((row) => row.clickId).filter(Boolean))]);
      const checked = checkReport(report.rows, { offers, clicks, now: ctx.clock.now() });
      const failed = checked.filter((row) => row.preview.errors.length > 0);
      const rows = checked.map((row) => row.preview);
      if (query.dry_run) {
        activity({ wroteNothing: true });
        const message = failed.length > 0 ? `${failed.length} of ${rows.length} rows have errors: fix them before importing` : `${rows.length} rows ready to import`;
        return { message, dry_run: true, imported: 0, error_rows: failed.length, rows };
      }
      if (failed.length > 0) {
        const errors = Object.fromEntries(failed.slice(0, 100).map((row) => [`row ${row.preview.row}`, row.preview.errors]));
        throw new HttpError(422, `${failed.length} row${failed.length === 1 ? ' has' : 's have'} errors: nothing was imported`, { errors });
      }
      await service.record(checked.map((row) => row.conversion!));
      const message = `${rows.length} conversion${rows.length === 1 ? '' : 's'} imported`;
      const siteIdsTouched = new Set(checked.map((row) => row.conversion!.click.siteId));
      activity({
        siteId: siteIdsTouched.size === 1 ? [...siteIdsTouched][0]! : null,
        target: { type: 'offer', id: null, label: message },
      });
      return { message, dry_run: false, imported: rows.length, error_rows: 0, rows };
    },
  );

  registerRoute(app, ctx, adminRoutes.getPostbackSecret, { site: 'none', permission: ['offers.manage', 'partners.manage'] }, async ({ params, admin }) => {
    await requireOfferSite(ctx, admin, await offerSiteOf(params.id));
    return service.secret(params.id);
  });

  registerRoute(
    app,
    ctx,
    adminRoutes.rotatePostbackSecret,
    { site: 'none', permission: ['offers.manage', 'partners.manage'], invalidates: false, activity: 'offer.rotate_secret' },
    async ({ params, admin, activity }) => {
      const siteId = await offerSiteOf(params.id);
      await requireOfferSite(ctx, admin, siteId);
      const result = await service.rotateSecret(params.id);
      // The secret itself never goes to the log.
      activity({ siteId, target: { type: 'offer', id: params.id, label: null } });
      return result;
    },
  );
};
