import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { adminRoutes } from '@sitenet/api-client/routes';
import type { AppContext } from '../../lib/context';
import { registerRoute } from '../../lib/route';
import { notFound } from '../../lib/errors';
import { receiveUpload, UPLOAD_LIMITS } from './receive-upload';
import { MEDIA_CACHE_CONTROL } from './storage/media-storage';
import { MEDIA_CONTENT_TYPES, type MediaFormat } from './variants';

export { MEDIA_CACHE_CONTROL };

/** POST /api/admin/media: multipart `file` (JPEG, PNG, WebP or AVIF, at most 10 MB) and `site_id`. */
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
