import { adminRoutes as r } from '@sitenet/api-client/routes';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../lib/context';
import { registerRoute } from '../../lib/route';
import { previewPath } from '../pages/preview-page';
import { siteFactsOf, toPublicSite } from '../public/site-facts';
import { publicOrigin } from '../../lib/public-origin';
import type { PreviewLinks } from './preview-links';

/**
 * Preview links from the console. Whoever may read the post in the console may preview any of its
 * translations (posts.read: a translator reads every language of the post too) and revoke a link
 * of that site's posts; nothing public changes, so no cache is dropped.
 */
export const previewRoutes: FastifyPluginAsync<{ ctx: AppContext; previews: PreviewLinks }> = async (app, { ctx, previews }) => {
  registerRoute(
    app,
    ctx,
    r.createPreview,
    {
      site: { one: ({ params }) => ctx.posts.siteOf(params.id) },
      permission: 'posts.read',
      invalidates: false,
      activity: {
        action: 'preview.create',
        describe: ({ input, result }) => ({
          target: { type: 'translation', id: `${input.params.id}/${input.body.language}`, label: input.body.language },
          changes: { expires_at: { before: null, after: result.expires_at } },
        }),
      },
    },
    async ({ params, body, admin, siteIds: [siteId] }) => {
      const created = await previews.create(params.id, body.language, admin.user.id);
      const facts = await siteFactsOf(ctx, siteId!);
      // On the site's own domain, as its canonical URLs are built.
      const origin = facts ? toPublicSite(facts, ctx.env).canonical_origin : publicOrigin(ctx.env, 'localhost');
      return {
        id: created.id,
        url: `${origin}${previewPath(created.token)}`,
        language: body.language,
        expires_at: created.expiresAt.toISOString(),
      };
    },
  );

  registerRoute(
    app,
    ctx,
    r.revokePreview,
    {
      site: { one: ({ params }) => previews.siteOf(params.id) },
      permission: 'posts.read',
      invalidates: false,
      activity: 'preview.revoke',
    },
    async ({ params, activity }) => {
      const { postId, locale } = await previews.revoke(params.id);
      activity({ target: { type: 'translation', id: `${postId}/${locale}`, label: locale } });
      return { message: 'Preview link revoked' };
    },
  );
};
