// @vitest-environment node
import { routeMapOf } from '@sitenet/i18n';
import { DEFAULT_CATEGORIES } from '@sitenet/i18n/default-categories';
import type { AuthorPostsResponse, PostsListResponse, PublicPostCard, PublicSite, TagPostsResponse } from '@sitenet/api-client';
import { describe, expect, it } from 'vitest';
import { render } from './entry-server';
import type { RenderInput } from './server-contract';

/**
 * Each category, tag and author page announces its own RSS feed (its path + /feed.xml) in the
 * server's HTML, beside the language's feed every page links (issue 17).
 */
const ORIGIN = 'https://home.localhost:8443';

const card: PublicPostCard = {
  id: 1,
  slug: 'post-1',
  title: 'A tip',
  excerpt: 'E',
  category: 'health',
  featured_image_url: null,
  read_time: 4,
  author: null,
  author_name: null,
  author_avatar: null,
  published_at: '2026-05-01T10:00:00.000Z',
  trending: false,
};
const pagination = { current_page: 1, last_page: 1, per_page: 9, total: 1 };

/** The API: two languages, one tag, one author and every category's page. */
const apiFetch: typeof fetch = async (input, init) => {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://api');
  const locale = new Headers(init?.headers).get('X-Locale') ?? 'en';
  if (url.pathname === '/api/languages') {
    return Response.json({
      languages: [
        { code: 'en', label: 'English', flag: '🇬🇧', nativeName: 'English', available: true },
        { code: 'es', label: 'Spanish', flag: '🇪🇸', nativeName: 'Español', available: true },
      ],
    });
  }
  if (url.pathname === '/api/posts') return Response.json({ posts: [card], pagination } satisfies PostsListResponse);
  if (url.pathname === '/api/tags/hierbas/posts' || url.pathname === '/api/tags/herbs/posts') {
    const words = locale === 'es' ? { name: 'Hierbas', slug: 'hierbas' } : { name: 'Herbs', slug: 'herbs' };
    return Response.json({ tag: { id: 3, ...words, slugs: { en: 'herbs', es: 'hierbas' } }, posts: [card], pagination } satisfies TagPostsResponse);
  }
  if (url.pathname === '/api/authors/maya-chen/posts') {
    const author = { id: 5, name: 'Maya Chen', slug: 'maya-chen', avatar_url: null, role: 'Editor', bio: 'Bio' };
    return Response.json({ author, posts: [card], pagination } satisfies AuthorPostsResponse);
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

/** The RSS links in the page's HTML, by href. */
const feedLinks = (html: string) =>
  [...html.matchAll(/<link rel="alternate" type="application\/rss\+xml"[^>]*href="([^"]+)"/g)].map((match) => match[1]);

describe('feed links on category, tag and author pages', () => {
  it.each([
    ['/category/health', `${ORIGIN}/category/health/feed.xml`, `${ORIGIN}/feed.xml`],
    ['/es/categoria/salud', `${ORIGIN}/es/categoria/salud/feed.xml`, `${ORIGIN}/es/feed.xml`],
    ['/tag/herbs', `${ORIGIN}/tag/herbs/feed.xml`, `${ORIGIN}/feed.xml`],
    ['/es/etiqueta/hierbas', `${ORIGIN}/es/etiqueta/hierbas/feed.xml`, `${ORIGIN}/es/feed.xml`],
    ['/author/maya-chen', `${ORIGIN}/author/maya-chen/feed.xml`, `${ORIGIN}/feed.xml`],
    ['/es/autor/maya-chen', `${ORIGIN}/es/autor/maya-chen/feed.xml`, `${ORIGIN}/es/feed.xml`],
  ])('%s links its own feed and the language\'s', async (url, own, language) => {
    const { status, html } = await page(url);
    expect(status).toBe(200);
    // The language's feed first (feed readers that take one link take the whole magazine's).
    expect(feedLinks(html)).toEqual([language, own]);
  });

  it('a page that is not found links no feed of its own', async () => {
    const { status, html } = await page('/tag/nothing-here');
    expect(status).toBe(404);
    expect(feedLinks(html)).toEqual([`${ORIGIN}/feed.xml`]);
  });
});
