import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { ClientManifest, type PageAssets } from './client-manifest';

/** The interface of apps/magazine/src/entry-server.tsx (its build, dist-server/entry-server.js). */
export interface RenderInput {
  url: string;
  origin: string;
  hostname: string;
  cookieLocale?: string;
  fetch: typeof fetch;
  site: { active: boolean; maintenanceMode: boolean };
  assets: (chunks: string[]) => PageAssets;
}

export interface RenderResult {
  status: number;
  html: string;
  redirect?: { location: string; status: number };
}

interface ServerEntry {
  render: (input: RenderInput) => Promise<RenderResult>;
  localeFromCookie: (header: string | undefined) => string | undefined;
}

export interface MagazineRenderer {
  render: (input: Omit<RenderInput, 'assets'>) => Promise<RenderResult>;
  localeFromCookie: ServerEntry['localeFromCookie'];
}

/**
 * Loads the magazine's server bundle and the client build's manifest. Null when either is missing
 * (no build yet): the API then serves the magazine as a browser-rendered page.
 */
export async function loadMagazineRenderer(
  entryFile: string,
  manifestFile: string,
): Promise<MagazineRenderer | null> {
  if (!existsSync(entryFile) || !existsSync(manifestFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const manifest = await ClientManifest.load(manifestFile);
  return {
    render: (input) => entry.render({ ...input, assets: (chunks) => manifest.assets(chunks) }),
    localeFromCookie: entry.localeFromCookie,
  };
}
