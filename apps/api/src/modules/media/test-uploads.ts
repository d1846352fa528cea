/**
 * Test helpers for uploads (used by the media tests only): real multipart bodies, photo-like
 * images, and the upload call through the API route.
 */
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { bearer, call } from '../../../test/helpers';
import type { ErrorBody, MediaResponse } from '../../contract';

export interface Part {
  name: string;
  value: string | { bytes: Uint8Array; filename: string; type: string };
}

/** A real multipart body, encoded the way a browser's FormData is. */
export async function multipart(parts: Part[]) {
  const form = new FormData();
  for (const part of parts) {
    if (typeof part.value === 'string') form.append(part.name, part.value);
    else
      form.append(
        part.name,
        new Blob([new Uint8Array(part.value.bytes)], { type: part.value.type }),
        part.value.filename,
      );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

/** POST /api/admin/media with `file` and `site_id` (and any extra parts). */
export async function uploadTo(
  app: FastifyInstance,
  token: string,
  siteId: number,
  bytes: Uint8Array,
  options: { filename?: string; type?: string; extra?: Part[] } = {},
) {
  const { payload, contentType } = await multipart([
    { name: 'site_id', value: String(siteId) },
    {
      name: 'file',
      value: {
        bytes,
        filename: options.filename ?? 'photo.jpg',
        type: options.type ?? 'image/jpeg',
      },
    },
    ...(options.extra ?? []),
  ]);
  return call<MediaResponse & ErrorBody>(app, {
    method: 'POST',
    url: '/api/admin/media',
    headers: { ...bearer(token), 'content-type': contentType },
    payload,
  });
}

/** A photo-like image (a gradient, so the encoders have real work). */
export function picture(width: number, height: number, blue = 128) {
  const channels = 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * channels;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = blue;
    }
  }
  return sharp(pixels, { raw: { width, height, channels } });
}
