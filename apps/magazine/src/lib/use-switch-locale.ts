import { buildPath, parsePath, translatePath, type Locale } from '@sitenet/i18n';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useServices } from './services';
import { writeStoredLocale } from './storage';

/**
 * Switches the page to another locale (SPEC section 4): on an article it asks the API for the
 * translated slug; on failure, or on other pages, it maps the path through the route names.
 * `switching` is true until the new page has loaded.
 */
export function useSwitchLocale() {
  const { api } = useServices();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [switching, setSwitching] = useState<Locale | null>(null);

  const switchLocale = useCallback(
    async (target: Locale) => {
      const current = parsePath(pathname);
      if (current?.locale === target) return;
      setSwitching(target);
      writeStoredLocale(target);
      let path = translatePath(pathname, target);
      if (current?.route.name === 'article') {
        try {
          const { slug } = await api.translateSlug(current.route.slug, target);
          path = buildPath({ name: 'article', slug }, target);
        } catch (error) {
          console.warn('No translated article, falling back to the mapped path', error);
        }
      } else if (current?.route.name === 'category') {
        path += search;
      }
      try {
        await navigate(path);
      } finally {
        setSwitching(null);
      }
    },
    [api, navigate, pathname, search],
  );

  return { switching, switchLocale };
}
