import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { formFailure, type FormFailure } from '../../../lib/form-error';
import { useLocale, useT } from '../../../lib/locale-context';
import { useServices } from '../../../lib/services';
import { notify } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import classes from './article-page.module.css';

const FAILURE_KEYS: Record<FormFailure, string> = {
  failed: 'article.newsletterFailed',
  tooMany: 'article.newsletterTooMany',
  offline: 'article.newsletterOffline',
};

/** The newsletter box: posts the email to POST /api/newsletter (subscribing twice is fine). */
export function NewsletterBox() {
  const t = useT();
  const locale = useLocale();
  const { pathname } = useLocation();
  const { api } = useServices();
  const id = useId();
  const [sending, setSending] = useState(false);
  const hydrated = useHydrated();
  const [failure, setFailure] = useState<FormFailure | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    // Read from the field (not kept in state): what was typed before the box hydrated counts too.
    const email = String(new FormData(form).get('email') ?? '').trim();
    setSending(true);
    setFailure(null);
    try {
      await api.subscribe({ email, locale, source_path: pathname });
      form.reset();
      notify({ tone: 'success', message: t('toast.subscribed') });
    } catch (error) {
      // The email stays in the box so the reader can simply try again.
      setFailure(formFailure(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className={classes.newsletter} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={classes.sideTitle}>
        ✉️ {t('article.newsletterTitle')}
      </h2>
      <p>{t('article.newsletterText')}</p>
      <form onSubmit={(event) => void onSubmit(event)} aria-busy={sending || undefined}>
        <label htmlFor={`${id}-email`} className="visually-hidden">
          {t('article.newsletterEmail')}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder={t('article.newsletterEmail')}
          name="email"
          aria-invalid={failure ? true : undefined}
          aria-describedby={failure ? `${id}-failure` : undefined}
          onChange={() => setFailure(null)}
        />
        <button type="submit" className="button" disabled={sending || !hydrated}>
          {t('article.newsletterSubmit')}
        </button>
        {failure && (
          <p id={`${id}-failure`} role="alert" className={classes.newsletterFailure} data-testid="newsletter-failure">
            {t(FAILURE_KEYS[failure])}
          </p>
        )}
      </form>
    </section>
  );
}
