// @vitest-environment node
import { routeMapOf } from '@sitenet/i18n';
import { DEFAULT_CATEGORIES } from '@sitenet/i18n/default-categories';
import es from '@sitenet/i18n/translations/es.json';
import type { PublicPostCard, PublicSite, TagPostsResponse } from '@sitenet/api-client';
import { describe, expect, it } from 'vitest';
import { render } from '../../../entry-server';
import type { RenderInput } from '../../../server-contract';

/** Tag pages as the server renders them (issue 17): no JavaScript needed to read them. */
const ORIGIN = 'https://home.localhost:8443';

const card = (id: number, title: string): PublicPostCard => ({
  id,
  slug: `post-${id}`,
  title,
  excerpt: 'E',
  category: 'home',
  featured_image_url: null,
  read_time: 4,
  author: null,
  author_name: null,
  author_avatar: null,
  published_at: '2026-05-01T10:00:00.000Z',
  trending: false,
});

const TAG = { id: 3, slugs: { en: 'herbs', es: 'hierbas' } };
const WORDS: Record<string, { name: string; slug: string }> = { en: { name: 'Herbs', slug: 'herbs' }, es: { name: 'Hierbas', slug: 'hierbas' } };

/** The API: the languages, and the tag's pages (two in every language; any of its slugs finds it). */
const apiFetch: typeof fetch = async (input, init) => {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://api');
  if (url.pathname === '/api/languages') {
    return Response.json({
      languages: [
        { code: 'en', label: 'English', flag: '🇬🇧', nativeName: 'English', available: true },
        { code: 'es', label: 'Spanish', flag: '🇪🇸', nativeName: 'Español', available: true },
      ],
    });
  }
  const match = /^\/api\/tags\/([^/]+)\/posts$/.exec(url.pathname);
  if (match && Object.values(TAG.slugs).includes(decodeURIComponent(match[1]!))) {
    const locale = new Headers(init?.headers).get('X-Locale') ?? 'en';
    const page = Number(url.searchParams.get('page') ?? '1');
    if (page > 2) return Response.json({ message: 'Page not found' }, { status: 404 });
    const body: TagPostsResponse = {
      tag: { id: TAG.id, ...WORDS[locale]!, slugs: TAG.slugs },
      posts: [card(page * 10 + 1, `${WORDS[locale]!.name} tip ${page}`)],
      pagination: { current_page: page, last_page: 2, per_page: 9, total: 10 },
    };
    return Response.json(body);
  }
  return Response.json({ message: 'Not found' }, { status: 404 });
};

const SITE: PublicSite = {
  name: 'Home Nest',
  domain: 'home.localhost',
  description: null,
  tagline: null,
  default_language: 'en',
  languages: ['en', 'es'],
  categories: ['lifestyle', 'health', 'money', 'home', 'food', 'travel', 'technology', 'career'],
  category_details: DEFAULT_CATEGORIES.map(({ translations, ...category }) => ({
    ...category,
    translations: Object.fromEntries(Object.entries(translations).map(([code, words]) => [code, { ...words, seo_title: '' }])),
    old_slugs: {},
  })),
  // The route names of its languages, as the API adds them from @sitenet/i18n.
  route_names: Object.fromEntries(['en', 'es'].map((code) => [code, routeMapOf(code).routes])),
  canonical_origin: ORIGIN,
  logo_url: null,
  favicon_url: null,
  accent_color: null,
  contact: { email: null, phone: null, address: null, hours: null, social: [] },
  seo: { title_template: null, share_image_url: null, noindex: false },
  features: { contact_form: true, newsletter: true },
  pages: { about: [], privacy: [], terms: [] },
};

function page(url: string) {
  const input: RenderInput = {
    url,
    origin: ORIGIN,
    hostname: '127.0.0.1',
    fetch: apiFetch,
    site: { active: true, maintenanceMode: false, about: SITE },
    assets: () => ({ styles: [], scripts: ['/assets/entry-client.js'], modulePreloads: [] }),
  };
  return render(input);
}

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);

describe('tag pages on the server', () => {
  it('render the tag’s articles in the page’s language with canonical, hreflang, prev/next and CollectionPage', async () => {
    const { status, html } = await page(`/es/${es.routes.tag}/hierbas`);
    expect(status).toBe(200);
    expect(html).toContain('<html lang="es"');
    expect(html).toMatch(/<h1[^>]*>Hierbas<\/h1>/);
    expect(html).toContain('Hierbas tip 1');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/es/etiqueta/hierbas"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${ORIGIN}/tag/herbs"/>`);
    expect(html).toContain(`<link rel="next" href="${ORIGIN}/es/etiqueta/hierbas?page=2"/>`);
    expect(jsonLd(html).find((block) => block['@type'] === 'CollectionPage')).toMatchObject({
      url: `${ORIGIN}/es/etiqueta/hierbas`,
      mainEntity: { '@type': 'ItemList', itemListElement: [{ url: `${ORIGIN}/es/post-11` }] },
    });

    const second = await page('/tag/herbs?page=2');
    expect(second.status).toBe(200);
    expect(second.html).toContain(`<link rel="prev" href="${ORIGIN}/tag/herbs"/>`);
    expect(second.html).toContain(`<link rel="alternate" hrefLang="es" href="${ORIGIN}/es/etiqueta/hierbas?page=2"/>`);
  });

  it('send other spellings to the one URL and answer 404 for what is not there', async () => {
    expect(await page('/es/etiqueta/herbs')).toMatchObject({ status: 301, redirect: { location: '/es/etiqueta/hierbas' } });
    expect(await page('/tag/herbs?page=1')).toMatchObject({ status: 301, redirect: { location: '/tag/herbs' } });
    expect((await page('/tag/herbs?page=3')).status).toBe(404);
    expect((await page('/tag/herbs?page=0')).status).toBe(404);
    const unknown = await page('/tag/nothing-here');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('Tag not found');
  });
});
