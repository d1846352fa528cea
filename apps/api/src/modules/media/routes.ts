import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { idSchema, MEDIA_MAX_BYTES, MEDIA_TYPES, type MediaResponse } from '../../contract';
import { adminOf, type AppContext } from '../../lib/context';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { detectImageType } from './detect-type';
import { MEDIA_CONTENT_TYPES, type MediaFormat } from './variants';

export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const TOO_LARGE = `The image is larger than ${MEDIA_MAX_BYTES / 1024 / 1024} MB`;
const UNSUPPORTED = 'Only JPEG, PNG, WebP and AVIF images can be uploaded';

/** The multipart plugin's own limits, in words a user can act on. */
const MULTIPART_ERRORS: Record<string, [number, string]> = {
  FST_REQ_FILE_TOO_LARGE: [413, TOO_LARGE],
  FST_FILES_LIMIT: [400, 'Send one file'],
  FST_FIELDS_LIMIT: [400, 'Send only the fields file and site_id'],
  FST_PARTS_LIMIT: [400, 'Send only the fields file and site_id'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'Send the image as multipart/form-data'],
  FST_MP_PREMATURE_CLOSE: [400, 'The upload was interrupted'],
};

function multipartError(error: unknown): never {
  const known = MULTIPART_ERRORS[(error as { code?: string }).code ?? ''];
  if (known) throw new HttpError(known[0], known[1]);
  throw error;
}

/** POST /api/admin/media: multipart `file` (JPEG, PNG, WebP or AVIF, at most 10 MB) and `site_id`. */
export const adminMediaRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Registered here only: every other route keeps refusing multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 100 },
  });

  app.post('/api/admin/media', async (request, reply): Promise<MediaResponse> => {
    const admin = adminOf(request);
    reply.header('cache-control', 'no-store');
    if (!request.isMultipart()) throw new HttpError(415, 'Send the image as multipart/form-data');

    let siteId: number | null = null;
    let bytes: Buffer | null = null;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file')
            throw badRequest('Invalid request body', { [part.fieldname]: ['Unknown field'] });
          bytes = await part.toBuffer();
        } else if (part.fieldname === 'site_id') {
          const parsed = idSchema.safeParse(part.value);
          if (!parsed.success)
            throw badRequest('Invalid request body', { site_id: ['Choose a site'] });
          siteId = parsed.data;
          // Checked as soon as it arrives: a site the admin does not manage costs no upload.
          await ctx.access.requireSite(admin.user.id, siteId);
        } else {
          throw badRequest('Invalid request body', { [part.fieldname]: ['Unknown field'] });
        }
      }
    } catch (error) {
      multipartError(error);
    }
    if (siteId === null) throw badRequest('Invalid request body', { site_id: ['Choose a site'] });
    if (!bytes || bytes.length === 0)
      throw badRequest('Invalid request body', { file: ['Choose an image to upload'] });

    const type = detectImageType(bytes);
    if (!type || !MEDIA_TYPES.includes(type)) throw new HttpError(415, UNSUPPORTED);
    const media = await ctx.media.upload(siteId, bytes, type);
    reply.code(201);
    return { media };
  });
};

const FILE_NAME = /^(\d{1,5})\.(avif|webp)$/;
const HASH = /^[a-f0-9]{32}$/;

/** GET /media/<hash>/<width>.<avif|webp>: uploaded images, cached for a year (the names never change content). */
export const mediaFileRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const root = ctx.env.MEDIA_DIR;

  app.get<{ Params: { hash: string; file: string } }>(
    '/media/:hash/:file',
    async (request, reply) => {
      const { hash, file } = request.params;
      const match = FILE_NAME.exec(file);
      if (!HASH.test(hash) || !match) throw notFound();
      const target = path.join(root, hash, file);
      const info = await stat(target).catch(() => null);
      if (!info?.isFile()) throw notFound();
      return reply
        .header('cache-control', MEDIA_CACHE_CONTROL)
        .header('content-length', info.size)
        .type(MEDIA_CONTENT_TYPES[match[2] as MediaFormat])
        .send(createReadStream(target));
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
