import { directionOf, type Locale } from '@sitenet/i18n';
import ar from '@sitenet/i18n/translations/ar.json';
import en from '@sitenet/i18n/translations/en.json';
import es from '@sitenet/i18n/translations/es.json';
import fr from '@sitenet/i18n/translations/fr.json';
import zh from '@sitenet/i18n/translations/zh.json';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n, NAMESPACE } from '../lib/i18n';
import { LocaleContext } from '../lib/locale-context';

const DICTIONARIES: Record<Locale, object> = { en, es, ar, fr, zh };

/** An i18next instance of the magazine with the real translation files. */
export function i18nWithTranslations() {
  const i18n = createI18n();
  for (const [locale, dictionary] of Object.entries(DICTIONARIES)) i18n.addResourceBundle(locale, NAMESPACE, dictionary, true, true);
  return i18n;
}

/** Renders a component as a page of that locale renders it (lang and dir on its container). */
export function renderInLocale(ui: ReactElement, locale: Locale) {
  return render(
    <I18nextProvider i18n={i18nWithTranslations()}>
      <LocaleContext.Provider value={locale}>
        <div lang={locale} dir={directionOf(locale)}>
          {ui}
        </div>
      </LocaleContext.Provider>
    </I18nextProvider>,
  );
}
