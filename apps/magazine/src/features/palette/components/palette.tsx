import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/spotlight/styles.css';
import { MantineProvider } from '@mantine/core';
import { createSpotlight, Spotlight, type SpotlightActionGroupData } from '@mantine/spotlight';
import { buildPath } from '@sitenet/i18n';
import { theme, themeColorSchemeManager, writeThemePreference, type ThemePreference } from '@sitenet/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCategoryView } from '../../../lib/categories';
import { flagOf, nativeNameOf } from '../../../lib/languages';
import { useLocale, useT } from '../../../lib/locale-context';
import { queryKeys } from '../../../lib/query-keys';
import { useServices } from '../../../lib/services';
import { siteCategories, siteLocales, useSite } from '../../../lib/site';
import { notify } from '../../../lib/toast';
import { useSwitchLocale } from '../../../lib/use-switch-locale';
import classes from './palette.module.css';

const [store, paletteActions] = createSpotlight();

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/**
 * The command palette (Mantine Spotlight): categories, pages, articles found through the API's
 * title search, languages and themes. `request` grows each time the reader asks to open it.
 */
export default function Palette({ request }: { request: number }) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const { api } = useServices();
  const { switchLocale } = useSwitchLocale();
  // Only what the site carries: its categories and languages.
  const site = useSite();
  const carriedCategories = useMemo(() => siteCategories(site), [site]);
  const view = useCategoryView();
  const carriedLocales = useMemo(() => siteLocales(site), [site]);
  const [query, setQuery] = useState('');
  const q = useDebounced(query.trim(), 250);

  useEffect(() => {
    paletteActions.open();
  }, [request]);

  const search = useQuery({
    queryKey: queryKeys.search(locale, q),
    queryFn: ({ signal }) => api.search(q, locale, signal),
    enabled: q.length >= 2,
    staleTime: 60_000,
  });

  const actions = useMemo<SpotlightActionGroupData[]>(() => {
    const go = (path: string) => () => void navigate(path);
    const categories = carriedCategories.map((category) => {
      const shown = view(category);
      return {
        id: `category-${category}`,
        label: shown.name,
        description: shown.description,
        keywords: [category],
        leftSection: <span aria-hidden="true">{shown.emoji}</span>,
        onClick: go(shown.path),
      };
    });
    const pages = (['home', 'about', 'contact', 'privacy', 'terms'] as const).map((name) => ({
      id: `page-${name}`,
      label: t(`nav.${name}`),
      keywords: [name],
      onClick: go(buildPath({ name }, locale)),
    }));
    const articles = (q.length >= 2 ? (search.data?.posts ?? []) : []).map((post) => ({
      id: `article-${post.id}`,
      label: post.title,
      description: post.excerpt,
      // Found by the server, so the local filter must keep them.
      keywords: [query],
      leftSection: <span aria-hidden="true">{view(post.category).emoji}</span>,
      // Paid content is labelled wherever it is listed.
      rightSection: post.is_advertorial ? (
        <span className={classes.sponsored} data-testid="palette-advertorial">
          {t('article.advertorial')}
        </span>
      ) : undefined,
      onClick: go(buildPath({ name: 'article', slug: post.slug }, locale)),
    }));
    const languages = carriedLocales.map((code) => ({
      id: `language-${code}`,
      label: nativeNameOf(code),
      description: t('palette.switchTo', { name: nativeNameOf(code) }),
      keywords: [code, 'language'],
      leftSection: <span aria-hidden="true">{flagOf(code)}</span>,
      onClick: () => void switchLocale(code),
    }));
    const themes = (['light', 'dark', 'system'] as ThemePreference[]).map((value) => ({
      id: `theme-${value}`,
      label: t(`theme.${value}`),
      description: t('palette.themeTo', { name: t(`theme.${value}`) }),
      keywords: [value, 'theme'],
      leftSection: <span aria-hidden="true">{value === 'light' ? '☀️' : value === 'dark' ? '🌙' : '💻'}</span>,
      onClick: () => {
        writeThemePreference(value);
        notify({ message: t('toast.themeChanged', { theme: t(`theme.${value}`) }) });
      },
    }));
    return [
      { group: t('palette.articles'), actions: articles },
      { group: t('palette.categories'), actions: categories },
      { group: t('palette.pages'), actions: pages },
      { group: t('palette.languages'), actions: languages },
      { group: t('palette.themes'), actions: themes },
    ].filter((group) => group.actions.length > 0);
  }, [t, locale, navigate, q, query, search.data, switchLocale, carriedCategories, carriedLocales, view]);

  return (
    <MantineProvider theme={theme} colorSchemeManager={themeColorSchemeManager()} cssVariablesSelector=":root">
      <Spotlight
        store={store}
        actions={actions}
        query={query}
        onQueryChange={setQuery}
        shortcut={null}
        nothingFound={search.isFetching ? t('palette.searching') : t('palette.nothingFound')}
        highlightQuery
        scrollable
        maxHeight={420}
        searchProps={{ placeholder: t('palette.placeholder'), 'aria-label': t('palette.placeholder') }}
      />
    </MantineProvider>
  );
}
