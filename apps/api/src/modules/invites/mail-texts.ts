import { directionOf, type Locale, type SHIPPED_LOCALES } from '@sitenet/i18n/locales';
import type { SiteRole } from '@sitenet/api-client/permissions';
import type { MailMessage } from '../../lib/mailer';
import ar from './mail-translations/ar.json';
import en from './mail-translations/en.json';
import es from './mail-translations/es.json';
import fr from './mail-translations/fr.json';
import zh from './mail-translations/zh.json';

/**
 * The invitation and reset messages, each with a plain-text and an HTML part, in one of the
 * console's languages (the network's default admin language, see the services). The words are
 * data, one file per language in mail-translations/ (same keys in each, checked by the tests);
 * this file only fills them in. Every value from people or settings is escaped in the HTML.
 */

type MailTexts = typeof en;
const TEXTS: Readonly<Record<(typeof SHIPPED_LOCALES)[number], MailTexts>> = { en, es, fr, ar, zh };

/** The console's languages are the five shipped (settings' default_admin_language); English for any other. */
const textsOf = (locale: Locale): MailTexts => (TEXTS as Readonly<Record<string, MailTexts>>)[locale] ?? en;

/** `{{name}}` placeholders, as in the magazine's translation files. */
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const formatDate = (date: Date, texts: MailTexts) =>
  `${new Intl.DateTimeFormat(texts.intl, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date)} ${texts.utc}`;

function html(locale: Locale, texts: MailTexts, paragraphs: string[], link: string, button: string, footer: string): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const href = escapeHtml(link);
  const dir = directionOf(locale);
  return (
    `<!doctype html><html lang="${locale}" dir="${dir}"><body style="font-family:system-ui,sans-serif;color:#1f2933;line-height:1.5">` +
    `<div style="max-width:560px;margin:0 auto;padding:24px">${body}` +
    `<p style="margin:24px 0"><a href="${href}" style="background:#4c6ef5;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(button)}</a></p>` +
    `<p style="margin:0 0 16px;font-size:13px;color:#52606d">${escapeHtml(texts.orOpen)} <a href="${href}" dir="ltr">${href}</a></p>` +
    `<p style="margin:0;font-size:13px;color:#52606d">${escapeHtml(footer)}</p>` +
    '</div></body></html>'
  );
}

/** What the invited person will be: an administrator, or a role on each site (a translator's languages too). */
export type InvitedRole =
  | { kind: 'administrator' }
  | { kind: 'site'; role: SiteRole; site: string; domain: string; languages: readonly string[] };

export interface InviteMail {
  to: string;
  name: string | null;
  inviter: string | null;
  networkName: string;
  roles: InvitedRole[];
  link: string;
  expiresAt: Date;
  locale: Locale;
}

function rolesText(roles: InvitedRole[], texts: MailTexts): string {
  return roles
    .map((role) =>
      role.kind === 'administrator'
        ? texts.invite.administrator
        : fill(texts.invite.siteRole, { role: texts.roles[role.role], site: role.site, domain: role.domain }) +
          (role.languages.length ? fill(texts.invite.languages, { languages: role.languages.join(', ') }) : ''),
    )
    .join(texts.invite.separator);
}

export function inviteMessage(mail: InviteMail): MailMessage {
  const texts = textsOf(mail.locale);
  const greeting = mail.name ? fill(texts.greeting, { name: mail.name }) : texts.greetingAnonymous;
  const values = { network: mail.networkName, roles: rolesText(mail.roles, texts), inviter: mail.inviter ?? '' };
  const intro = fill(mail.inviter ? texts.invite.invitedBy : texts.invite.invited, values);
  const validity = fill(texts.invite.validity, { date: formatDate(mail.expiresAt, texts) });
  return {
    to: mail.to,
    subject: fill(texts.invite.subject, values),
    text: `${greeting}\n\n${intro}\n\n${texts.invite.action}\n${mail.link}\n\n${validity}\n`,
    html: html(mail.locale, texts, [greeting, intro, texts.invite.action], mail.link, texts.invite.button, validity),
  };
}

export interface ResetMail {
  to: string;
  name: string;
  networkName: string;
  link: string;
  expiresAt: Date;
  locale: Locale;
}

export function resetMessage(mail: ResetMail): MailMessage {
  const texts = textsOf(mail.locale);
  const greeting = fill(texts.greeting, { name: mail.name });
  const intro = fill(texts.reset.intro, { network: mail.networkName });
  const validity = fill(texts.reset.validity, { date: formatDate(mail.expiresAt, texts) });
  return {
    to: mail.to,
    subject: texts.reset.subject,
    text: `${greeting}\n\n${intro}\n${mail.link}\n\n${validity}\n`,
    html: html(mail.locale, texts, [greeting, intro], mail.link, texts.reset.button, validity),
  };
}

/** For the tests: every language's file has the keys of the English one. */
export const MAIL_TEXTS = TEXTS;
