import { expectTexts, postJson, type Provider } from './provider';

/** The base language of a site code, as DeepL writes source and glossary languages (`pt-BR` -> `PT`). */
const base = (code: string) => code.split('-')[0]!.toUpperCase();

/**
 * DeepL target codes: English and Portuguese need their variant (plain EN and PT are deprecated),
 * Chinese its script; other languages are their base code.
 */
export function deeplTarget(code: string): string {
  const [lang, region] = code.split('-') as [string, string | undefined];
  const upper = lang.toUpperCase();
  if (upper === 'EN') return region?.toUpperCase() === 'US' ? 'EN-US' : 'EN-GB';
  if (upper === 'PT') return region?.toUpperCase() === 'BR' ? 'PT-BR' : 'PT-PT';
  if (upper === 'ZH') return region && /^(tw|hk|mo|hant)$/i.test(region) ? 'ZH-HANT' : 'ZH-HANS';
  return upper;
}

/** DeepL API v2 (https://developers.deepl.com): /v2/translate, glossaries through /v2/glossaries. */
export function deeplProvider(endpoint: string, key: string): Provider {
  const headers = { authorization: `DeepL-Auth-Key ${key}` };
  return {
    async translate({ texts, from, to, html, glossaryId }, signal) {
      const body = {
        text: texts,
        source_lang: base(from),
        target_lang: deeplTarget(to),
        ...(html ? { tag_handling: 'html' } : {}),
        ...(glossaryId ? { glossary_id: glossaryId } : {}),
      };
      const reply = (await postJson(`${endpoint}/v2/translate`, body, headers, signal)) as { translations?: { text?: unknown }[] };
      return expectTexts(
        reply.translations?.map((entry) => entry.text),
        texts.length,
      );
    },
    async createGlossary(from, to, terms, signal) {
      // A do-not-translate term is an entry that maps the term to itself. Tabs and newlines would
      // break the TSV; no term holds them (the settings refuse neither, so they are dropped here).
      const entries = terms.filter((term) => !/[\t\r\n]/.test(term)).map((term) => `${term}\t${term}`);
      if (entries.length === 0) return null;
      const body = {
        name: `TipsHub do-not-translate ${from}>${to}`,
        source_lang: base(from).toLowerCase(),
        target_lang: base(to).toLowerCase(),
        entries: entries.join('\n'),
        entries_format: 'tsv',
      };
      const reply = (await postJson(`${endpoint}/v2/glossaries`, body, headers, signal)) as { glossary_id?: unknown };
      return typeof reply.glossary_id === 'string' ? reply.glossary_id : null;
    },
  };
}
