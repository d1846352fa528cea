import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  call,
  createOwnSite,
  createTestContext,
  login,
  type TestContext,
} from '../../../test/helpers';
import { CATEGORY_GRADIENTS } from '@sitenet/i18n/category-styles';
import type {
  AdminPostResponse,
  AuthorResponse,
  CategoryResponse,
  TagResponse,
} from '../../contract';

/**
 * A feed per category, tag and author (issue 17) on the page's own path + /feed.xml, in each
 * language the site carries, with each article's full text; and the language feed's full text.
 */
const DOMAIN = 'page-feeds.localhost';
const ORIGIN = `http://${DOMAIN}:3000`;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  isArray: (name) => name === 'item',
});

interface Item {
  title: string;
  link: string;
  description: string;
  'content:encoded': string;
  category?: string;
  'dc:creator'?: string;
}
interface FeedXml {
  rss: {
    channel: {
      title: string;
      link: string;
      language: string;
      'atom:link': { href: string };
      item?: Item[];
    };
  };
}

let t: TestContext;
let admin: Record<string, string>;
let siteId: number;

beforeAll(async () => {
  t = await createTestContext();
  siteId = (await createOwnSite(t, { domain: DOMAIN, name: 'Page Feeds', languages: ['es'] })).id;
  admin = bearer(await login(t.app));
});
afterAll(() => t.close());

const get = (url: string, host = DOMAIN) => t.app.inject({ method: 'GET', url, headers: { host } });

async function feed(url: string) {
  const res = await get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
  expect(XMLValidator.validate(res.body)).toBe(true);
  return (parser.parse(res.body) as FeedXml).rss.channel;
}

