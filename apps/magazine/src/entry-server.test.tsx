// @vitest-environment node
import { routeMapOf } from '@sitenet/i18n';
import { DEFAULT_CATEGORIES } from '@sitenet/i18n/default-categories';
import ar from '@sitenet/i18n/translations/ar.json';
import en from '@sitenet/i18n/translations/en.json';
import es from '@sitenet/i18n/translations/es.json';
import fr from '@sitenet/i18n/translations/fr.json';
import { describe, expect, it } from 'vitest';
import { render } from './entry-server';
import type { PublicSite } from '@sitenet/api-client';
import { pageDataPath } from '@sitenet/api-client/page-data-path';
import type { RenderInput, RenderResult } from './server-contract';

/** The site's language list as GET /api/languages answers it; every other call finds nothing. */
const apiFetch: typeof fetch = async (input) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (url.startsWith('/api/languages')) {
    const languages = [
      { code: 'en', label: 'English', flag: '🇬🇧', nativeName: 'English', available: true },
      { code: 'es', label: 'Spanish', flag: '🇪🇸', nativeName: 'Español', available: true },
      { code: 'ar', label: 'Arabic', flag: '🇸🇦', nativeName: 'العربية', available: true },
      { code: 'fr', label: 'French', flag: '🇫🇷', nativeName: 'Français', available: true },
    ];
    return Response.json({ languages });
  }
  return Response.json({ message: 'Not found' }, { status: 404 });
};

/** The site as the API describes it (GET /api/site), on its own origin. */
const SITE: PublicSite = {
  name: 'Home Nest',
  domain: 'home.localhost',
  description: null,
  tagline: null,
  default_language: 'en',
  languages: ['en', 'es', 'ar', 'fr'],
  categories: ['lifestyle', 'health', 'money', 'home', 'food', 'travel', 'technology', 'career'],
  // The eight defaults as the API lists them (issue 17: categories are the site's data).
  category_details: DEFAULT_CATEGORIES.map(({ translations, ...category }) => ({
    ...category,
    translations: Object.fromEntries(Object.entries(translations).map(([code, words]) => [code, { ...words, seo_title: '' }])),
    old_slugs: {},
  })),
  // The route names of its languages, as the API adds them from @sitenet/i18n.
  route_names: Object.fromEntries(['en', 'es', 'ar', 'fr'].map((code) => [code, routeMapOf(code).routes])),
  canonical_origin: 'https://home.localhost:8443',
  logo_url: null,
  favicon_url: null,
  accent_color: null,
  contact: { email: null, phone: null, address: null, hours: null, social: [] },
  seo: { title_template: null, share_image_url: null, noindex: false },
  features: { contact_form: true, newsletter: true },
  pages: { about: [], privacy: [], terms: [] },
};

/** A text of the files with the site's name filled in. */
const named = (text: string) => text.replaceAll('{{siteName}}', SITE.name);

function page(url: string, site: Partial<RenderInput['site']> = {}): Promise<RenderResult> {
  const input: RenderInput = {
    url,
    origin: SITE.canonical_origin,
    hostname: '127.0.0.1',
    fetch: apiFetch,
    site: { active: true, maintenanceMode: false, about: SITE, ...site },
    assets: () => ({ styles: [], scripts: ['/assets/entry-client.js'], modulePreloads: [] }),
  };
  return render(input);
}

function jsonScript<T>(html: string, id: string): T {
  const json = new RegExp(`<script[^>]*id="${id}"[^>]*>(.*?)</script>`, 's').exec(html)?.[1];
  if (!json) throw new Error(`no #${id} in the page`);
  return JSON.parse(json) as T;
}

/** The state the page hydrates from: the file the page names, which the render hands over. */
function hydrationState<T>(result: RenderResult): T {
  const { data } = jsonScript<{ data: string }>(result.html, 'page-scripts');
  expect(data.startsWith(pageDataPath(result.data!.version, '/'))).toBe(true);
  return JSON.parse(result.data!.json) as T;
}

/** The languages the page hydrates in, and the translation files it has the browser fetch. */
function shippedTranslations(result: RenderResult): { locales: string[]; fetches: string[] } {
  const { fetches, data } = jsonScript<{ fetches: string[]; data: string }>(result.html, 'page-scripts');
  return {
    locales: hydrationState<{ locales: string[] }>(result).locales,
    fetches: fetches.filter((file) => file !== data),
  };
}

const aboutPages = [
  { locale: 'en', url: `/${en.routes.about}`, title: named(en.about.title) },
  { locale: 'es', url: `/es/${es.routes.about}`, title: named(es.about.title) },
  { locale: 'ar', url: `/ar/${ar.routes.about}`, title: named(ar.about.title) },
  { locale: 'fr', url: `/fr/${fr.routes.about}`, title: named(fr.about.title) },
] as const;

