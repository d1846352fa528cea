import { useId, useState, type FormEvent } from 'react';
import { useT } from '../../../lib/locale-context';
import { notify } from '../../../lib/toast';
import classes from './article-page.module.css';

/** The newsletter box: an email input and a subscribe button (submission makes no call, SPEC 7). */
export function NewsletterBox() {
  const t = useT();
  const id = useId();
  const [email, setEmail] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setEmail('');
    notify({ tone: 'success', message: t('toast.subscribed') });
  };

  return (
    <section className={classes.newsletter} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={classes.sideTitle}>
        ✉️ {t('article.newsletterTitle')}
      </h2>
      <p>{t('article.newsletterText')}</p>
      <form onSubmit={onSubmit}>
        <label htmlFor={`${id}-email`} className="visually-hidden">
          {t('article.newsletterEmail')}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          required
          autoComplete="email"
          placeholder={t('article.newsletterEmail')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="button">
          {t('article.newsletterSubmit')}
        </button>
      </form>
    </section>
  );
}
