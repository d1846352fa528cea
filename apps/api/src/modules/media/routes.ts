import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { adminRoutes } from '@sitenet/api-client/routes';
import type { AppContext } from '../../lib/context';
import { registerRoute } from '../../lib/route';
import { notFound } from '../../lib/errors';
import { MediaLibrary } from './library';
import { receiveReplacement, receiveUpload, UPLOAD_LIMITS } from './receive-upload';
import { MEDIA_CACHE_CONTROL } from './storage/media-storage';
import { MEDIA_CONTENT_TYPES, type MediaFormat } from './variants';

export { MEDIA_CACHE_CONTROL };

/**
 * POST /api/admin/media: multipart `file` (JPEG, PNG, WebP or AVIF, at most 10 MB) and `site_id`;
 * GET /api/admin/media (the library), PUT/DELETE /api/admin/media/{id}, POST /api/admin/media/{id}/replace.
 */
export const adminMediaRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Registered here only: every other route keeps refusing multipart bodies.
  await app.register(multipart, { limits: UPLOAD_LIMITS });

  registerRoute(
    app,
    ctx,
    adminRoutes.uploadMedia,
    {
      site: { checkedWhileReading: 'site_id is a multipart field: receiveUpload checks it (and media.upload there) before reading the file' },
      permission: 'media.upload',
      // An upload changes nothing public until a post names it.
      invalidates: false,
      activity: {
        action: 'media.upload',
        describe: ({ result }) => ({
          siteId: result.media.site_id,
          target: { type: 'media', id: result.media.id, label: result.media.url },
          changes: { size: { before: null, after: `${result.media.width}×${result.media.height}` } },
        }),
      },
      bodyLimit: UPLOAD_LIMITS.fileSize + 64 * 1024,
    },
    async ({ request, admin }) => {
      const { siteId, bytes, type } = await receiveUpload(request, ctx.access, admin.user.id);
      return { media: await ctx.media.upload(siteId, bytes, type) };
    },
  );

  const library = new MediaLibrary(ctx.db, ctx.media);

  // Whoever reads the site's posts may browse its images (the editor's picker; translators see alt texts).
  registerRoute(
    app,
    ctx,
    adminRoutes.listMedia,
    { site: { one: ({ query }) => query.site_id }, permission: 'posts.read' },
    async ({ query }) => library.list(query.site_id, query.q || undefined, query.page),
  );

  registerRoute(
    app,
    ctx,
    adminRoutes.updateMedia,
    {
      site: { one: ({ params }) => library.siteOf(params.id) },
      permission: 'media.upload',
      // The public reads fall back to the library's alt text: cached pages must show the new one.
      activity: {
        action: 'media.update',
        describe: ({ result }) => ({ target: { type: 'media', id: result.media.id, label: result.media.url } }),
      },
    },
    async ({ params, body }) => ({ media: await library.update(params.id, body) }),
  );

  registerRoute(
    app,
    ctx,
    adminRoutes.replaceMedia,
    {
      site: { one: ({ params }) => library.siteOf(params.id) },
      // Every post showing the image changes: an editor's call, like deleting one. The route's
      // invalidation drops the site's cached pages, so readers get the new image at the next read.
      permission: 'media.manage',
      activity: {
        action: 'media.replace',
        describe: ({ result }) => ({
          target: { type: 'media', id: result.media.id, label: result.media.url },
          changes: { size: { before: null, after: `${result.media.width}×${result.media.height}` } },
        }),
      },
      bodyLimit: UPLOAD_LIMITS.fileSize + 64 * 1024,
    },
    async ({ params, request }) => {
      const { bytes, type } = await receiveReplacement(request);
      return { media: await library.replace(params.id, bytes, type) };
    },
  );

  registerRoute(
    app,
    ctx,
    adminRoutes.deleteMedia,
    {
      site: { one: ({ params }) => library.siteOf(params.id) },
      permission: 'media.manage',
      // Only an unused image is deleted: nothing public shows it.
      invalidates: false,
      activity: 'media.delete',
    },
    async ({ params, activity }) => {
      const row = await library.delete(params.id);
      activity({ target: { type: 'media', id: row.id, label: `${row.width}×${row.height}` } });
      return { message: 'Image deleted' };
    },
  );
};

const FILE_NAME = /^(\d{1,5})\.(avif|webp)$/;
const HASH = /^[a-f0-9]{32}$/;

/**
 * GET /media/<hash>/<width>.<avif|webp>: uploaded images from the store (the local folder or the
 * bucket), cached for a year (the names never change content). Served also with MEDIA_PUBLIC_URL,
 * for links handed out before it was set.
 */
export const mediaFileRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const storage = ctx.mediaStorage;

  app.get<{ Params: { hash: string; file: string } }>(
    '/media/:hash/:file',
    async (request, reply) => {
      const { hash, file } = request.params;
      const match = FILE_NAME.exec(file);
      if (!HASH.test(hash) || !match) throw notFound();
      const stored = await storage.get(`${hash}/${file}`);
      if (!stored) throw notFound();
      return reply
        .header('cache-control', MEDIA_CACHE_CONTROL)
        .header('content-length', stored.size)
        .type(MEDIA_CONTENT_TYPES[match[2] as MediaFormat])
        .send(stored.body);
    },
  );

  // Anything else under /media (folders, other names, traversal attempts) is not found: no listing,
  // and never the web app's index page.
  app.get('/media', async () => {
    throw notFound();
  });
  app.get('/media/*', async () => {
    throw notFound();
  });
};
