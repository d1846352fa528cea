import { describe, expect, it } from 'vitest';
import { SHIPPED_LOCALES } from '@sitenet/i18n/locales';
import { inviteMessage, MAIL_TEXTS, resetMessage } from './mail-texts';

/** Every key path of a nested dictionary, e.g. `invite.subject`. */
const keys = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null ? keys(child as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('mail texts', () => {
  it('has every English key, with the same placeholders, in each admin language', () => {
    const english = keys(MAIL_TEXTS.en).sort();
    for (const locale of SHIPPED_LOCALES) {
      expect(keys(MAIL_TEXTS[locale]).sort(), locale).toEqual(english);
      for (const key of english) {
        const get = (texts: object) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts) as string;
        expect(placeholders(get(MAIL_TEXTS[locale])), `${locale} ${key}`).toEqual(placeholders(get(MAIL_TEXTS.en)));
      }
    }
  });

  it('writes an Arabic invitation right to left, the link left to right, values escaped', () => {
    const message = inviteMessage({
      to: 'a@example.test',
      name: '<Sara>',
      inviter: 'Demo Owner',
      networkName: 'TipsHub',
      roles: [{ kind: 'site', role: 'translator', site: 'Home Nest', domain: 'home.localhost', languages: ['ar'] }],
      link: 'https://admin.example.test/invite/abc',
      expiresAt: new Date('2026-03-01T10:00:00Z'),
      locale: 'ar',
    });
    expect(message.subject).toBe('دعوة للانضمام إلى TipsHub');
    expect(message.text).toContain('مترجم في Home Nest (home.localhost)، اللغات: ar');
    expect(message.text).toContain('2026');
    expect(message.html).toContain('<html lang="ar" dir="rtl">');
    expect(message.html).toContain('<a href="https://admin.example.test/invite/abc" dir="ltr">');
    expect(message.html).toContain('&lt;Sara&gt;');
    expect(message.html).not.toContain('<Sara>');
  });

  it('keeps the English messages as they were', () => {
    const message = resetMessage({
      to: 'r@example.test',
      name: 'Rita',
      networkName: 'TipsHub',
      link: 'https://admin.example.test/reset-password/abc',
      expiresAt: new Date('2026-03-01T10:00:00Z'),
      locale: 'en',
    });
    expect(message.subject).toBe('Reset your password');
    expect(message.text).toBe(
      'Hello Rita,\n\nSomeone asked to reset the password of your TipsHub account. Choose a new password here:\n' +
        'https://admin.example.test/reset-password/abc\n\nThe link works once and expires on 1 March 2026 at 10:00 UTC (in one hour). ' +
        'If you did not ask for it, ignore this email: your password stays as it is.\n',
    );
  });
});
