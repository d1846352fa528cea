import { escapeHtml } from '../../lib/escape-html';
import { directionOf, fill, textsFor, type NewsletterTexts } from './texts';

type PageTexts = NewsletterTexts['page'];
export type PageKind = 'confirmed' | 'already' | 'invalid' | 'unsubscribe' | 'unsubscribed';

export interface PageInput {
  kind: PageKind;
  locale: string;
  /** The site's name; null when the link names no known site (an unknown token on an unknown host). */
  siteName: string | null;
  /** The site's home in the reader's language, built from the database (never from the request). */
  homeHref: string;
  /** The unsubscribe page's button posts here (the page's own path). */
  formAction?: string;
}

const TITLES: Record<PageKind, keyof PageTexts> = {
  confirmed: 'confirmed_title',
  already: 'already_title',
  invalid: 'invalid_title',
  unsubscribe: 'unsubscribe_title',
  unsubscribed: 'unsubscribed_title',
};
const BODIES: Record<PageKind, keyof PageTexts> = {
  confirmed: 'confirmed_body',
  already: 'already_body',
  invalid: 'invalid_body',
  unsubscribe: 'unsubscribe_body',
  unsubscribed: 'unsubscribed_body',
};

/**
 * The small pages a reader sees from a newsletter mail's link, rendered by the API in the reader's
 * language: self-contained (no script, inline styles only, which the CSP allows), the site's name
 * and a link back to its home. Every value is escaped.
 */
export function newsletterPage(input: PageInput): string {
  const texts = textsFor(input.locale).page;
  const site = input.siteName ?? '';
  const values = { site };
  const title = fill(texts[TITLES[input.kind]], values);
  const body = fill(texts[BODIES[input.kind]], values).replace(/\s+$/, '');
  const form = input.formAction
    ? `<form method="post" action="${escapeHtml(input.formAction)}"><input type="hidden" name="from" value="page">` +
      `<button type="submit">${escapeHtml(texts.unsubscribe_button)}</button></form>`
    : '';
  const home = input.siteName ? `<p><a href="${escapeHtml(input.homeHref)}">${escapeHtml(fill(texts.back_home, values))}</a></p>` : '';
  return (
    `<!doctype html><html lang="${escapeHtml(input.locale)}" dir="${directionOf(input.locale)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeHtml(site ? `${title} · ${site}` : title)}</title>` +
    '<style>body{font-family:system-ui,sans-serif;color:#1f2933;background:#f5f7fa;margin:0;line-height:1.5}' +
    'main{max-width:520px;margin:10vh auto;padding:32px;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.1)}' +
    'h1{font-size:1.5rem;margin:0 0 12px}.site{color:#52606d;margin:0 0 24px}' +
    'button{background:#4c6ef5;color:#fff;border:0;padding:12px 20px;border-radius:6px;font:inherit;cursor:pointer}' +
    'a{color:#4c6ef5}@media (prefers-color-scheme:dark){body{background:#1a1b1e;color:#e9ecef}main{background:#25262b}.site{color:#adb5bd}}</style>' +
    `</head><body><main>${site ? `<p class="site">${escapeHtml(site)}</p>` : ''}<h1>${escapeHtml(title)}</h1>` +
    `<p>${escapeHtml(body)}</p>${form}${home}</main></body></html>`
  );
}
