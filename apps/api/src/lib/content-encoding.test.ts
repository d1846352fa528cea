import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { keepCompressed, preferredEncoding, representationOf } from './content-encoding';
import { makeReply } from './public-cache';

describe('preferredEncoding', () => {
  it('prefers br, then gzip, and honours q=0 refusals', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(preferredEncoding('GZIP')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBeNull();
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

describe('representationOf', () => {
  const large = makeReply({ text: 'A tip worth reading. '.repeat(200) });

  it('sends a reply nothing keeps a fast copy with its own validator, made once', () => {
    const br = representationOf(large, 'br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).equals(large.body)).toBe(true);
    expect(br.body.length).toBeLessThan(large.body.length / 4);
    expect(br.etag).not.toBe(large.etag);
    expect(representationOf(large, 'br').body).toBe(br.body);

    const gzip = representationOf(large, 'gzip');
    expect(gunzipSync(gzip.body).equals(large.body)).toBe(true);
    expect(gzip.etag).not.toBe(br.etag);
  });

  it('sends a kept entry its fast copy first, then the smaller best copy made after that reply', async () => {
    const entry = makeReply({ text: Array.from({ length: 400 }, (_, i) => `Tip ${i}: water the basil at dawn.`).join(' ') });
    keepCompressed(entry);
    const first = representationOf(entry, 'br');
    await new Promise((resolve) => setImmediate(resolve));
    const later = representationOf(entry, 'br');
    expect(brotliDecompressSync(first.body).equals(entry.body)).toBe(true);
    expect(brotliDecompressSync(later.body).equals(entry.body)).toBe(true);
    expect(later.body.length).toBeLessThan(first.body.length);
    // Other bytes, another strong validator; the best copy keeps the one it always had.
    expect(first.etag).toBe(`${entry.etag.slice(0, -1)}-br-fast"`);
    expect(later.etag).toBe(`${entry.etag.slice(0, -1)}-br"`);
    expect(representationOf(entry, 'br').body).toBe(later.body);
    // A client holding the fast copy holds the same content: still current.
    expect(later.current).toContain(first.etag);
  });

  it('sends small bodies and clients without an accepted coding the bytes as they are', () => {
    const small = makeReply({ ok: true });
    expect(representationOf(small, 'br')).toEqual({
      body: small.body,
      etag: small.etag,
      current: [small.etag],
      encoding: null,
    });
    expect(representationOf(large, undefined).body).toBe(large.body);
  });
});
