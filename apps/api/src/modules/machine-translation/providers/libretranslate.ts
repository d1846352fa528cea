import { expectTexts, postJson, type Provider } from './provider';

/**
 * LibreTranslate's codes are the base language (`pt-BR` -> `pt`), but for traditional Chinese,
 * which it calls `zt`.
 */
export function libreCode(code: string): string {
  const [lang, region] = code.toLowerCase().split('-') as [string, string | undefined];
  if (lang === 'zh' && region && /^(tw|hk|mo|hant)$/.test(region)) return 'zt';
  return lang;
}

/** LibreTranslate (https://docs.libretranslate.com): POST /translate with `q` as a list. */
export function libreTranslateProvider(endpoint: string, key: string | null): Provider {
  return {
    async translate({ texts, from, to, html }, signal) {
      const body = {
        q: texts,
        source: libreCode(from),
        target: libreCode(to),
        format: html ? 'html' : 'text',
        // A self-hosted server may need no key at all.
        ...(key ? { api_key: key } : {}),
      };
      const reply = (await postJson(`${endpoint}/translate`, body, {}, signal)) as { translatedText?: unknown };
      return expectTexts(reply.translatedText, texts.length);
    },
  };
}
