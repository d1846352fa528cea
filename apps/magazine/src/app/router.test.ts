import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { branchLocales, createRoutes } from './router';
import type { Services } from '../lib/services';

const routes = createRoutes({} as Services);
const leaf = (path: string) => {
  const matches = matchRoutes(routes, path) ?? [];
  const last = matches[matches.length - 1]?.route;
  return { path: last?.path, index: last?.index ?? false, ids: matches.map((m) => m.route.id) };
};

describe('routes', () => {
  it('matches every localized route name', () => {
    expect(leaf('/es/sobre-nosotros').path).toBe('sobre-nosotros');
    expect(leaf('/fr/categorie/sante').path).toBe('categorie/:category');
    expect(leaf('/es/category/health').path).toBe('category/:category');
    expect(leaf(encodeURI('/ar/من-نحن')).path).toBe('من-نحن');
    expect(leaf(encodeURI('/zh/分类/健康')).path).toBe('分类/:category');
    expect(leaf('/about').path).toBe('about');
  });

  it('reads the rest as articles, homes and error pages', () => {
    expect(leaf('/some-article').path).toBe(':slug');
    expect(leaf('/es/mi-articulo').path).toBe(':slug');
    expect(leaf('/es').index).toBe(true);
    expect(leaf('/').index).toBe(true);
    expect(leaf('/error/404').path).toBe('404');
    expect(leaf('/es/a/b').path).toBe('*');
    expect(leaf('/xx/about').path).toBe('*');
  });
});

describe('route branches per site', () => {
  const leafIn = (locales: string[], path: string) => {
    const matches = matchRoutes(createRoutes({} as Services, locales), path) ?? [];
    const last = matches[matches.length - 1]?.route;
    return { path: last?.path, index: last?.index ?? false };
  };

  it('branches the five shipped languages and every other language the site carries', () => {
    expect(branchLocales(null)).toEqual(['en', 'es', 'ar', 'fr', 'zh']);
    expect(branchLocales({ languages: ['en', 'zh'] })).toEqual(['en', 'es', 'ar', 'fr', 'zh']);
    expect(branchLocales({ languages: ['en', 'he', 'de'] })).toEqual(['en', 'es', 'ar', 'fr', 'zh', 'de', 'he']);
  });

  it("matches a carried language's own route names, and no page under a language without a branch", () => {
    const withGerman = branchLocales({ languages: ['en', 'de', 'he'] });
    expect(leafIn(withGerman, '/de/ueber-uns').path).toBe('ueber-uns');
    expect(leafIn(withGerman, '/de/kategorie/health').path).toBe('kategorie/:category');
    expect(leafIn(withGerman, '/de/mein-artikel').path).toBe(':slug');
    expect(leafIn(withGerman, encodeURI('/he/צור-קשר')).path).toBe('צור-קשר');
    expect(leafIn(withGerman, '/he').index).toBe(true);
    const five = branchLocales({ languages: ['en'] });
    expect(leafIn(five, '/de/ueber-uns').path).toBe('*');
  });
});
