import { adminRoutes as r } from '@sitenet/api-client/routes';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../lib/context';
import { HttpError } from '../../lib/errors';
import { registerRoute } from '../../lib/route';
import { postChanges, postTarget } from '../activity/describe';
import { listAdminPosts } from './admin-list';
import { runBulk } from './bulk';
import { importPostImages } from '../media/import-post-images';
import { guardPostOwner, guardPostSave } from './post-guard';

/** A post with 60 tips or a long HTML body in a dozen languages; the app's default is 16 KB. */
export const POST_BODY_LIMIT = 4 * 1024 * 1024;

/**
 * Thin handlers over PostService. The route table parses, the site rule checks access (the service
 * checks it again for its own callers), and every write invalidates the post's site.
 */
export const adminPostsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { posts } = ctx;
  const postSite = { one: ({ params }: { params: { id: number } }) => posts.siteOf(params.id) };
  const scoped = { site: { scope: ({ query }: { query: { site_id?: number } }) => query.site_id }, permission: 'posts.read' } as const;
  /** Trash, restore, duplicate: a writer's, and own posts only without posts.write_any. */
  const ownPost = { site: postSite, permission: ['posts.write_own', 'posts.write_any'] } as const;
  /** The log names the post the write returns. */
  const thePost = ({ result }: { result: { post: Parameters<typeof postTarget>[0] } }) => ({ target: postTarget(result.post) });
  const mustOwn = (admin: { user: { id: number } }, siteId: number, postId: number) =>
    guardPostOwner(ctx.db, ctx.access, admin.user.id, siteId, postId);

  /** Without site_id: every post of every site the admin manages. */
  // The serialized list is remembered per scope until the next write (ctx.adminPosts).
  registerRoute(app, ctx, r.listPosts, scoped, async ({ siteIds, reply }) => {
    const body = await ctx.adminPosts.get(siteIds.join(','), async () => JSON.stringify({ posts: await listAdminPosts(ctx.db, siteIds) }));
    return reply.code(200).type('application/json; charset=utf-8').send(body);
  });

  registerRoute(app, ctx, r.listTrash, scoped, async ({ siteIds }) => ({ posts: await posts.listTrash(siteIds) }));

  registerRoute(app, ctx, r.getPost, { site: postSite, permission: 'posts.read' }, async ({ params, admin }) => ({
    post: await posts.get(params.id, { actor: { adminUserId: admin.user.id } }),
  }));

  /** Third-party images in the post go into the library before it is saved (issue 16). */
  const withLibraryImages = <T extends Parameters<typeof importPostImages>[1]>(adminUserId: number, siteId: number, body: T) =>
    importPostImages(siteId, body, {
      media: ctx.media,
      mediaPublicUrl: ctx.env.MEDIA_PUBLIC_URL,
      allowLoopback: ctx.env.MEDIA_IMPORT_ALLOW_LOOPBACK,
      mayUpload: () =>
        ctx.access.requirePermission(adminUserId, 'media.upload', siteId).then(
          () => true,
          (error: unknown) => {
            if (error instanceof HttpError && error.statusCode === 403) return false;
            throw error;
          },
        ),
    });

  /** A write may set a schedule: the scheduler looks at the next due time again. */
  const written = <T>(post: T) => {
    ctx.scheduler.wake();
    return { post };
  };

  registerRoute(
    app,
    ctx,
    r.createPost,
    {
      site: { one: ({ body }) => body.site_id },
      permission: ['posts.write_own', 'posts.write_any'],
      bodyLimit: POST_BODY_LIMIT,
      activity: { action: 'post.create', describe: ({ result }) => ({ target: postTarget(result.post), changes: postChanges(null, result.post) }) },
    },
    async ({ body, admin, siteIds: [siteId] }) => {
      await guardPostSave(ctx.db, ctx.access, admin.user.id, siteId!, null, body);
      return written(await posts.create(await withLibraryImages(admin.user.id, siteId!, body), { actor: { adminUserId: admin.user.id } }));
    },
  );

  // A translator saves the post too, changing only their languages (post-guard.ts).
  registerRoute(
    app,
    ctx,
    r.updatePost,
    // Each translation's publish state before and after is in the entry (`es.status`).
    { site: postSite, permission: ['posts.write_own', 'posts.write_any', 'translations.write'], bodyLimit: POST_BODY_LIMIT, activity: 'post.update' },
    async ({ params, body, admin, siteIds: [siteId], activity }) => {
      const before = await posts.get(params.id, { actor: { adminUserId: admin.user.id } });
      await guardPostSave(ctx.db, ctx.access, admin.user.id, siteId!, before, body);
      const after = await posts.update(params.id, await withLibraryImages(admin.user.id, siteId!, body), { actor: { adminUserId: admin.user.id } });
      activity({ target: postTarget(after), changes: postChanges(before, after) });
      return written(after);
    },
  );

  registerRoute(app, ctx, r.deletePost, { ...ownPost, activity: { action: 'post.trash', describe: thePost } }, async ({ params, admin, siteIds: [siteId] }) => {
    await mustOwn(admin, siteId!, params.id);
    return written(await posts.trash(params.id, { actor: { adminUserId: admin.user.id } }));
  });

  // Restoring as published puts live translations back on the magazine: that needs posts.publish too.
  const restored = {
    action: 'post.restore',
    describe: ({ result, input }: { result: { post: Parameters<typeof postTarget>[0] }; input: { body: { as: string } } }) => ({
      target: postTarget(result.post),
      changes: { restored_as: { before: null, after: input.body.as } },
    }),
  } as const;
  registerRoute(app, ctx, r.restorePost, { ...ownPost, activity: restored }, async ({ params, body, admin, siteIds: [siteId] }) => {
    await mustOwn(admin, siteId!, params.id);
    if (body.as === 'published') {
      const { translations } = await posts.get(params.id, { actor: { adminUserId: admin.user.id } });
      if (Object.values(translations).some((t) => t.status !== 'draft')) {
        await ctx.access.requirePermission(admin.user.id, 'posts.publish', siteId!);
      }
    }
    return written(await posts.restore(params.id, body.as, { actor: { adminUserId: admin.user.id } }));
  });

  registerRoute(app, ctx, r.deletePostPermanently, { ...ownPost, activity: 'post.delete' }, async ({ params, admin, siteIds: [siteId], activity }) => {
    await mustOwn(admin, siteId!, params.id);
    const actor = { actor: { adminUserId: admin.user.id } };
    // The log keeps the title: afterwards there is no post left to name.
    activity({ target: postTarget(await posts.get(params.id, actor)) });
    return { deleted: await posts.deletePermanently(params.id, actor) };
  });

  // Everybody's trashed posts go: posts.write_any, on each site the caller may manage.
  const emptied = {
    action: 'post.empty_trash',
    describe: ({ result, siteIds }: { result: { deleted: number[] }; siteIds: number[] }) => ({
      siteId: siteIds.length === 1 ? siteIds[0]! : null,
      target: { type: 'post' as const, id: null, label: `${result.deleted.length} posts` },
      changes: { deleted: { before: null, after: result.deleted } },
    }),
  } as const;
  registerRoute(
    app,
    ctx,
    r.emptyTrash,
    { site: { scope: ({ query }) => query.site_id }, permission: 'posts.write_any', activity: emptied },
    async ({ siteIds }) => ({ deleted: await posts.emptyTrash(siteIds) }),
  );

  // Copying needs only write_own: the copy is the copier's own draft.
  const copied = {
    action: 'post.duplicate',
    describe: ({ result, input }: { result: { post: Parameters<typeof postTarget>[0] }; input: { params: { id: number } } }) => ({
      target: postTarget(result.post),
      changes: { copy_of: { before: null, after: input.params.id } },
    }),
  } as const;
  registerRoute(app, ctx, r.duplicatePost, { ...ownPost, activity: copied }, async ({ params, admin }) =>
    written(await posts.duplicate(params.id, { actor: { adminUserId: admin.user.id } })),
  );

  // One action on many posts: each post by the rules of a single save (bulk.ts), one transaction,
  // one invalidation (the route's, after the handler), one activity entry for the whole batch.
  const bulkDone = {
    action: 'post.bulk',
    describe: ({ result }: { result: { action: string; done: number[]; refused: Array<{ id: number; reason: string }> } }) => ({
      target: { type: 'post' as const, id: null, label: `${result.done.length} posts` },
      changes: {
        action: { before: null, after: result.action },
        done: { before: null, after: result.done },
        refused: { before: null, after: result.refused },
      },
    }),
  } as const;
  registerRoute(
    app,
    ctx,
    r.bulkPosts,
    // A writer's; publishing languages also needs posts.publish, judged per post (a refusal, not a 403).
    { site: { scope: ({ body }) => body.site_id }, permission: ['posts.write_own', 'posts.write_any'], activity: bulkDone },
    async ({ body, admin, siteIds }) => {
      const grants = await ctx.access.facts(admin.user.id);
      const { changed: _changed, ...result } = await runBulk(ctx.db, ctx.clock, grants, admin.user.id, siteIds, body, {
        readerTurns: ctx.readerTurns,
      });
      if (body.action === 'schedule') ctx.scheduler.wake();
      return result;
    },
  );
};
