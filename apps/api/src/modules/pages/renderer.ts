import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { RenderInput, RenderResult, ServerEntry } from '@sitenet/magazine/server-contract';
import { readerImageSources, securityHeaders } from '../../lib/security-headers';
import { ClientManifest } from './client-manifest';

/** The magazine's server entry with the page assets filled in from the client build's manifest. */
export interface MagazineRenderer {
  render: (input: Omit<RenderInput, 'assets'>) => Promise<RenderResult>;
  localeFromCookie: ServerEntry['localeFromCookie'];
  /** The pages' Content-Security-Policy: the API's for readers, plus the hashes of the page's inline scripts. */
  contentSecurityPolicy: string;
}

/**
 * Loads the magazine's server bundle and the client build's manifest. Null when either is missing
 * (no build yet): the API then serves the magazine as a browser-rendered page.
 */
export async function loadMagazineRenderer(
  entryFile: string,
  manifestFile: string,
  /** MEDIA_PUBLIC_URL: the pages' images may come from its origin. */
  mediaPublicUrl: string | undefined,
): Promise<MagazineRenderer | null> {
  if (!existsSync(entryFile) || !existsSync(manifestFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const manifest = await ClientManifest.load(manifestFile);
  return {
    render: (input) => entry.render({ ...input, assets: (chunks) => manifest.assets(chunks) }),
    localeFromCookie: entry.localeFromCookie,
    contentSecurityPolicy: securityHeaders(readerImageSources(mediaPublicUrl), entry.inlineScriptSources)[
      'content-security-policy'
    ]!,
  };
}