async function newTag(en: string, es: string) {
  const res = await call<TagResponse>(t.app, {
    method: 'POST',
    url: '/api/admin/tags',
    headers: admin,
    payload: {
      site_id: siteId,
      translations: {
        en: { name: en, slug: en.toLowerCase() },
        es: { name: es, slug: es.toLowerCase() },
      },
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.tag;
}

async function newAuthor(slug: string) {
  const res = await call<AuthorResponse>(t.app, {
    method: 'POST',
    url: '/api/admin/authors',
    headers: admin,
    payload: {
      site_id: siteId,
      name: 'Ana Feed',
      slug,
      translations: { en: { role: 'Writer', bio: 'Bio' } },
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.author;
}

const html = (title: string, body: string) => ({
  title,
  slug: '',
  excerpt: `About ${title}`,
  content_type: 'html',
  content: [],
  content_html: body,
  status: 'published',
  publish_at: null,
});

async function newPost(
  title: string,
  { category = 'home', tags = [] as number[], authorId = null as number | null, es = true } = {},
) {
  const res = await call<AdminPostResponse>(t.app, {
    method: 'POST',
    url: '/api/admin/posts',
    headers: admin,
    payload: {
      site_id: siteId,
      category,
      author_id: authorId,
      trending: false,
      is_advertorial: false,
      read_time: 5,
      read_time_auto: false,
      featured_image_url: null,
      translations: {
        en: html(
          title,
          `<p>Full text of ${title} with <a href="/about">a link</a>.</p><script>alert(1)</script>`,
        ),
        ...(es ? { es: html(`${title} (es)`, `<p>Texto de ${title}</p>`) } : {}),
      },
      tags,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.post;
}

const slugOf = (post: AdminPostResponse['post'], locale: string) => post.translations[locale]!.slug;

describe('a feed per category, tag and author', () => {
  it('a tag feed lists the tagged articles published in the language, newest first, with their full text', async () => {
    const tag = await newTag('Basil', 'Albahaca');
    const older = await newPost('Basil one', { tags: [tag.id] });
    const newer = await newPost('Basil two', { tags: [tag.id], es: false });
    await newPost('Not basil');

    const en = await feed('/tag/basil/feed.xml');
    expect(en.language).toBe('en');
    expect(en.link).toBe(`${ORIGIN}/tag/basil`);
    expect(en['atom:link'].href).toBe(`${ORIGIN}/tag/basil/feed.xml`);
    expect(en.title).toBe('Basil | Page Feeds');
    expect(en.item!.map((item) => item.link)).toEqual([
      `${ORIGIN}/${slugOf(newer, 'en')}`,
      `${ORIGIN}/${slugOf(older, 'en')}`,
    ]);
    const full = en.item![1]!['content:encoded'];
    expect(full).toContain('Full text of Basil one');
    // Links on the site are absolute (a feed reader has no page to resolve them against); scripts never pass.
    expect(full).toContain(`href="${ORIGIN}/about"`);
    expect(full).not.toContain('<script');

    // Spanish: only what is published in Spanish, on the tag's Spanish path.
    const es = await feed('/es/etiqueta/albahaca/feed.xml');
    expect(es.language).toBe('es');
    expect(es['atom:link'].href).toBe(`${ORIGIN}/es/etiqueta/albahaca/feed.xml`);
    expect(es.item!.map((item) => item.link)).toEqual([`${ORIGIN}/es/${slugOf(older, 'es')}`]);
    expect(es.item![0]!['content:encoded']).toContain('Texto de Basil one');
  });

  it("a category feed lists its articles, on the category's localized path", async () => {
    const post = await newPost('Travel feed tip', { category: 'travel' });
    await newPost('Money feed tip', { category: 'money' });
    const en = await feed('/category/travel/feed.xml');
    expect(en.link).toBe(`${ORIGIN}/category/travel`);
    expect(en.item!.map((item) => item.link)).toEqual([`${ORIGIN}/${slugOf(post, 'en')}`]);
    expect(en.item![0]!.category).toBe('Travel');
    const es = await feed('/es/categoria/viajes/feed.xml');
    expect(es.item!.map((item) => item.link)).toEqual([`${ORIGIN}/es/${slugOf(post, 'es')}`]);
  });

  it('an author feed lists their articles in each language', async () => {
    const author = await newAuthor('ana-feed');
    const post = await newPost('Ana writes', { authorId: author.id });
    const en = await feed('/author/ana-feed/feed.xml');
    expect(en.item!.map((item) => item.link)).toEqual([`${ORIGIN}/${slugOf(post, 'en')}`]);
    expect(en.item![0]!['dc:creator']).toBe('Ana Feed');
    const es = await feed('/es/autor/ana-feed/feed.xml');
    expect(es.item!.map((item) => item.link)).toEqual([`${ORIGIN}/es/${slugOf(post, 'es')}`]);
  });

  it('the language feed carries the full text too', async () => {
    const post = await newPost('Language feed full text');
    const en = await feed('/feed.xml');
    const item = en.item!.find((entry) => entry.link === `${ORIGIN}/${slugOf(post, 'en')}`);
    expect(item!['content:encoded']).toContain('Full text of Language feed full text');
  });

  it('a new article shows in the feeds at once (the cache is dropped by the write)', async () => {
    const tag = await newTag('Mint', 'Menta');
    await newPost('Mint one', { tags: [tag.id] });
    expect((await feed('/tag/mint/feed.xml')).item).toHaveLength(1);
    await newPost('Mint two', { tags: [tag.id] });
    expect((await feed('/tag/mint/feed.xml')).item).toHaveLength(2);
  });

  it("a renamed tag's or category's feed answers 301 to the feed on today's slug, in each language", async () => {
    const tag = await newTag('Oregano', 'Oregano-es');
    await newPost('Oregano tip', { tags: [tag.id] });
    const renamedTag = await call<TagResponse>(t.app, {
      method: 'PUT',
      url: `/api/admin/tags/${tag.id}`,
      headers: admin,
      payload: {
        translations: {
          en: { name: 'Oregano', slug: 'wild-oregano' },
          es: { name: 'Orégano', slug: 'oregano-silvestre' },
        },
      },
    });
    expect(renamedTag.status, JSON.stringify(renamedTag.body)).toBe(200);
    for (const [old, today] of [
      ['/tag/oregano/feed.xml', '/tag/wild-oregano/feed.xml'],
      ['/es/etiqueta/oregano-es/feed.xml', '/es/etiqueta/oregano-silvestre/feed.xml'],
    ]) {
      const res = await get(old!);
      expect(res.statusCode, old).toBe(301);
      expect(res.headers.location).toBe(today);
      expect((await feed(today!)).item).toHaveLength(1);
    }

    const created = await call<CategoryResponse>(t.app, {
      method: 'POST',
      url: '/api/admin/categories',
      headers: admin,
      payload: {
        site_id: siteId,
        key: 'garden-feeds',
        emoji: '🌱',
        gradient: CATEGORY_GRADIENTS[1],
        translations: {
          en: { name: 'Garden', slug: 'garden', description: '' },
          es: { name: 'Jardín', slug: 'jardin', description: '' },
        },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const renamed = await call<CategoryResponse>(t.app, {
      method: 'PUT',
      url: `/api/admin/categories/${created.body.category.id}`,
      headers: admin,
      payload: {
        translations: {
          ...created.body.category.translations,
          es: { name: 'Huerto', slug: 'huerto', description: '' },
        },
      },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const old = await get('/es/categoria/jardin/feed.xml');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/es/categoria/huerto/feed.xml');
    expect((await feed('/es/categoria/huerto/feed.xml')).link).toBe(
      `${ORIGIN}/es/categoria/huerto`,
    );
  });

  it('answers 404 in XML for a category, tag or author the site does not have, or a language it does not carry', async () => {
    await newTag('Thyme', 'Tomillo');
    for (const url of [
      '/tag/no-such-tag/feed.xml',
      '/es/etiqueta/thyme/feed.xml', // the tag has a Spanish slug: its Spanish feed is there, not on the English one
      '/category/no-such/feed.xml',
      '/es/categoria/travel/feed.xml', // the English slug of a category that has a Spanish one
      '/author/nobody/feed.xml',
      '/fr/etiquette/thyme/feed.xml', // French is not a language of the site
      '/es/tag/tomillo/feed.xml', // the English route name in Spanish: not the feed's URL
      '/about/x/feed.xml',
    ]) {
      const res = await get(encodeURI(url));
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/xml');
    }
    // Another site's tag is not this site's.
    expect((await get('/tag/thyme/feed.xml', 'localhost')).statusCode).toBe(404);
  });
});
