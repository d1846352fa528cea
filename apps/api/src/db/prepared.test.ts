import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, type TestContext } from '../../test/helpers';
import type { PostResponse, PostsListResponse, SearchResponse } from '../contract';
import { createPreparedRunner, type PreparedRunner } from './prepared';
import { posts, postTranslations, sites } from './schema';

/** Strings that break hand-written quoting: they must travel as data and come back unchanged. */
const HOSTILE = [
  `o'hara'); drop table posts; --`,
  `back\\slash \\' \\\\ E'\\x41' '' '`,
  `$1 $$dollar$$ $tag$ :name ? %s %_ \\%`,
  `"double" \`back\` ; -- /* comment */ */`,
  `emoji 👩‍👩‍👧 🇪🇸 𝄞 surrogate pairs`,
  `RTL \u202Eevil\u202C \u200F עברית العربية \u200Bzero\uFEFFwidth`,
  `combining e\u0301 vs \u00e9, line1\nline2\r\n\ttab`,
];

let t: TestContext;
let runner: PreparedRunner;
beforeAll(async () => {
  t = await createTestContext({ PUBLIC_CACHE: 'off' });
  runner = createPreparedRunner(t.database);
});
afterAll(() => t.close());

const get = <T>(url: string) => call<T>(t.app, { method: 'GET', url, headers: { host: 'localhost:3000' } });

describe('prepared statements bind their parameters', () => {
  it.each(HOSTILE.map((value) => [value]))('returns %j byte-identical as data', async (value) => {
    const [row] = await runner.run<{ v: string; n: number }>('test_echo', 'select $1::text as v, octet_length($1::text) as n', [value]);
    expect(row!.v).toBe(value);
    expect(row!.n).toBe(Buffer.byteLength(value));
  });

  it('passes very long input whole, and integers as integers', async () => {
    const long = `'\\😀`.repeat(50_000);
    const [row] = await runner.run<{ v: string; n: number }>('test_echo_int', 'select $1::text as v, $2::int + 1 as n', [long, 41]);
    expect(row!.v).toBe(long);
    expect(row!.n).toBe(42);
  });

  it('refuses NUL with a 400 before it reaches the database', async () => {
    await expect(runner.run('test_echo', 'select $1::text as v', ['a\0b'])).rejects.toMatchObject({ statusCode: 400 });
    const search = await get<SearchResponse>(`/api/search?q=${encodeURIComponent('ab\0cd')}`);
    expect(search.status).toBe(400);
  });

  it('rejects a statement that fails while running with its database error, and the next one runs', async () => {
    await expect(runner.run('test_divide', 'select 1 / ($1::int - 1) as v', [1])).rejects.toThrow(/division by zero/);
    const [row] = await runner.run<{ v: number }>('test_divide', 'select 1 / ($1::int - 1) as v', [2]);
    expect(row!.v).toBe(1);
  });

  it('stores hostile slugs and titles as data and serves them back unchanged through the public routes', async () => {
    const [local] = await t.database.db.select({ id: sites.id }).from(sites).where(eq(sites.domain, 'localhost'));
    const postsBefore = (await t.database.db.select({ n: count() }).from(posts))[0]!.n;
    const list = await get<PostsListResponse>('/api/posts?category=lifestyle&page=1');
    const cards = list.body.posts.slice(0, HOSTILE.length);
    expect(cards).toHaveLength(HOSTILE.length);

    for (const [index, hostile] of HOSTILE.entries()) {
      const slug = `${hostile.replace(/[/\s]/g, '-')}-${index}`;
      const title = `${hostile} #${index}`;
      await t.database.db
        .update(postTranslations)
        .set({ slug, title })
        .where(and(eq(postTranslations.siteId, local!.id), eq(postTranslations.locale, 'en'), eq(postTranslations.slug, cards[index]!.slug)));

      const article = await get<PostResponse>(`/api/posts/${encodeURIComponent(slug)}`);
      expect(article.status, title).toBe(200);
      expect(article.body.post.slug).toBe(slug);
      expect(article.body.post.title).toBe(title);

      const found = await get<SearchResponse>(`/api/search?q=${encodeURIComponent(title.slice(0, 100))}`);
      expect(found.status, title).toBe(200);
      expect(found.body.posts.map((post) => post.title)).toContain(title);
    }
    // No statement was changed by its input: every table and row is still there.
    expect((await t.database.db.select({ n: count() }).from(posts))[0]!.n).toBe(postsBefore);
  });
});
