import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalMediaStorage } from '../../modules/media/storage/local-storage';
import { DEMO_MEDIA_DIR, installDemoMedia } from './demo-media';

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

describe('demo images', () => {
  it('are put into an empty media store once, then found there', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'sitenet-demo-media-'));
    folders.push(folder);
    const storage = new LocalMediaStorage(folder);
    const hashes = (await readdir(DEMO_MEDIA_DIR)).filter((name) => /^[a-f0-9]{32}$/.test(name));
    expect(hashes.length).toBeGreaterThanOrEqual(42);

    const installed = await installDemoMedia(storage);
    expect(installed).toBe(hashes.length * 8); // 4 widths x (AVIF, WebP) of a 1280 px illustration
    expect(await storage.has(`${hashes[0]}/640.webp`)).toBe(true);
    expect(await installDemoMedia(storage)).toBe(0);
  });
});
