import { isLocale, type Locale } from '@sitenet/i18n';
import { useEffect, useId, useRef, useState } from 'react';
import { FLAGS, NATIVE_NAMES } from '../../../lib/languages';
import { useLocale, useT } from '../../../lib/locale-context';
import { useSwitchLocale } from '../../../lib/use-switch-locale';
import { useLanguages } from '../api/get-languages';
import classes from './language-menu.module.css';

/** The language dropdown: the host's languages from the API, with a switching state. */
export function LanguageMenu() {
  const t = useT();
  const locale = useLocale();
  const { data: languages } = useLanguages();
  const { switching, switchLocale } = useSwitchLocale();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const choose = (code: Locale) => {
    setOpen(false);
    void switchLocale(code);
  };

  const items = (languages ?? []).filter((language) => isLocale(language.code));

  return (
    <div className={classes.root} ref={root} data-testid="language-menu">
      <button
        type="button"
        className={classes.trigger}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('language.trigger', { language: NATIVE_NAMES[locale] })}
        title={NATIVE_NAMES[locale]}
        aria-busy={switching ? true : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {switching ? (
          <span className={classes.spinner} aria-hidden="true" />
        ) : (
          <span aria-hidden="true">{FLAGS[locale]}</span>
        )}
        <span className={classes.label}>{switching ? t('language.switching') : NATIVE_NAMES[locale]}</span>
        <svg className={classes.chevron} viewBox="0 0 20 20" aria-hidden="true">
          <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <span className="visually-hidden" role="status" aria-live="polite">
        {switching ? t('language.switching') : ''}
      </span>
      <ul id={listId} className={classes.list} hidden={!open} aria-label={t('language.label')}>
        {items.map((language) => {
          const code = language.code as Locale;
          const current = code === locale;
          return (
            <li key={code}>
              <button
                type="button"
                lang={code}
                className={classes.item}
                aria-current={current ? 'true' : undefined}
                disabled={!language.available || Boolean(switching)}
                onClick={() => choose(code)}
              >
                <span aria-hidden="true">{language.flag || FLAGS[code]}</span>
                <span>{language.nativeName || NATIVE_NAMES[code]}</span>
                {current && (
                  <svg className={classes.check} viewBox="0 0 20 20" aria-hidden="true">
                    <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.2" />
                  </svg>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
