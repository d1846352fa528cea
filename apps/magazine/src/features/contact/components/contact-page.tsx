import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { Seo } from '../../../components/seo';
import { formFailure, type FormFailure } from '../../../lib/form-error';
import { useLocale, useT } from '../../../lib/locale-context';
import { useServices } from '../../../lib/services';
import { useSite, useAlternates } from '../../../lib/site';
import { notify } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import {
  CONTACT_SUBJECTS,
  EMPTY_CONTACT,
  toLeadRequest,
  validateContact,
  type ContactErrors,
  type ContactForm,
} from '../lib/validation';
import classes from './contact-page.module.css';

/** The links shown until the site names its own (its settings). */
const DEFAULT_SOCIAL = [
  { name: 'Instagram', href: 'https://www.instagram.com/', icon: '📸' },
  { name: 'YouTube', href: 'https://www.youtube.com/', icon: '▶️' },
  { name: 'Facebook', href: 'https://www.facebook.com/', icon: '👍' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/', icon: '💼' },
];

/** Info blocks, social links, the FAQ and the contact form, which posts to POST /api/leads. */
export function ContactPage() {
  const t = useT();
  const locale = useLocale();
  const { pathname } = useLocation();
  const { api } = useServices();
  const id = useId();
  const [form, setForm] = useState<ContactForm>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const hydrated = useHydrated();
  const [failure, setFailure] = useState<FormFailure | null>(null);
  // The honeypot: hidden from people, so only a bot fills it in.
  const [website, setWebsite] = useState('');
  // When the form was shown; the API refuses forms sent faster than a person can type.
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = Date.now();
  }, []);
  const formRef = useRef<HTMLFormElement>(null);
  const alternates = useAlternates({ name: 'contact' });

  const update = (field: keyof ContactForm, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setSent(false);
    setFailure(null);
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = validateContact(form);
    setErrors(found);
    const firstInvalid = (Object.keys(found) as Array<keyof ContactForm>).find((key) => found[key]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      await api.createLead(
        toLeadRequest(form, { locale, sourcePath: pathname, website, elapsedMs: Date.now() - shownAt.current }),
      );
      // Only now, with the lead stored, is the form cleared.
      setForm(EMPTY_CONTACT);
      setSent(true);
      notify({ tone: 'success', message: t('toast.messageSent') });
    } catch (error) {
      setFailure(formFailure(error));
    } finally {
      setSending(false);
    }
  };

  const field = (name: keyof ContactForm) => ({
    id: `${id}-${name}`,
    name,
    value: form[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    'aria-required': true,
  });
  const error = (name: keyof ContactForm) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className={classes.error} data-testid={`error-${name}`}>
        {t(errors[name])}
      </p>
    ) : null;

  // The site's own contact details (its settings); each one unset shows the translated default.
  const site = useSite();
  const contact = site?.contact;
  const formOn = site?.features.contact_form ?? true;
  const info: Array<{ key: string; icon: string; title: string; text: string; href?: string }> = [
    { key: 'email', icon: '✉️', title: t('contact.infoEmailTitle'), text: contact?.email ?? t('contact.infoEmail'), href: contact?.email ? `mailto:${contact.email}` : undefined },
    { key: 'phone', icon: '📞', title: t('contact.infoPhoneTitle'), text: contact?.phone ?? t('contact.infoPhone'), href: contact?.phone ? `tel:${contact.phone.replace(/[^\d+]/g, '')}` : undefined },
    { key: 'address', icon: '📍', title: t('contact.infoAddressTitle'), text: contact?.address ?? t('contact.infoAddress') },
    { key: 'hours', icon: '🕘', title: t('contact.infoHoursTitle'), text: contact?.hours ?? t('contact.infoHours') },
  ];
  const social = contact?.social.length
    ? contact.social.map((link) => ({ name: link.label, href: link.url, icon: '🔗' }))
    : DEFAULT_SOCIAL;

  return (
    <>
      <Seo title={t('contact.metaTitle')} description={t('contact.metaDescription')} alternates={alternates} />
      <header className={classes.header}>
        <div className="container">
          <h1>{t('contact.title')}</h1>
          <p>{t('contact.intro')}</p>
        </div>
      </header>

      <div className={`container ${classes.layout}`}>
        <div className={classes.side}>
          <ul className={classes.info}>
            {info.map((block) => (
              <li key={block.title}>
                <span aria-hidden="true" className={classes.infoIcon}>
                  {block.icon}
                </span>
                <div>
                  <h2>{block.title}</h2>
                  <p data-testid={`contact-${block.key}`}>{block.href ? <a href={block.href}>{block.text}</a> : block.text}</p>
                </div>
              </li>
            ))}
          </ul>
          <section aria-labelledby={`${id}-social`}>
            <h2 id={`${id}-social`} className={classes.sectionTitle}>
              {t('contact.socialTitle')}
            </h2>
            <ul className={classes.social}>
              {social.map((item) => (
                <li key={item.href}>
                  <a href={item.href} target="_blank" rel="noopener noreferrer">
                    <span aria-hidden="true">{item.icon}</span> {item.name}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </div>

        {formOn && (
        <section className={classes.card} aria-labelledby={`${id}-form-title`} data-testid="contact-form">
          <h2 id={`${id}-form-title`} className={classes.sectionTitle}>
            {t('contact.formTitle')}
          </h2>
          {sent && (
            <div className={classes.success} role="alert" data-testid="contact-success">
              {t('contact.success')}
            </div>
          )}
          {failure && (
            <div className={classes.failure} role="alert" data-testid="contact-failure">
              {t(`contact.errors.${failure}`)}
            </div>
          )}
          <form ref={formRef} onSubmit={(event) => void onSubmit(event)} noValidate className={classes.form} aria-busy={sending || undefined}>
            <div className={classes.honeypot} aria-hidden="true">
              <label htmlFor={`${id}-website`}>Website</label>
              <input
                id={`${id}-website`}
                name="website"
                type="text"
                tabIndex={-1}
                autoComplete="off"
                value={website}
                onChange={(e) => setWebsite(e.target.value)}
              />
            </div>
            <div className={classes.row}>
              <div className={classes.field}>
                <label htmlFor={`${id}-name`}>{t('contact.name')}</label>
                <input {...field('name')} maxLength={120} autoComplete="name" placeholder={t('contact.namePlaceholder')} onChange={(e) => update('name', e.target.value)} />
                {error('name')}
              </div>
              <div className={classes.field}>
                <label htmlFor={`${id}-email`}>{t('contact.email')}</label>
                <input
                  {...field('email')}
                  type="email"
                  maxLength={254}
                  autoComplete="email"
                  placeholder={t('contact.emailPlaceholder')}
                  onChange={(e) => update('email', e.target.value)}
                />
                {error('email')}
              </div>
            </div>
            <div className={classes.field}>
              <label htmlFor={`${id}-subject`}>{t('contact.subject')}</label>
              <select {...field('subject')} onChange={(e) => update('subject', e.target.value)}>
                <option value="">{t('contact.subjectPlaceholder')}</option>
                {CONTACT_SUBJECTS.map((subject) => (
                  <option key={subject} value={subject}>
                    {t(`contact.subjects.${subject}`)}
                  </option>
                ))}
              </select>
              {error('subject')}
            </div>
            <div className={classes.field}>
              <label htmlFor={`${id}-message`}>{t('contact.message')}</label>
              <textarea
                {...field('message')}
                rows={6}
                maxLength={5000}
                placeholder={t('contact.messagePlaceholder')}
                onChange={(e) => update('message', e.target.value)}
              />
              {error('message')}
            </div>
            <button type="submit" className="button" disabled={sending || !hydrated}>
              {sending ? t('contact.sending') : t('contact.submit')}
            </button>
          </form>
        </section>
        )}
      </div>

      <section className={`container ${classes.faq}`} aria-labelledby={`${id}-faq`}>
        <h2 id={`${id}-faq`} className={classes.faqTitle}>
          {t('contact.faqTitle')}
        </h2>
        <div className={classes.faqList}>
          {([1, 2, 3, 4] as const).map((n) => (
            <details key={n} className={classes.faqItem}>
              <summary>{t(`contact.faq${n}Question`)}</summary>
              <p>{t(`contact.faq${n}Answer`)}</p>
            </details>
          ))}
        </div>
      </section>
    </>
  );
}
