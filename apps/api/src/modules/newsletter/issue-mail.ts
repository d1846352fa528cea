import type { MailMessage } from '../../lib/mailer';
import { escapeHtml } from '../../lib/escape-html';
import type { IssueContent } from './issue-content';
import { directionOf, fill, textsFor } from './texts';
import { listUnsubscribeHeaders } from './unsubscribe-headers';

export interface IssueRecipient {
  email: string;
  /** Present for a subscriber (the one-click headers and the footer link); absent for a test copy. */
  unsubscribeLink?: string;
  /** `<...>`: the same for every attempt at this recipient, so a receiver drops a second copy. */
  messageId?: string;
  test?: boolean;
}

/** The Message-ID of an issue's copy to one subscriber: derived, so a resend after a crash carries the same one. */
export function deliveryMessageId(issueId: number, subscriberId: number, domain: string): string {
  return `<newsletter-${issueId}-${subscriberId}@${domain}>`;
}

/** The chosen articles as cards (mail and web version alike). */
export function articleCards(content: IssueContent, readLabel: string): string {
  return content.articles
    .map(
      (article) =>
        `<div style="border:1px solid #d9e2ec;border-radius:8px;padding:16px;margin:0 0 12px">` +
        `<p style="margin:0 0 8px;font-weight:600;font-size:17px"><a href="${escapeHtml(article.url)}" style="color:inherit;text-decoration:none">${escapeHtml(article.title)}</a></p>` +
        (article.excerpt
          ? `<p style="margin:0 0 8px;opacity:.8">${escapeHtml(article.excerpt)}</p>`
          : '') +
        `<a href="${escapeHtml(article.url)}" style="color:#4c6ef5">${escapeHtml(readLabel)}</a></div>`,
    )
    .join('');
}

/**
 * One copy of an issue in its language: an HTML part (preheader, body, article cards, footer with
 * the web version and the unsubscribe link) and a plain-text part; no tracking pixel, no
 * per-reader link other than the unsubscribe one.
 */
export function issueMessage(content: IssueContent, to: IssueRecipient): MailMessage {
  const { issue } = content;
  const texts = textsFor(issue.locale).issue;
  const footer = fill(texts.footer, { site: content.siteName });
  const subject = to.test ? fill(texts.test_subject, { subject: issue.subject }) : issue.subject;
  const dir = directionOf(issue.locale);

  const cards = articleCards(content, texts.read);
  const unsubscribe = to.unsubscribeLink
    ? ` <a href="${escapeHtml(to.unsubscribeLink)}" style="color:#52606d">${escapeHtml(texts.unsubscribe)}</a>`
    : '';
  const html =
    `<!doctype html><html lang="${escapeHtml(issue.locale)}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="margin:0;font-family:system-ui,sans-serif;color:#1f2933;line-height:1.5">` +
    // The preheader: the line mail clients show after the subject, hidden in the message itself.
    (issue.preheader
      ? `<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(issue.preheader)}</div>`
      : '') +
    `<div style="max-width:600px;margin:0 auto;padding:24px">` +
    `<p style="margin:0 0 16px;font-size:13px;color:#52606d"><a href="${escapeHtml(content.webUrl)}" style="color:#52606d">${escapeHtml(texts.web_version)}</a></p>` +
    `<div>${content.bodyHtml}</div>${cards}` +
    `<hr style="border:0;border-top:1px solid #d9e2ec;margin:24px 0">` +
    `<p style="margin:0;font-size:13px;color:#52606d">${escapeHtml(footer)}${unsubscribe}</p>` +
    `</div></body></html>`;

  const textParts = [
    issue.preheader,
    content.bodyText,
    ...content.articles.map((article) =>
      [article.title, article.excerpt, article.url].filter(Boolean).join('\n'),
    ),
    `${texts.web_version}: ${content.webUrl}`,
    `--\n${footer}${to.unsubscribeLink ? `\n${texts.unsubscribe}: ${to.unsubscribeLink}` : ''}`,
  ].filter(Boolean);

  return {
    to: to.email,
    subject,
    text: `${textParts.join('\n\n')}\n`,
    html,
    ...(to.unsubscribeLink ? { headers: listUnsubscribeHeaders(to.unsubscribeLink) } : {}),
    ...(to.messageId ? { messageId: to.messageId } : {}),
  };
}
