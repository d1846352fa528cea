import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import { ProviderError, type Provider } from './providers/provider';
import { rememberGlossaryId, type StoredMtSettings } from './store';

type Call = <T>(run: (signal: AbortSignal) => Promise<T>) => Promise<T>;

/**
 * The provider's glossary for a pair's do-not-translate terms (DeepL), created once per provider
 * account, pair and content and its id kept in the settings row. A provider that refuses the pair
 * (DeepL has glossaries for some pairs only) gets none: the terms are protected in the text anyway.
 */
export async function glossaryFor(
  db: Db,
  settings: StoredMtSettings,
  provider: Provider,
  from: string,
  to: string,
  terms: string[],
  call: Call,
): Promise<string | null> {
  if (!provider.createGlossary || terms.length === 0) return null;
  const content = createHash('sha256').update(JSON.stringify([...terms].sort())).digest('hex').slice(0, 16);
  const account = createHash('sha256').update(`${settings.endpoint}|${settings.apiKey}`).digest('hex').slice(0, 12);
  const cacheKey = `${settings.provider}|${account}|${from}>${to}|${content}`;
  const known = settings.glossaryIds[cacheKey];
  if (known) return known;
  try {
    const id = await call((signal) => provider.createGlossary!(from, to, terms, signal));
    if (id) await rememberGlossaryId(db, cacheKey, id);
    return id;
  } catch (error) {
    if (error instanceof ProviderError) return null;
    throw error;
  }
}
