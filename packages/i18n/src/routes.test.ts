import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './categories';
import { LOCALES } from './locales';
import { slugify } from './slug';
import { CATALOGUE_ROUTE_NAMES } from './route-names';
import { CATALOGUE_ROUTE_NAMES as BROWSER_ROUTE_NAMES } from './route-names.browser';
import {
  addRouteNames,
  buildPath,
  categoryFromAnySegment,
  categoryFromSegment,
  detectLocale,
  feedPath,
  feedPathOf,
  authorPathOf,
  categoryPathOf,
  localizeCategory,
  parseFeedPath,
  tagPathOf,
  localizeRouteName,
  parsePath,
  ROUTE_NAMES,
  routeNameFromSegment,
  translatePath,
} from './routes';

describe('route-name mapping', () => {
  for (const locale of LOCALES) {
    describe(locale, () => {
      it('maps every route name to a segment and back', () => {
        for (const name of ROUTE_NAMES) {
          const segment = localizeRouteName(name, locale);
          expect(segment).toMatch(/^\S+$/);
          expect(routeNameFromSegment(segment, locale)).toBe(name);
          expect(routeNameFromSegment(encodeURIComponent(segment), locale)).toBe(name);
        }
      });

      it('maps every category to a segment and back', () => {
        for (const category of CATEGORIES) {
          const segment = localizeCategory(category, locale);
          expect(segment).toMatch(/^\S+$/);
          expect(categoryFromSegment(segment, locale)).toBe(category);
          expect(categoryFromSegment(encodeURIComponent(segment), locale)).toBe(category);
          expect(categoryFromSegment(category, locale)).toBe(category);
        }
      });

      it("reads its category segments in every other language's pages too", () => {
        for (const category of CATEGORIES) {
          expect(categoryFromAnySegment(localizeCategory(category, locale))).toBe(category);
          expect(categoryFromAnySegment(encodeURIComponent(localizeCategory(category, locale)))).toBe(category);
        }
        expect(categoryFromAnySegment('no-such-topic')).toBeUndefined();
      });

      it('gives unique segments', () => {
        const routes = ROUTE_NAMES.map((name) => localizeRouteName(name, locale));
        expect(new Set(routes).size).toBe(routes.length);
        const categories = CATEGORIES.map((category) => localizeCategory(category, locale));
        expect(new Set(categories).size).toBe(categories.length);
      });

      it('builds and parses every page', () => {
        const pages = [
          { name: 'home' } as const,
          ...(['about', 'contact', 'privacy', 'terms'] as const).map((name) => ({ name })),
          ...CATEGORIES.map((category) => ({ name: 'category' as const, category })),
          { name: 'article' as const, slug: 'some-article' },
        ];
        for (const route of pages) {
          const path = buildPath(route, locale);
          expect(path.startsWith(locale === 'en' ? '/' : `/${locale}`)).toBe(true);
          expect(parsePath(path)).toEqual({ locale, route });
          expect(parsePath(encodeURI(path))).toEqual({ locale, route });
        }
      });
    });
  }

  it('knows the localized names', () => {
    expect(buildPath({ name: 'about' }, 'es')).toBe('/es/sobre-nosotros');
    expect(buildPath({ name: 'category', category: 'health' }, 'fr')).toBe('/fr/categorie/sante');
    expect(buildPath({ name: 'home' }, 'en')).toBe('/');
    expect(buildPath({ name: 'home' }, 'zh')).toBe('/zh');
    expect(buildPath({ name: 'contact' }, 'en')).toBe('/contact');
  });

  it('accepts the English category segment under a prefix', () => {
    expect(parsePath('/es/category/health')).toEqual({
      locale: 'es',
      route: { name: 'category', category: 'health' },
    });
  });

  it('rejects unknown prefixes, categories and deep paths', () => {
    expect(parsePath('/xx')).toBeUndefined();
    expect(parsePath('/en/about')).toBeUndefined();
    expect(parsePath('/category/unknown')).toBeUndefined();
    expect(parsePath('/a/b/c')).toBeUndefined();
    expect(parsePath('/category')).toBeUndefined();
  });

  it('translates paths between locales', () => {
    expect(translatePath('/about', 'es')).toBe('/es/sobre-nosotros');
    expect(translatePath('/es/categoria/salud', 'fr')).toBe('/fr/categorie/sante');
    expect(translatePath('/fr/contact', 'en')).toBe('/contact');
    expect(translatePath('/es', 'ar')).toBe('/ar');
    expect(translatePath('/es/mi-articulo', 'en')).toBe('/mi-articulo');
    expect(translatePath('/x/y/z', 'zh')).toBe('/zh');
    for (const from of LOCALES) {
      for (const to of LOCALES) {
        const path = buildPath({ name: 'terms' }, from);
        expect(translatePath(path, to)).toBe(buildPath({ name: 'terms' }, to));
      }
    }
  });
});

