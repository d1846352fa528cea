import { createHash } from 'node:crypto';
import sharp, { type Metadata, type Sharp } from 'sharp';
import type { MediaVariant } from '../../contract';
import { HttpError } from '../../lib/errors';
import type { MediaType } from './detect-type';
import {
  keyOfMediaUrl,
  MEDIA_URL_PREFIX,
  MediaStoreError,
  type MediaStorage,
} from './storage/media-storage';

/** The widths the magazine picks from (srcset); an image narrower than the largest keeps its own width. */
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1920] as const;

export const MEDIA_FORMATS = ['avif', 'webp'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];
/** 50 megapixels: more is a decompression bomb for a featured image, not a photo. */
export const MAX_PIXELS = 50_000_000;

export const MEDIA_CONTENT_TYPES: Record<MediaFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
};
/** What sharp calls each accepted type. */
const SHARP_FORMAT: Record<MediaType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'heif',
};

/** The folder name of an upload: the same bytes always land in the same folder. */
export function contentHash(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 32);
}

export const variantFile = (width: number, format: MediaFormat) => `${width}.${format}`;
/** Where the variant is stored: `<hash>/<width>.<format>`. */
export const variantKey = (hash: string, width: number, format: MediaFormat) =>
  `${hash}/${variantFile(width, format)}`;
/** The URL the database keeps for it (and the API serves it at). */
export const variantUrl = (hash: string, width: number, format: MediaFormat) =>
  `${MEDIA_URL_PREFIX}${variantKey(hash, width, format)}`;

/** The widths to render for an image `width` pixels wide: never wider than the original. */
const WIDEST = MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]!;

export function targetWidths(width: number): number[] {
  const widths: number[] = MEDIA_WIDTHS.filter((candidate) => candidate < Math.min(width, WIDEST));
  widths.push(Math.min(width, WIDEST));
  return widths;
}

const unreadable = () =>
  new HttpError(415, 'The file could not be read as an image (damaged or incomplete)');

export interface RenderedImage {
  width: number;
  height: number;
  variants: MediaVariant[];
}

/**
 * Reads the image's header: the type its bytes claim must be what sharp finds, and it must not be
 * a decompression bomb. 413/415 before anything is written, so a caller can check several images
 * before storing any of them.
 */
export async function inspectImage(
  bytes: Uint8Array,
  type: MediaType,
): Promise<{ source: Sharp; width: number; height: number }> {
  const source = sharp(bytes, { limitInputPixels: MAX_PIXELS });
  let metadata: Metadata;
  try {
    metadata = await source.metadata();
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) throw tooManyPixels();
    throw unreadable();
  }
  if (metadata.format !== SHARP_FORMAT[type]) throw unreadable();
  if (metadata.format === 'heif' && metadata.compression !== 'av1') throw unreadable();
  const upright = metadata.autoOrient ?? { width: metadata.width, height: metadata.height };
  if (!upright.width || !upright.height) throw unreadable();
  if (upright.width * upright.height > MAX_PIXELS) throw tooManyPixels();
  return { source, width: upright.width, height: upright.height };
}

/**
 * Renders the upright image at every target width as AVIF and WebP into the store under <hash>/.
 * Nobody links a set before its media row is written, after the last file. An image that fails
 * to encode takes its files with it. When the store fails, what was written stays: the names are
 * content hashes, so another host rendering the same upload meanwhile wrote the same bytes and may
 * already link them, and the next upload completes the set. Metadata (EXIF, GPS ...) is not
 * copied: sharp writes none unless asked.
 */
export async function renderVariants(
  bytes: Uint8Array,
  type: MediaType,
  storage: MediaStorage,
  hash: string,
): Promise<RenderedImage> {
  const { source, width: uprightWidth } = await inspectImage(bytes, type);
  const written: string[] = [];
  try {
    const variants: MediaVariant[] = [];
    for (const width of targetWidths(uprightWidth)) {
      for (const format of MEDIA_FORMATS) {
        const pipeline = source.clone().rotate().resize({ width, withoutEnlargement: true });
        const encoded =
          format === 'avif'
            ? pipeline.avif({ quality: 55, effort: 2 })
            : pipeline.webp({ quality: 80 });
        const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
        const key = variantKey(hash, width, format);
        await storage.put(key, data, MEDIA_CONTENT_TYPES[format]);
        written.push(key);
        variants.push({
          format,
          width: info.width,
          height: info.height,
          url: variantUrl(hash, width, format),
        });
      }
    }
    const largest = variants[variants.length - 1]!;
    return { width: largest.width, height: largest.height, variants };
  } catch (error) {
    if (!(error instanceof MediaStoreError))
      await Promise.all(written.map((key) => storage.delete(key).catch(() => undefined)));
    if (error instanceof HttpError) throw error;
    if (/pixel limit/i.test((error as Error).message)) throw tooManyPixels();
    if (/(Input|VipsJpeg|corrupt|premature|bad seek|read error)/i.test((error as Error).message))
      throw unreadable();
    throw error;
  }
}

function tooManyPixels() {
  return new HttpError(
    413,
    `The image has too many pixels (at most ${MAX_PIXELS / 1_000_000} megapixels)`,
  );
}

/** True when every variant of the set is in the store (a set may have been left half-written). */
export async function variantsStored(
  storage: MediaStorage,
  variants: MediaVariant[],
): Promise<boolean> {
  const checks = await Promise.all(
    variants.map((variant) => {
      const key = keyOfMediaUrl(variant.url);
      return key ? storage.has(key) : false;
    }),
  );
  return checks.every(Boolean);
}
