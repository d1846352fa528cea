import multipart from '@fastify/multipart';
import { roleOnSite } from '@sitenet/api-client/permissions';
import { adminRoutes as r, publicRoutes } from '@sitenet/api-client/routes';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../lib/context';
import { badRequest, forbidden } from '../../lib/errors';
import { sendCached } from '../../lib/http-cache';
import { registerRoute } from '../../lib/route';
import { dictionaryReply } from './dictionary';
import { exportFile, parseFile } from './formats';
import { allStrings, checkStrings, firstProblem, listStrings, pretranslateStrings, requireStringsLanguage, saveStrings } from './service';

const IMPORT_BODY_LIMIT = 3 * 1024 * 1024;
const languageTarget = (code: string) => ({ type: 'language' as const, id: null, label: code });

/**
 * The magazine's interface strings per site (apps/api/README.md, "Interface strings"): whoever may
 * see a site's languages reads them; those who manage languages, and translators in their own
 * languages, write them. Every write drops the site's public caches (its pages and dictionaries).
 */
export const stringsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  // An import's file arrives as multipart `file` (this plugin only), or as JSON `{ file }`.
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: { files: 1, fields: 1, fileSize: 2_000_000 } });

  /** A translator writes only the languages of their membership on the site. */
  async function requireWritable(userId: number, siteId: number, code: string) {
    const facts = await ctx.access.facts(userId);
    if (roleOnSite(facts, siteId) !== 'translator') return;
    if (!(facts.memberships.get(siteId)?.languages ?? []).includes(code)) throw forbidden(`You do not translate into ${code} on this site`);
  }

  registerRoute(app, ctx, r.listStrings, { site: { scope: ({ query }) => query.site_id }, permission: 'posts.read' }, async ({ params, query, siteIds: [siteId] }) => {
    await requireStringsLanguage(ctx.db, siteId!, params.code);
    return listStrings(ctx.db, siteId!, params.code, query);
  });

  registerRoute(
    app,
    ctx,
    r.saveStrings,
    {
      site: { scope: ({ body }) => body.site_id },
      permission: ['languages.manage', 'translations.write'],
      bodyLimit: IMPORT_BODY_LIMIT,
      activity: { action: 'strings.update', describe: ({ input, result }) => ({ target: languageTarget(input.params.code), changes: { strings: { before: null, after: result.message } } }) },
    },
    async ({ params, body, admin, siteIds: [siteId], activity }) => {
      await requireStringsLanguage(ctx.db, siteId!, params.code);
      await requireWritable(admin.user.id, siteId!, params.code);
      const changed = await saveStrings(ctx, siteId!, params.code, body.strings, { userId: admin.user.id });
      if (changed === 0) activity({ wroteNothing: true });
      const list = await listStrings(ctx.db, siteId!, params.code);
      return { message: changed === 0 ? 'Nothing changed' : `${changed} string${changed === 1 ? '' : 's'} saved`, ...list };
    },
  );

  registerRoute(
    app,
    ctx,
    r.pretranslateStrings,
    {
      site: { scope: ({ body }) => body.site_id },
      permission: ['languages.manage', 'translations.write'],
      activity: { action: 'strings.update', describe: ({ input, result }) => ({ target: languageTarget(input.params.code), changes: { strings: { before: null, after: result.message } } }) },
    },
    async ({ params, body, admin, siteIds: [siteId], activity }) => {
      await requireStringsLanguage(ctx.db, siteId!, params.code);
      await requireWritable(admin.user.id, siteId!, params.code);
      const { fromMemory, byMachine } = await pretranslateStrings(ctx, siteId!, params.code, { useMachine: body.use_machine ?? false, userId: admin.user.id });
      if (fromMemory + byMachine === 0) activity({ wroteNothing: true });
      const list = await listStrings(ctx.db, siteId!, params.code);
      const message =
        fromMemory + byMachine === 0
          ? 'No missing string could be filled'
          : `${fromMemory} string${fromMemory === 1 ? '' : 's'} filled from memory${body.use_machine ? `, ${byMachine} by machine translation (review them)` : ''}`;
      return { message, from_memory: fromMemory, by_machine: byMachine, ...list };
    },
  );

  registerRoute(app, ctx, r.exportStrings, { site: { scope: ({ query }) => query.site_id }, permission: 'posts.read' }, async ({ params, query, siteIds: [siteId], reply }) => {
    await requireStringsLanguage(ctx.db, siteId!, params.code);
    const file = await exportFile(await allStrings(ctx.db, siteId!, params.code), params.code, query.format);
    const name = `interface-strings-${params.code}.${query.format === 'json' ? 'json' : 'xlf'}`;
    return reply
      .code(200)
      .type(query.format === 'json' ? 'application/json; charset=utf-8' : 'application/xliff+xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(file);
  });

  registerRoute(
    app,
    ctx,
    r.importStrings,
    {
      site: { scope: ({ query }) => query.site_id },
      permission: ['languages.manage', 'translations.write'],
      bodyLimit: IMPORT_BODY_LIMIT,
      activity: { action: 'strings.import', describe: ({ input, result }) => ({ target: languageTarget(input.params.code), changes: { strings: { before: null, after: result.message } } }) },
    },
    async ({ params, query, body, admin, siteIds: [siteId], activity }) => {
      await requireStringsLanguage(ctx.db, siteId!, params.code);
      await requireWritable(admin.user.id, siteId!, params.code);
      const parsed = await parseFile(body.file, params.code, query.format);
      const errors = 'errors' in parsed ? parsed.errors : checkStrings(params.code, parsed.rows);
      if (Object.keys(errors).length > 0) {
        const count = Object.keys(errors).length;
        throw badRequest(`${firstProblem(errors)}: nothing was imported${count > 1 ? ` (${count} keys have problems)` : ''}`, errors);
      }
      // A file's texts are a translator's or agency's work: stored as reviewed.
      const imported = 'rows' in parsed ? await saveStrings(ctx, siteId!, params.code, parsed.rows, { state: 'reviewed', userId: admin.user.id }) : 0;
      if (imported === 0) activity({ wroteNothing: true });
      const list = await listStrings(ctx.db, siteId!, params.code);
      return { message: imported === 0 ? 'Nothing changed: the file matches the stored strings' : `${imported} string${imported === 1 ? '' : 's'} imported`, imported, ...list };
    },
  );

  /** The magazine's translation file, site by Host like the other public reads; cached until a write. */
  registerRoute(app, ctx, publicRoutes.interfaceStrings, {}, async ({ params, request, reply }) =>
    sendCached(request, reply, await dictionaryReply(ctx, request.host, params.code)),
  );
};
