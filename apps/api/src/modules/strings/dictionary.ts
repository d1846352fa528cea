import { FALLBACK_COUNT_HEADER } from '../../contract';
import type { AppContext } from '../../lib/context';
import { keepCompressed } from '../../lib/content-encoding';
import { notFound } from '../../lib/errors';
import { cacheKey, makeRawReply, type RawContent, type RawReply } from '../../lib/public-cache';
import { hostnameOf } from '../public/site-directory';
import { generatedDictionary } from './service';
import { SHIPPED } from './shipped';

/**
 * A browser asks again before each use (a 304 while unchanged), so its texts match the
 * server-rendered HTML it hydrates right after a change; a CDN keeps a minute. No
 * stale-while-revalidate, unlike the pages: the page fetches this file while it runs, and a
 * browser's background revalidation of it would be a request the page never sees end.
 */
const DICTIONARY_CACHE_CONTROL = 'public, no-cache, s-maxage=60, stale-if-error=86400';

const json = (dictionary: unknown, fallbacks: number): RawContent => ({
  body: JSON.stringify(dictionary),
  status: 200,
  contentType: 'application/json; charset=utf-8',
  headers: { [FALLBACK_COUNT_HEADER]: String(fallbacks), 'cache-control': DICTIONARY_CACHE_CONTROL },
});

/** Without a site (an admin host, a bare address) the shipped files, made (and compressed) once. */
const shippedReplies = new Map(
  Object.entries(SHIPPED).map(([code, file]) => {
    const reply = makeRawReply(json(file, 0));
    keepCompressed(reply);
    return [code, reply];
  }),
);

/**
 * The translation file of one language for a host: its site's generated dictionary from the
 * public reply cache (dropped by every write to the site), or the shipped file when the host is
 * no site. 404 for a language neither has. Read by GET /translations/{code}.json and by the
 * magazine's server renderer (pages/page-handler.ts).
 */
export async function dictionaryReply(ctx: AppContext, host: string | undefined, code: string): Promise<RawReply> {
  const site = await ctx.sitesByHost.describe(hostnameOf(host));
  if (!site) {
    const shipped = shippedReplies.get(code);
    if (!shipped) throw notFound(`No translation file for ${code}`);
    return shipped;
  }
  return ctx.cache.getRaw(cacheKey(site.id, code, 'strings'), async () => {
    const generated = await generatedDictionary(ctx.db, site.id, code);
    if (!generated) throw notFound(`No translation file for ${code}`);
    return json(generated.dictionary, generated.fallbacks);
  });
}
