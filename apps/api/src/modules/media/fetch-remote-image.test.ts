import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startImageHost, type ImageHost } from '../../../test/image-host';
import { fetchRemoteImage, readDataImage } from './fetch-remote-image';
import { isFetchableAddress } from './remote-address';
import { picture } from './test-uploads';

let host: ImageHost;
let png: Buffer;

beforeAll(async () => {
  png = await picture(40, 30).png().toBuffer();
  host = await startImageHost({
    '/photo.png': { type: 'text/plain', body: png },
    '/hang.png': { hang: true },
    '/to-metadata': { status: 302, location: 'http://169.254.169.254/latest/meta-data/' },
    '/to-photo': { status: 301, location: '/photo.png' },
  });
});
afterAll(() => host.close());

const loopback = { allowLoopback: true };

describe('isFetchableAddress', () => {
  it('refuses this machine, private networks, link-local and reserved ranges', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.9', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fe80::1', 'fd00::1', '::ffff:10.0.0.1', '::ffff:127.0.0.1']) {
      expect(isFetchableAddress(address, false), address).toBe(false);
    }
    expect(isFetchableAddress('93.184.215.14', false)).toBe(true);
    expect(isFetchableAddress('2606:4700::6810:85e5', false)).toBe(true);
  });

  it('lets the test-only override open loopback, and nothing else', () => {
    expect(isFetchableAddress('127.0.0.1', true)).toBe(true);
    expect(isFetchableAddress('::1', true)).toBe(true);
    expect(isFetchableAddress('10.0.0.1', true)).toBe(false);
    expect(isFetchableAddress('169.254.169.254', true)).toBe(false);
  });
});

describe('fetchRemoteImage', () => {
  it('downloads an image and reads its type from the bytes, not the Content-Type', async () => {
    const image = await fetchRemoteImage(`${host.origin}/photo.png`, loopback);
    expect(image.type).toBe('image/png');
    expect(image.bytes.equals(png)).toBe(true);
  });

  it('follows a redirect, and checks its target like the link itself', async () => {
    expect((await fetchRemoteImage(`${host.origin}/to-photo`, loopback)).type).toBe('image/png');
    await expect(fetchRemoteImage(`${host.origin}/to-metadata`, loopback)).rejects.toThrow(/private or local network/);
  });

  it('refuses loopback without the override, by address and by a name that resolves to it', async () => {
    const port = new URL(host.origin).port;
    const before = host.hits.get('/photo.png') ?? 0;
    for (const link of [`${host.origin}/photo.png`, `http://localhost:${port}/photo.png`, `http://[::1]:${port}/photo.png`]) {
      await expect(fetchRemoteImage(link, { allowLoopback: false }), link).rejects.toThrow(/private or local network/);
    }
    // Refused before any request reached the host.
    expect(host.hits.get('/photo.png') ?? 0).toBe(before);
  });

  it('gives up on a host that does not answer in time', async () => {
    await expect(fetchRemoteImage(`${host.origin}/hang.png`, { ...loopback, timeoutMs: 300 })).rejects.toThrow(
      'the host did not send the image within 0.3 seconds',
    );
  });

  it('refuses other schemes and links with credentials', async () => {
    await expect(fetchRemoteImage('file:///etc/passwd', loopback)).rejects.toThrow(/only http and https/);
    await expect(fetchRemoteImage(`http://user:secret@127.0.0.1:1/x.png`, loopback)).rejects.toThrow(/user name or password/);
  });
});

describe('readDataImage', () => {
  it('decodes a pasted image and refuses anything but an image', () => {
    expect(readDataImage(`data:image/png;base64,${png.toString('base64')}`).type).toBe('image/png');
    expect(() => readDataImage('data:image/png;base64,PHN2Zz4=')).toThrow(/not a JPEG, PNG, WebP or AVIF/);
  });
});