describe('the catalogue languages the magazine shipped no file for', () => {
  it('have real route names of their own', () => {
    expect(ROUTE_NAMES.map((name) => localizeRouteName(name, 'de'))).toEqual([
      'ueber-uns',
      'kontakt',
      'datenschutz',
      'agb',
      'kategorie',
      'schlagwort',
      'autor',
    ]);
    expect(localizeRouteName('about', 'he')).toBe('אודות');
    expect(localizeRouteName('contact', 'fa')).toBe('تماس-با-ما');
  });

  it('give every catalogue language a slug for every route name, each a slug of its own language', () => {
    for (const locale of LOCALES) {
      for (const name of ROUTE_NAMES) {
        const segment = localizeRouteName(name, locale);
        // Either the language's own word or, where the catalogue has none, the English name.
        expect(slugify(segment, locale), `${locale} ${name}`).toBe(segment);
      }
    }
  });

  it('keep the default categories on their English keys until the site names them', () => {
    expect(localizeCategory('health', 'de')).toBe('health');
    expect(buildPath({ name: 'category', category: 'health' }, 'de')).toBe('/de/kategorie/health');
  });

  it('build and parse /de/... and /he/... paths', () => {
    expect(buildPath({ name: 'about' }, 'de')).toBe('/de/ueber-uns');
    expect(buildPath({ name: 'home' }, 'he')).toBe('/he');
    expect(buildPath({ name: 'article', slug: 'mein-artikel' }, 'de')).toBe('/de/mein-artikel');
    expect(parsePath('/de/datenschutz')).toEqual({ locale: 'de', route: { name: 'privacy' } });
    expect(parsePath('/de/mein-artikel')).toEqual({ locale: 'de', route: { name: 'article', slug: 'mein-artikel' } });
    expect(parsePath('/de/autor/maya-chen')).toEqual({ locale: 'de', route: { name: 'author', slug: 'maya-chen' } });
    expect(parsePath(encodeURI('/he/צור-קשר'))).toEqual({ locale: 'he', route: { name: 'contact' } });
    expect(parsePath(encodeURI('/he/מאמר'))).toEqual({ locale: 'he', route: { name: 'article', slug: 'מאמר' } });
    // The English route name is read in every language (and sent to the language's own by the magazine).
    expect(parsePath('/de/about')).toEqual({ locale: 'de', route: { name: 'about' } });
    expect(translatePath('/es/sobre-nosotros', 'de')).toBe('/de/ueber-uns');
    expect(translatePath('/de/kontakt', 'he')).toBe('/he/צור-קשר');
    expect(detectLocale('/de/ueber-uns')).toBe('de');
    expect(detectLocale('/he')).toBe('he');
    expect(tagPathOf('kraeuter', 'de')).toBe('/de/schlagwort/kraeuter');
    expect(parseFeedPath('/de/schlagwort/kraeuter/feed.xml')).toEqual({ locale: 'de', kind: 'tag', slug: 'kraeuter' });
  });
});

describe('route names a browser learns from its site (addRouteNames)', () => {
  it('are none beyond the shipped files until the site names them', () => {
    expect(BROWSER_ROUTE_NAMES).toEqual({});
  });

  it('teach a catalogue language its names, English for the rest; never a shipped one, never an unknown code', () => {
    try {
      addRouteNames({ de: { about: 'ueber' }, es: { about: 'acerca' }, xx: { about: 'nope' } });
      expect(localizeRouteName('about', 'de')).toBe('ueber');
      expect(localizeRouteName('contact', 'de')).toBe('contact');
      expect(localizeRouteName('about', 'es')).toBe('sobre-nosotros');
      expect(localizeRouteName('about', 'xx')).toBe('about');
    } finally {
      addRouteNames(CATALOGUE_ROUTE_NAMES);
    }
    expect(localizeRouteName('contact', 'de')).toBe('kontakt');
  });
});

describe('locale detection', () => {
  it('reads a known two-letter prefix', () => {
    expect(detectLocale('/es')).toBe('es');
    expect(detectLocale('/ar/من-نحن')).toBe('ar');
    expect(detectLocale('/fr/categorie/sante')).toBe('fr');
    expect(detectLocale('/zh/')).toBe('zh');
  });

  it('defaults to English', () => {
    expect(detectLocale('/')).toBe('en');
    expect(detectLocale('')).toBe('en');
    expect(detectLocale('/about')).toBe('en');
    expect(detectLocale('/xx/about')).toBe('en');
    expect(detectLocale('/ES')).toBe('en');
    expect(detectLocale('/esp')).toBe('en');
  });
});

describe('feed paths', () => {
  it("a page's feed is its path + /feed.xml; the language's feed is its home's", () => {
    expect(feedPath('en')).toBe('/feed.xml');
    expect(feedPath('es')).toBe('/es/feed.xml');
    expect(feedPathOf(categoryPathOf('salud', 'es'))).toBe('/es/categoria/salud/feed.xml');
    expect(feedPathOf(tagPathOf('herbs', 'en'))).toBe('/tag/herbs/feed.xml');
  });

  it('reads every language\'s category, tag and author feed back, encoded or not', () => {
    for (const locale of LOCALES) {
      const paths = { category: categoryPathOf('a-b', locale), tag: tagPathOf('标签-x', locale), author: authorPathOf('maya', locale) };
      for (const [kind, path] of Object.entries(paths)) {
        const slug = kind === 'tag' ? '标签-x' : kind === 'category' ? 'a-b' : 'maya';
        expect(parseFeedPath(feedPathOf(path))).toEqual({ locale, kind, slug });
        expect(parseFeedPath(encodeURI(feedPathOf(path)))).toEqual({ locale, kind, slug });
      }
    }
  });

  it('reads nothing else', () => {
    expect(parseFeedPath('/feed.xml')).toBeUndefined();
    expect(parseFeedPath('/es/feed.xml')).toBeUndefined();
    expect(parseFeedPath('/es/category/salud/feed.xml')).toBeUndefined();
    expect(parseFeedPath('/en/tag/x/feed.xml')).toBeUndefined();
    expect(parseFeedPath('/xx/tag/x/feed.xml')).toBeUndefined();
    expect(parseFeedPath('/about/x/feed.xml')).toBeUndefined();
    expect(parseFeedPath('/tag/x/y/feed.xml')).toBeUndefined();
    expect(parseFeedPath('/tag/x')).toBeUndefined();
  });
});
