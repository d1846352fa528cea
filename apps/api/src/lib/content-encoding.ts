import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { CachedReply } from './public-cache';

export type Encoding = 'br' | 'gzip';

/** The bytes sent for one Accept-Encoding: the cached body itself, or its compressed copy. */
export interface Representation {
  body: Buffer;
  /** Each encoding is its own representation, so its own strong validator. */
  etag: string;
  encoding: Encoding | null;
}

/** Below this, compression saves less than a packet and costs a little CPU on both sides. */
const MIN_BYTES = 1024;
/**
 * Brotli 5: within a few percent of the best ratio at a fraction of its time (well under a
 * millisecond for a 50 KB page), paid once per cached entry, never per request.
 */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/** Compressed copies live exactly as long as the cached entry they were made from. */
const compressed = new WeakMap<CachedReply, Partial<Record<Encoding, Buffer>>>();

/** br when the client takes it, else gzip, else none; `;q=0` refuses a coding. */
export function preferredEncoding(header: string | string[] | undefined): Encoding | null {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return null;
  const accepted = new Set<string>();
  for (const item of value.split(',')) {
    const [name = '', ...params] = item.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (!refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, BROTLI_OPTIONS) : gzipSync(body);
}

/** What to send a client whose Accept-Encoding is `header`; each encoding is compressed once per entry. */
export function representationOf(
  cached: CachedReply,
  header: string | string[] | undefined,
): Representation {
  const encoding = cached.body.length >= MIN_BYTES ? preferredEncoding(header) : null;
  if (!encoding) return { body: cached.body, etag: cached.etag, encoding: null };
  let copies = compressed.get(cached);
  if (!copies) compressed.set(cached, (copies = {}));
  const body = (copies[encoding] ??= compress(cached.body, encoding));
  return { body, etag: `${cached.etag.slice(0, -1)}-${encoding}"`, encoding };
}
