import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkedKey, publicUrlOf, type MediaStorage, type StoredMedia } from './media-storage';

/** Media as files under one folder (MEDIA_DIR): `<dir>/<hash>/<width>.<format>`. One machine only. */
export class LocalMediaStorage implements MediaStorage {
  constructor(
    private readonly dir: string,
    private readonly publicBase?: string,
  ) {}

  private file(key: string): string {
    return path.join(this.dir, ...checkedKey(key).split('/'));
  }

  /** The content type is not kept: /media serves the type the file's extension names. */
  async put(key: string, bytes: Uint8Array, _contentType?: string): Promise<void> {
    const target = this.file(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Written beside the target, then renamed over it: a reader sees the old file or the whole new one.
    const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}`);
    try {
      await writeFile(temporary, bytes);
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredMedia | null> {
    const target = this.file(key);
    const info = await stat(target).catch(() => null);
    if (!info?.isFile()) return null;
    return { body: createReadStream(target), size: info.size };
  }

  async has(key: string): Promise<boolean> {
    const info = await stat(this.file(key)).catch(() => null);
    return info?.isFile() ?? false;
  }

  async delete(key: string): Promise<void> {
    const target = this.file(key);
    await rm(target, { force: true });
    // The image's folder goes with its last file (another file still there keeps it).
    const folder = path.dirname(target);
    if (folder !== this.dir) await rmdir(folder).catch(() => undefined);
  }

  publicUrl(key: string): string {
    return publicUrlOf(this.publicBase, checkedKey(key));
  }

  async close(): Promise<void> {}
}
