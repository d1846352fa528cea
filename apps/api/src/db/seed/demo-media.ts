import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { MediaVariant } from '../../contract';
import { DEMO_CONTENT_DIR } from '../../env';
import { MEDIA_CONTENT_TYPES, type MediaFormat } from '../../modules/media/variants';
import { mediaHashOf } from '../../modules/media/service';
import type { MediaStorage } from '../../modules/media/storage/media-storage';
import type { Db } from '../client';
import { media } from '../schema';

/**
 * The demo articles' featured images: rendered once by `pnpm --filter @sitenet/api demo:images`
 * (scripts/demo-images) into this folder as the media store lays them out (`<hash>/<width>.<format>`),
 * with manifest.json holding what the media rows record.
 */
export const DEMO_MEDIA_DIR = path.join(DEMO_CONTENT_DIR, 'media');
export const DEMO_MEDIA_MANIFEST = path.join(DEMO_MEDIA_DIR, 'manifest.json');

/** hash -> the media row's facts. */
export type DemoMediaManifest = Record<string, { source_type: string; width: number; height: number; variants: MediaVariant[] }>;

async function readManifest(dir: string): Promise<DemoMediaManifest> {
  const text = await readFile(path.join(dir, 'manifest.json'), 'utf8').catch(() => null);
  return text ? (JSON.parse(text) as DemoMediaManifest) : {};
}

/**
 * One media row per site for each demo image its articles use, so the public reads find the
 * variants (srcset, width, height) as for an upload. Images missing from the manifest stay plain URLs.
 */
export async function insertDemoMediaRows(db: Db, siteId: number, imageUrls: Array<string | null>, contentDir: string): Promise<void> {
  const manifest = await readManifest(path.join(contentDir, 'media'));
  const hashes = [...new Set(imageUrls.flatMap((url) => (url ? [mediaHashOf(url)] : [])))];
  const rows = hashes.flatMap((hash) => {
    const facts = hash ? manifest[hash] : undefined;
    return hash && facts ? [{ siteId, hash, sourceType: facts.source_type, width: facts.width, height: facts.height, variants: facts.variants }] : [];
  });
  if (rows.length > 0) await db.insert(media).values(rows).onConflictDoNothing();
}

/**
 * Puts the demo images into the media store (the local folder or the S3 bucket) where they are
 * missing, so a demo network shows its pictures wherever its media lives. Cheap when they are there.
 */
export async function installDemoMedia(storage: MediaStorage, dir: string = DEMO_MEDIA_DIR): Promise<number> {
  let installed = 0;
  for (const hash of Object.keys(await readManifest(dir))) {
    for (const file of await readdir(path.join(dir, hash))) {
      const key = `${hash}/${file}`;
      if (await storage.has(key)) continue;
      const format = path.extname(file).slice(1) as MediaFormat;
      await storage.put(key, await readFile(path.join(dir, hash, file)), MEDIA_CONTENT_TYPES[format]);
      installed += 1;
    }
  }
  return installed;
}
