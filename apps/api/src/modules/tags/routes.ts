import { adminRoutes } from '@sitenet/api-client/routes';
import type { FastifyPluginAsync } from 'fastify';
import type { AdminTag } from '../../contract';
import type { AppContext } from '../../lib/context';
import { registerRoute } from '../../lib/route';
import { TagsService } from './service';

const target = (tag: AdminTag) => ({
  type: 'tag' as const,
  id: String(tag.id),
  label: (tag.translations.en ?? Object.values(tag.translations)[0])?.name ?? null,
});

/**
 * A site's tags. Reading them, and creating one (the post editor's create-on-enter), is for
 * anyone who may write posts of the site; renaming, merging and deleting change every post
 * carrying the tag, so they need what editing every post needs (as categories do). Each write
 * drops the site's public caches (registerRoute). The public tag page is a public read
 * (public/reads.ts).
 */
export const tagsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = new TagsService(ctx.db);

  registerRoute(
    app,
    ctx,
    adminRoutes.listTags,
    { site: { single: ({ query }) => query.site_id }, permission: 'posts.read' },
    async ({ query, siteIds: [siteId] }) => ({ tags: await service.list(siteId!, query.q || undefined) }),
  );

  registerRoute(
    app,
    ctx,
    adminRoutes.createTag,
    {
      site: { scope: ({ body }) => body.site_id },
      permission: ['posts.write_own', 'posts.write_any'],
      activity: { action: 'tag.create', describe: ({ result }) => ({ target: target(result.tag) }) },
    },
    async ({ body, siteIds: [siteId] }) => ({ tag: await service.create(siteId!, body.translations) }),
  );

  registerRoute(
    app,
    ctx,
    adminRoutes.updateTag,
    {
      site: { one: ({ params }) => service.siteOf(params.id) },
      permission: 'posts.write_any',
      activity: { action: 'tag.update', describe: ({ result }) => ({ target: target(result.tag) }) },
    },
    async ({ params, body }) => ({ tag: await service.update(params.id, body.translations) }),
  );

  registerRoute(
    app,
    ctx,
    adminRoutes.deleteTag,
    {
      site: { one: ({ params }) => service.siteOf(params.id) },
      permission: 'posts.write_any',
      activity: {
        action: 'tag.delete',
        describe: ({ result }) => ({ target: { type: 'tag', id: String(result.id), label: null } }),
      },
    },
    async ({ params, activity }) => {
      activity({ target: target(await service.one(params.id)) });
      await service.remove(params.id);
      return { deleted: true as const, id: params.id };
    },
  );

  registerRoute(
    app,
    ctx,
    adminRoutes.mergeTag,
    {
      site: { one: ({ params }) => service.siteOf(params.id) },
      permission: 'posts.write_any',
      activity: {
        action: 'tag.merge',
        describe: ({ result }) => ({ target: target(result.tag) }),
      },
    },
    async ({ params, body, activity }) => {
      const merged = await service.one(params.id);
      const tag = await service.merge(params.id, body.into);
      activity({ target: target(tag), changes: { merged: { before: target(merged).label, after: target(tag).label } } });
      return { tag };
    },
  );
};