describe('server rendering', () => {
  it('renders pages of different languages at the same time, each wholly in its own language', async () => {
    // Every language's page started at once, several times over: their loaders and renders interleave.
    const rounds = await Promise.all(
      Array.from({ length: 3 }, () => Promise.all(aboutPages.map((about) => page(about.url)))),
    );
    for (const results of rounds) {
      results.forEach((result, index) => {
        const about = aboutPages[index]!;
        expect(result.status).toBe(200);
        expect(result.html).toContain(`<html lang="${about.locale}"`);
        expect(result.html).toContain(about.title);
        for (const other of aboutPages) {
          if (other.locale !== about.locale) expect(result.html).not.toContain(other.title);
        }
        expect(shippedTranslations(result).locales).toEqual([about.locale]);
      });
    }
  });

  it('keeps the state the page hydrates from out of the HTML, under a version its content alone decides', async () => {
    const [first, again] = [await page(`/es/${es.routes.about}`), await page(`/es/${es.routes.about}`)];
    const { data } = jsonScript<{ data: string }>(first.html, 'page-scripts');
    expect(data).toBe(pageDataPath(first.data!.version, `/es/${es.routes.about}`));
    expect(again.data).toEqual(first.data);
    expect(first.html).not.toContain('"queries"');
  });

  it('has the browser fetch the translation file of the page’s language only, kept out of the HTML', async () => {
    await page(`/es/${es.routes.about}`);
    const result = await page(`/fr/${fr.routes.about}`);
    const { html } = result;
    expect(shippedTranslations(result)).toEqual({ locales: ['fr'], fetches: ['/translations/fr.json'] });
    // A text of the file that the page does not show is not in the page.
    expect(html).not.toContain(fr.contact.success);
  });

  it('speaks for its own site: name in the title, og:site_name, logo and JSON-LD, URLs on its origin', async () => {
    const result = await page('/');
    const { html } = result;
    expect(html).toContain(`<title>${named(en.home.metaTitle)}</title>`);
    expect(html).toContain(`<meta property="og:site_name" content="${SITE.name}"/>`);
    expect(html).toContain(`<link rel="canonical" href="${SITE.canonical_origin}/"/>`);
    expect(html).not.toContain('TipsHub');
    expect(html).not.toMatch(/https?:\/\/127\.0\.0\.1/);
    const structured = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (match) => JSON.parse(match[1]!) as { '@type': string; name: string; url: string },
    );
    expect(structured.filter((item) => ['WebSite', 'Organization'].includes(item['@type']))).toEqual([
      expect.objectContaining({ '@type': 'WebSite', name: SITE.name, url: `${SITE.canonical_origin}/` }),
      expect.objectContaining({ '@type': 'Organization', name: SITE.name, url: `${SITE.canonical_origin}/` }),
    ]);
    // The browser hydrates with the same facts: they travel in the page's query cache.
    const state = hydrationState<{ query: { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> } }>(result);
    expect(state.query.queries.find((query) => query.queryKey[0] === 'site')).toMatchObject({
      queryKey: ['site', '127.0.0.1'],
      state: { data: SITE },
    });
  });

  it('renders with the site\'s settings: title template, share image, noindex, accent, favicon, logo', async () => {
    const about: PublicSite = {
      ...SITE,
      logo_url: '/media/logo/320.webp',
      favicon_url: '/media/icon/64.png',
      accent_color: 'teal',
      seo: { title_template: '%s · Home Nest', share_image_url: '/media/share/1280.webp', noindex: true },
    };
    const { html } = await page(`/${en.routes.about}`, { about });
    expect(html).toContain(`<title>${named(en.about.metaTitle)} · Home Nest</title>`);
    expect(html).toContain(`<meta property="og:image" content="${SITE.canonical_origin}/media/share/1280.webp"/>`);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('<link rel="icon" href="/media/icon/64.png"/>');
    expect(html).toMatch(/<style id="site-accent">:root\{--c-primary:#[0-9a-f]{6};/);
    expect(html).toContain('src="/media/logo/320.webp"');
  });

  it('names the site on its maintenance page too', async () => {
    const { status, html } = await page('/', { maintenanceMode: true });
    expect(status).toBe(503);
    expect(html).toContain(SITE.name);
    expect(html).toContain(named(en.site.maintenanceText));
    expect(html).not.toContain('TipsHub');
  });
});

describe('server rendering with a site’s stored texts', () => {
  /** A site's texts as the API hands them over: Spanish with one changed text; loads counted. */
  function textsOf(mainLabel: string, version: string) {
    const loads: string[] = [];
    const texts: NonNullable<RenderInput['texts']> = {
      version,
      load: (locale) => {
        loads.push(locale);
        const file = locale === 'es' ? { ...es, nav: { ...es.nav, mainLabel } } : locale === 'en' ? en : null;
        return file ? Promise.resolve(file) : Promise.reject(new Error(`no ${locale}`));
      },
    };
    return { texts, loads };
  }

  const render_ = (hostname: string, texts: RenderInput['texts']) =>
    render({
      url: '/es',
      origin: SITE.canonical_origin,
      hostname,
      fetch: apiFetch,
      texts,
      site: { active: true, maintenanceMode: false, about: SITE },
      assets: () => ({ styles: [], scripts: ['/assets/entry-client.js'], modulePreloads: [] }),
    });

  it('speaks each site’s own texts, loads them once per version, and again when the version changes', async () => {
    const one = textsOf('Menú de uno', '1');
    const two = textsOf('Menú de dos', '1');
    expect((await render_('one.localhost', one.texts)).html).toContain('aria-label="Menú de uno"');
    expect((await render_('two.localhost', two.texts)).html).toContain('aria-label="Menú de dos"');
    expect((await render_('one.localhost', one.texts)).html).toContain('aria-label="Menú de uno"');
    expect(one.loads.filter((locale) => locale === 'es')).toHaveLength(1);

    const changed = textsOf('Menú nuevo', '2');
    expect((await render_('one.localhost', changed.texts)).html).toContain('aria-label="Menú nuevo"');
    expect(changed.loads).toContain('es');
  });
});
