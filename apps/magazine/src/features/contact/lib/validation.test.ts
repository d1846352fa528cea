import { createLeadRequestSchema } from '@sitenet/api-client';
import { describe, expect, it } from 'vitest';
import { CONTACT_SUBJECTS, EMPTY_CONTACT, isEmail, toLeadRequest, validateContact } from './validation';

const valid = { name: 'Ana García', email: 'ana@example.com', subject: 'general', message: 'Hola' };

describe('contact validation', () => {
  it('accepts a complete form', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('requires every field, each with its own translated message key', () => {
    expect(validateContact(EMPTY_CONTACT)).toEqual({
      name: 'contact.errors.nameRequired',
      email: 'contact.errors.emailRequired',
      subject: 'contact.errors.subjectRequired',
      message: 'contact.errors.messageRequired',
    });
  });

  it('treats whitespace as empty', () => {
    expect(validateContact({ ...valid, name: '   ', message: '\n\t' })).toEqual({
      name: 'contact.errors.nameRequired',
      message: 'contact.errors.messageRequired',
    });
  });

  it.each(['plain', 'a@b', '@example.com', 'a b@example.com', 'ana@', 'ana@@example.com'])(
    'rejects the email %s',
    (email) => {
      expect(validateContact({ ...valid, email }).email).toBe('contact.errors.emailInvalid');
    },
  );

  it.each(['a@b.co', 'first.last+tag@sub.example.org', ' ana@example.com '])('accepts the email %s', (email) => {
    expect(isEmail(email)).toBe(true);
  });

  it('accepts only the five subjects', () => {
    for (const subject of CONTACT_SUBJECTS) expect(validateContact({ ...valid, subject })).toEqual({});
    expect(validateContact({ ...valid, subject: 'other' }).subject).toBe('contact.errors.subjectRequired');
  });
});

describe('toLeadRequest', () => {
  const context = { locale: 'es' as const, sourcePath: '/es/contacto', website: '', elapsedMs: 8123.4 };

  it('builds a body the API contract accepts, trimmed, with the page and the fill time', () => {
    const body = toLeadRequest({ ...valid, name: ' Ana ', message: ' Hola \n' }, context);
    expect(body).toEqual({
      name: 'Ana',
      email: valid.email,
      subject: valid.subject,
      message: 'Hola',
      locale: 'es',
      source_path: '/es/contacto',
      website: undefined,
      elapsed_ms: 8123,
    });
    expect(createLeadRequestSchema.safeParse(body).success).toBe(true);
  });

  it('passes on the honeypot so the API can drop the bot quietly', () => {
    expect(toLeadRequest(valid, { ...context, website: 'http://spam.example' }).website).toBe('http://spam.example');
  });
});
