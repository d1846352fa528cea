/**
 * PLACEHOLDER until packages/i18n's `slugify(title, lang)` (branch `publishing`) is merged: then
 * this file is deleted and the editor imports that one. Latin scripts lose their accents, Arabic
 * and Chinese (and any other script) keep their letters; everything else becomes single hyphens.
 */
export function slugify(title: string, _lang: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{Script=Latin}\p{M}+/gu, (match) => match.replace(/\p{M}+/gu, ''))
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200)
    .replace(/-+$/, '');
}
