import { readFile } from 'node:fs/promises';
import type { PageAssets } from '@sitenet/magazine/server-contract';

/** One entry of Vite's build manifest (`.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/**
 * Which built files a server-rendered magazine page needs: the client entry (entry-client.tsx)
 * with everything it imports statically, plus the lazy page modules the page renders
 * (app/routes/<chunk>.tsx), so their styles are in the first HTML and their code loads at once.
 * A page module's own dynamic imports (the magazine's deferred parts, lib/deferred.tsx, which the
 * server renders in place and the browser loads at the reader's first interaction) bring their
 * styles, not their code: their markup is in the HTML before their code is.
 */
export class ClientManifest {
  private readonly byKey: Map<string, ManifestChunk>;
  private readonly entryKey: string;
  private readonly memo = new Map<string, PageAssets>();

  private constructor(manifest: Record<string, ManifestChunk>) {
    this.byKey = new Map(Object.entries(manifest));
    const entry = [...this.byKey].find(
      ([key, chunk]) => chunk.isEntry && key.endsWith('src/entry-client.tsx'),
    );
    if (!entry)
      throw new Error('The client build has no entry for the magazine (src/entry-client.tsx)');
    this.entryKey = entry[0];
  }

  static async load(file: string): Promise<ClientManifest> {
    return new ClientManifest(
      JSON.parse(await readFile(file, 'utf8')) as Record<string, ManifestChunk>,
    );
  }

  assets(chunks: string[]): PageAssets {
    const memoKey = chunks.join(',');
    const known = this.memo.get(memoKey);
    if (known) return known;
    const styles = new Set<string>();
    const scripts = new Set<string>();
    const visit = (key: string) => {
      const chunk = this.byKey.get(key);
      if (!chunk || scripts.has(`/${chunk.file}`)) return;
      scripts.add(`/${chunk.file}`);
      for (const css of chunk.css ?? []) styles.add(`/${css}`);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    const stylesOnly = (key: string, seen = new Set<string>()) => {
      const chunk = this.byKey.get(key);
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      for (const css of chunk.css ?? []) styles.add(`/${css}`);
      for (const imported of chunk.imports ?? []) stylesOnly(imported, seen);
    };
    visit(this.entryKey);
    const entryFile = `/${this.byKey.get(this.entryKey)!.file}`;
    for (const name of chunks) {
      const key = [...this.byKey.keys()].find((candidate) =>
        candidate.endsWith(`src/app/routes/${name}.tsx`),
      );
      if (!key) continue;
      visit(key);
      for (const deferred of this.byKey.get(key)!.dynamicImports ?? []) stylesOnly(deferred);
    }
    const assets: PageAssets = {
      styles: [...styles],
      scripts: [entryFile],
      modulePreloads: [...scripts].filter((file) => file !== entryFile),
    };
    this.memo.set(memoKey, assets);
    return assets;
  }
}
