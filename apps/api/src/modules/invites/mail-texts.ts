import type { MailMessage } from '../../lib/mailer';

/**
 * The invitation and reset messages, in English (the console's language today), each with a
 * plain-text and an HTML part. Every value from people or settings is escaped in the HTML.
 */

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const formatDate = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date) + ' UTC';

function html(paragraphs: string[], link: string, button: string, footer: string): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const href = escapeHtml(link);
  return (
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2933;line-height:1.5">' +
    `<div style="max-width:560px;margin:0 auto;padding:24px">${body}` +
    `<p style="margin:24px 0"><a href="${href}" style="background:#4c6ef5;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(button)}</a></p>` +
    `<p style="margin:0 0 16px;font-size:13px;color:#52606d">Or open this address: <a href="${href}">${href}</a></p>` +
    `<p style="margin:0;font-size:13px;color:#52606d">${escapeHtml(footer)}</p>` +
    '</div></body></html>'
  );
}

export interface InviteMail {
  to: string;
  name: string | null;
  inviter: string | null;
  networkName: string;
  /** What the person will be, e.g. `translator on Home Nest (home.localhost), languages: es`. */
  roles: string[];
  link: string;
  expiresAt: Date;
}

export function inviteMessage(mail: InviteMail): MailMessage {
  const greeting = mail.name ? `Hello ${mail.name},` : 'Hello,';
  const who = mail.inviter ? `${mail.inviter} invited you` : 'You are invited';
  const intro = `${who} to help run ${mail.networkName} as ${mail.roles.join('; ')}.`;
  const validity = `The link works once and expires on ${formatDate(mail.expiresAt)}. If you did not expect this invitation, ignore this email.`;
  return {
    to: mail.to,
    subject: `You're invited to ${mail.networkName}`,
    text: `${greeting}\n\n${intro}\n\nAccept the invitation and choose your password:\n${mail.link}\n\n${validity}\n`,
    html: html([greeting, intro, 'Accept the invitation and choose your password:'], mail.link, 'Accept the invitation', validity),
  };
}

export interface ResetMail {
  to: string;
  name: string;
  networkName: string;
  link: string;
  expiresAt: Date;
}

export function resetMessage(mail: ResetMail): MailMessage {
  const greeting = `Hello ${mail.name},`;
  const intro = `Someone asked to reset the password of your ${mail.networkName} account. Choose a new password here:`;
  const validity = `The link works once and expires on ${formatDate(mail.expiresAt)} (in one hour). If you did not ask for it, ignore this email: your password stays as it is.`;
  return {
    to: mail.to,
    subject: 'Reset your password',
    text: `${greeting}\n\n${intro}\n${mail.link}\n\n${validity}\n`,
    html: html([greeting, intro], mail.link, 'Choose a new password', validity),
  };
}
