import { isLocale, type Locale } from '@sitenet/i18n';
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, useNavigate, useNavigation } from 'react-router';
import { flagOf, nativeNameOf } from '../../../lib/languages';
import { useLocale, useT } from '../../../lib/locale-context';
import { writeStoredLocale } from '../../../lib/storage';
import { useLanguages } from '../api/get-languages';
import classes from './language-menu.module.css';

export interface LanguageMenuProps {
  /** This page in each language (the translated article, the mapped route names ...). */
  links: Partial<Record<Locale, string>>;
}

/**
 * The language dropdown: the host's languages as links to this page in each language. A
 * <details> element, so it opens and its links work with JavaScript off; with JavaScript it
 * remembers the choice and shows a switching state until the new page has loaded.
 */
export function LanguageMenu({ links }: LanguageMenuProps) {
  const t = useT();
  const locale = useLocale();
  const { data: languages } = useLanguages();
  const navigate = useNavigate();
  const navigation = useNavigation();
  // Whether the menu is open is the <details> element's own state, which React never writes: it
  // opens before the app starts, and a choice made while the app was starting (when its toggle
  // event can reach no one) still closes it. `open` mirrors it, for aria-expanded and the listeners.
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<Locale | null>(null);
  const root = useRef<HTMLDetailsElement>(null);
  const switching = target && navigation.state !== 'idle' ? target : null;
  const close = useCallback(() => {
    if (root.current) root.current.open = false;
    setOpen(false);
  }, []);

  // The menu may have been opened before the app started: `open` takes it over (aria-expanded, and
  // a click elsewhere or Escape closes it).
  useEffect(() => {
    if (root.current?.open) setOpen(true);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close]);

  const choose = (event: MouseEvent, code: Locale, href: string) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    close();
    if (code === locale) return;
    writeStoredLocale(code);
    setTarget(code);
    void navigate(href);
  };

  const items = (languages ?? []).filter((language) => isLocale(language.code) && links[language.code]);

  return (
    <details
      className={classes.root}
      ref={root}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      data-testid="language-menu"
    >
      <summary
        role="button"
        className={classes.trigger}
        aria-expanded={open}
        aria-label={t('language.trigger', { language: nativeNameOf(locale) })}
        title={nativeNameOf(locale)}
        aria-busy={switching ? true : undefined}
      >
        {switching ? (
          <span className={classes.spinner} aria-hidden="true" />
        ) : (
          <span aria-hidden="true">{flagOf(locale)}</span>
        )}
        <span className={classes.label}>{switching ? t('language.switching') : nativeNameOf(locale)}</span>
        <svg className={classes.chevron} viewBox="0 0 20 20" aria-hidden="true">
          <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </summary>
      <span className="visually-hidden" role="status" aria-live="polite">
        {switching ? t('language.switching') : ''}
      </span>
      <ul className={classes.list} aria-label={t('language.label')}>
        {items.map((language) => {
          const { code } = language;
          const current = code === locale;
          const href = links[code]!;
          const unavailable = !language.available;
          return (
            <li key={code}>
              {unavailable ? (
                <span lang={code} className={classes.item} aria-disabled="true">
                  <span aria-hidden="true">{language.flag || flagOf(code)}</span>
                  <span>{language.nativeName || nativeNameOf(code)}</span>
                </span>
              ) : (
                <Link
                  to={href}
                  lang={code}
                  hrefLang={code}
                  className={classes.item}
                  aria-current={current ? 'page' : undefined}
                  onClick={(event) => choose(event, code, href)}
                >
                  <span aria-hidden="true">{language.flag || flagOf(code)}</span>
                  <span>{language.nativeName || nativeNameOf(code)}</span>
                  {current && (
                    <svg className={classes.check} viewBox="0 0 20 20" aria-hidden="true">
                      <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.2" />
                    </svg>
                  )}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </details>
  );
}
