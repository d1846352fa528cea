import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { preferredEncoding, representationOf } from './content-encoding';
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

  it('sends a compressed copy with its own validator, made once per cached entry', () => {
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

  it('sends small bodies and clients without an accepted coding the bytes as they are', () => {
    const small = makeReply({ ok: true });
    expect(representationOf(small, 'br')).toEqual({
      body: small.body,
      etag: small.etag,
      encoding: null,
    });
    expect(representationOf(large, undefined).body).toBe(large.body);
  });
});
