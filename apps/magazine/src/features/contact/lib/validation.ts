import type { CreateLeadRequest } from '@sitenet/api-client';
import type { Locale } from '@sitenet/i18n';

/** The contact form (SPEC sections 3 and 5): every field required, email format, a known subject. */
export const CONTACT_SUBJECTS = ['general', 'services', 'consultation', 'support', 'partnership'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export interface ContactForm {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** Error keys are translation keys, so each error shows in the reader's language. */
export type ContactErrors = Partial<Record<keyof ContactForm, string>>;

export const EMPTY_CONTACT: ContactForm = { name: '', email: '', subject: '', message: '' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

export function validateContact(form: ContactForm): ContactErrors {
  const errors: ContactErrors = {};
  if (!form.name.trim()) errors.name = 'contact.errors.nameRequired';
  if (!form.email.trim()) errors.email = 'contact.errors.emailRequired';
  else if (!isEmail(form.email)) errors.email = 'contact.errors.emailInvalid';
  if (!(CONTACT_SUBJECTS as readonly string[]).includes(form.subject)) errors.subject = 'contact.errors.subjectRequired';
  if (!form.message.trim()) errors.message = 'contact.errors.messageRequired';
  return errors;
}

export interface LeadContext {
  locale: Locale;
  /** The page the form was sent from. */
  sourcePath: string;
  /** The honeypot's value (empty for people). */
  website: string;
  /** Milliseconds since the form was shown. */
  elapsedMs: number;
}

/** The POST /api/leads body of a valid form. */
export function toLeadRequest(form: ContactForm, context: LeadContext): CreateLeadRequest {
  return {
    name: form.name.trim(),
    email: form.email.trim(),
    subject: form.subject as ContactSubject,
    message: form.message.trim(),
    locale: context.locale,
    source_path: context.sourcePath,
    website: context.website || undefined,
    elapsed_ms: Math.max(0, Math.min(86_400_000, Math.round(context.elapsedMs))),
  };
}
