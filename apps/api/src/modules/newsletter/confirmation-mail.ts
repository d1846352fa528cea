import type { MailMessage } from '../../lib/mailer';
import { escapeHtml } from '../../lib/escape-html';
import { directionOf, fill, textsFor } from './texts';

export interface ConfirmationMail {
  to: string;
  /** The subscribe request's language: the mail is written in it. */
  locale: string;
  siteName: string;
  link: string;
}

/** The double opt-in mail, a plain-text and an HTML part, in the reader's language. */
export function confirmationMessage(mail: ConfirmationMail): MailMessage {
  const texts = textsFor(mail.locale).mail;
  const values = { site: mail.siteName };
  const intro = fill(texts.intro, values);
  const action = fill(texts.action, values);
  const ignore = fill(texts.ignore, values);
  const href = escapeHtml(mail.link);
  const dir = directionOf(mail.locale);
  const paragraph = (text: string, small = false) =>
    `<p style="margin:0 0 16px${small ? ';font-size:13px;color:#52606d' : ''}">${escapeHtml(text)}</p>`;
  return {
    to: mail.to,
    subject: fill(texts.subject, values),
    text: `${texts.greeting}\n\n${intro}\n\n${action}:\n${mail.link}\n\n${ignore}\n`,
    html:
      `<!doctype html><html lang="${escapeHtml(mail.locale)}" dir="${dir}"><body style="font-family:system-ui,sans-serif;color:#1f2933;line-height:1.5">` +
      `<div style="max-width:560px;margin:0 auto;padding:24px">${paragraph(texts.greeting)}${paragraph(intro)}` +
      `<p style="margin:24px 0"><a href="${href}" style="background:#4c6ef5;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#52606d">${escapeHtml(texts.or_open)} <a href="${href}">${href}</a></p>` +
      `${paragraph(ignore, true)}</div></body></html>`,
  };
}
