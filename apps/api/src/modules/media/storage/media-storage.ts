import type { Readable } from 'node:stream';
import { HttpError } from '../../../lib/errors';

/** Uploaded images and their variants never change under a name (names are content hashes). */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Where the API serves stored media itself: `/media/<key>`. */
export const MEDIA_URL_PREFIX = '/media/';

/** A stored file, opened for sending. */
export interface StoredMedia {
  body: Readable;
  /** Bytes, for Content-Length. */
  size: number;
}

/**
 * Where uploaded images and their variants live, by key (`<hash>/<width>.<format>`). The local
 * folder and an S3-compatible bucket implement it; nothing else touches the files.
 */
export interface MediaStorage {
  /** Stores the bytes under the key, replacing any earlier ones; readers never see part of them. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file for serving, or null when there is none. */
  get(key: string): Promise<StoredMedia | null>;
  has(key: string): Promise<boolean>;
  /** Removes the file; a key that is not there is no error. */
  delete(key: string): Promise<void>;
  /** The URL browsers load the key from: MEDIA_PUBLIC_URL's, else the API's own /media/<key>. */
  publicUrl(key: string): string;
  close(): Promise<void>;
}

/** Path segments of letters, digits, `.`, `_`, `-`, none starting with a dot: no `..`, no hidden files. */
const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9_.-]*(?:\/[A-Za-z0-9][A-Za-z0-9_.-]*)*$/;

/** The key itself, or an error for one that could leave the store's folder or bucket prefix. */
export function checkedKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.length > 512)
    throw new Error(`Invalid media key: ${JSON.stringify(key)}`);
  return key;
}

/** `/media/<key>` (what the database keeps) -> `<key>`; null for any other URL. */
export function keyOfMediaUrl(url: string): string | null {
  if (!url.startsWith(MEDIA_URL_PREFIX)) return null;
  const key = url.slice(MEDIA_URL_PREFIX.length);
  return SAFE_KEY.test(key) ? key : null;
}

/** The public URL of a key under `base` (MEDIA_PUBLIC_URL, no trailing slash) or the API's /media. */
export function publicUrlOf(base: string | undefined, key: string): string {
  return base ? `${base}/${key}` : `${MEDIA_URL_PREFIX}${key}`;
}

/** What a reader or uploader is told while the object store cannot be reached. */
export const MEDIA_STORE_UNAVAILABLE =
  'Service temporarily unavailable: the image store cannot be reached';

/** The store answered with a failure (network, credentials, bucket): 503, the cause kept for the log. */
export class MediaStoreError extends HttpError {
  constructor(cause: unknown) {
    super(503, MEDIA_STORE_UNAVAILABLE);
    this.cause = cause;
  }
}
