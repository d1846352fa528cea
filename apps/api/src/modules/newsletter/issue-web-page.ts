import { escapeHtml } from '../../lib/escape-html';
import type { IssueContent } from './issue-content';
import { articleCards } from './issue-mail';
import { directionOf, fill, textsFor } from './texts';

/**
 * The web version of a sent issue (/newsletter/{slug} on the site's host), rendered by the API like
 * the confirm and unsubscribe pages: self-contained, no script, the body as sanitized on write with
 * the site's links tagged utm_source=newsletter, and no per-reader link (no unsubscribe token).
 */
export function issueWebPage(content: IssueContent, homeHref: string): string {
  const { issue } = content;
  const texts = textsFor(issue.locale);
  const sent = issue.sentAt
    ? `<p class="meta">${escapeHtml(content.siteName)} · <time datetime="${issue.sentAt.toISOString()}">${issue.sentAt.toISOString().slice(0, 10)}</time></p>`
    : '';
  return (
    `<!doctype html><html lang="${escapeHtml(issue.locale)}" dir="${directionOf(issue.locale)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(`${issue.subject} · ${content.siteName}`)}</title>` +
    (issue.preheader ? `<meta name="description" content="${escapeHtml(issue.preheader)}">` : '') +
    '<style>body{font-family:system-ui,sans-serif;color:#1f2933;background:#f5f7fa;margin:0;line-height:1.6}' +
    'main{max-width:640px;margin:5vh auto;padding:32px;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.1)}' +
    'h1{font-size:1.75rem;margin:0 0 8px}.meta{color:#52606d;margin:0 0 24px}img{max-width:100%;height:auto}a{color:#4c6ef5}' +
    '@media (prefers-color-scheme:dark){body{background:#1a1b1e;color:#e9ecef}main{background:#25262b}.meta{color:#adb5bd}}</style>' +
    `</head><body><main><h1>${escapeHtml(issue.subject)}</h1>${sent}` +
    `<article>${content.bodyHtml}</article>${articleCards(content, texts.issue.read)}` +
    `<p><a href="${escapeHtml(homeHref)}">${escapeHtml(fill(texts.page.back_home, { site: content.siteName }))}</a></p>` +
    `</main></body></html>`
  );
}
