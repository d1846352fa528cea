import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { text } from 'node:stream/consumers';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalMediaStorage } from './local-storage';
import { keyOfMediaUrl } from './media-storage';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sitenet-local-media-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('LocalMediaStorage', () => {
  it('puts, serves, replaces and deletes files under MEDIA_DIR, leaving no temporary files', async () => {
    const storage = new LocalMediaStorage(dir);
    const key = 'a1b2/320.webp';
    await storage.put(key, Buffer.from('first'), 'image/webp');
    await storage.put(key, Buffer.from('second'), 'image/webp');
    expect(await storage.has(key)).toBe(true);
    const stored = (await storage.get(key))!;
    expect(stored.size).toBe(6);
    expect(await text(stored.body)).toBe('second');
    expect(await readdir(path.join(dir, 'a1b2'))).toEqual(['320.webp']);

    await storage.delete(key);
    expect(await storage.has(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    expect(await readdir(dir)).toEqual([]);
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('refuses keys that could leave its folder', async () => {
    const storage = new LocalMediaStorage(dir);
    for (const key of [
      '../x.webp',
      'a/../../x.webp',
      '/etc/passwd',
      'a//b',
      '.hidden/x',
      'a\\b',
      '',
    ])
      await expect(storage.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow(
        /Invalid media key/,
      );
  });

  it('gives the API’s own URL, or MEDIA_PUBLIC_URL’s', () => {
    expect(new LocalMediaStorage(dir).publicUrl('abc/320.avif')).toBe('/media/abc/320.avif');
    expect(new LocalMediaStorage(dir, 'https://cdn.example.com/m').publicUrl('abc/320.avif')).toBe(
      'https://cdn.example.com/m/abc/320.avif',
    );
    expect(keyOfMediaUrl('/media/abc/320.avif')).toBe('abc/320.avif');
    expect(keyOfMediaUrl('/media/../x')).toBeNull();
    expect(keyOfMediaUrl('https://elsewhere.example/media/abc/320.avif')).toBeNull();
  });
});
