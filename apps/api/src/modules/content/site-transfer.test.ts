import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { addDefaultCategories } from '../categories/defaults';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededDatabase } from '../../../test/helpers';
import type { Database, Db } from '../../db/client';
import { languages, posts, sites } from '../../db/schema';
import { TagsService } from '../tags/service';
import { setPostTags } from '../tags/post-tags';
import { DEMO_CONTENT_DIR } from '../../env';
import { ContentFileError } from './content-folder';
import type { PostStore } from './post-store';
import { PostService } from '../posts/service';
import { SiteAccess } from '../sites/access';
import { systemClock } from '../../lib/clock';
import { ServicePostStore } from './service-post-store';
import { ContentCommandError, exportSiteToFolder, importFolderToSite } from './site-transfer';

let database: Database;
let work: string;
const folder = (name: string) => path.join(work, name);
/** The posts of db through one PostService over it (over the transaction while importing). */
const storeOn = (db: Db) => new ServicePostStore(db, new PostService(db, new SiteAccess(db), systemClock));
const inTransaction = <T>(run: (tx: Db, store: PostStore) => Promise<T>) =>
  database.db.transaction((tx) => run(tx, storeOn(tx)));

/** Every file under dir, relative path -> bytes. */
async function snapshot(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file), await readFile(file));
  }
  return files;
}

async function postCount(domain: string): Promise<number> {
  const [row] = await database.db
    .select({ n: count() })
    .from(posts)
    .innerJoin(sites, eq(sites.id, posts.siteId))
    .where(eq(sites.domain, domain));
  return row!.n;
}

/** A new empty site with the languages of another (a site holds translations only in its own languages). */
async function createSiteLike(domain: string, model: string): Promise<void> {
  const [site] = await database.db.insert(sites).values({ name: domain, domain }).returning({ id: sites.id });
  const [source] = await database.db.select({ id: sites.id }).from(sites).where(eq(sites.domain, model));
  const rows = await database.db.select().from(languages).where(eq(languages.siteId, source!.id));
  await database.db
    .insert(languages)
    .values(rows.map(({ code, enabled, isDefault }) => ({ siteId: site!.id, code, enabled, isDefault })));
  // Like a site made in the console: the default categories (the articles name theirs by key).
  await addDefaultCategories(database.db, site!.id, null);
}

beforeAll(async () => {
  database = await openSeededDatabase();
  work = await mkdtemp(path.join(tmpdir(), 'sitenet-content-'));
});
afterAll(async () => {
  await database.close();
  await rm(work, { recursive: true, force: true });
});

describe('content:export and content:import', () => {
  it('export -> import into an empty site -> export is byte-identical', async () => {
    const store = storeOn(database.db);
    const exported = await exportSiteToFolder(database.db, store, 'localhost', folder('first'));
    expect(exported).toBe(await postCount('localhost'));

    await createSiteLike('copy.localhost', 'localhost');
    expect(
      await importFolderToSite(database.db, 'copy.localhost', folder('first'), inTransaction),
    ).toBe(exported);
    expect(await postCount('copy.localhost')).toBe(exported);

    await exportSiteToFolder(database.db, store, 'copy.localhost', folder('second'));
    const [first, second] = await Promise.all([
      snapshot(folder('first')),
      snapshot(folder('second')),
    ]);
    expect([...second.keys()].sort()).toEqual([...first.keys()].sort());
    for (const [name, bytes] of first) expect(second.get(name)?.equals(bytes), name).toBe(true);
  });

  it('carries the site\'s tags and each post\'s tags: export -> import -> export is identical', async () => {
    // A site of its own with the demo's posts, then tags: one in two languages, one in Spanish
    // only, one that no post carries; two posts tagged.
    await createSiteLike('tagged.localhost', 'localhost');
    await importFolderToSite(database.db, 'tagged.localhost', folder('first'), inTransaction);
    const [tagged] = await database.db.select({ id: sites.id }).from(sites).where(eq(sites.domain, 'tagged.localhost'));
    const service = new TagsService(database.db);
    const basil = await service.create(tagged!.id, { en: { name: 'Basil', slug: 'basil' }, es: { name: 'Albahaca', slug: 'albahaca' } });
    const thrift = await service.create(tagged!.id, { es: { name: 'Ahorro', slug: 'ahorro' } });
    await service.create(tagged!.id, { en: { name: 'Unused', slug: 'unused' } });
    const [first, second] = await storeOn(database.db).listPostIds(tagged!.id);
    await setPostTags(database.db, first!, [basil.id, thrift.id]);
    await setPostTags(database.db, second!, [thrift.id]);

    await exportSiteToFolder(database.db, storeOn(database.db), 'tagged.localhost', folder('tagged-1'));
    const tagsFile = JSON.parse(await readFile(path.join(folder('tagged-1'), 'tags.json'), 'utf8'));
    expect(tagsFile).toEqual([
      { key: 'ahorro', translations: { es: { name: 'Ahorro', slug: 'ahorro' } } },
      { key: 'basil', translations: { en: { name: 'Basil', slug: 'basil' }, es: { name: 'Albahaca', slug: 'albahaca' } } },
      { key: 'unused', translations: { en: { name: 'Unused', slug: 'unused' } } },
    ]);
    const articles = await Promise.all(
      (await readdir(path.join(folder('tagged-1'), 'articles'))).map(async (name) =>
        JSON.parse(await readFile(path.join(folder('tagged-1'), 'articles', name), 'utf8')) as { tags?: string[] },
      ),
    );
    expect(articles.map((article) => article.tags).filter(Boolean).sort()).toEqual([['ahorro'], ['ahorro', 'basil']]);

    await createSiteLike('tagged-copy.localhost', 'localhost');
    await importFolderToSite(database.db, 'tagged-copy.localhost', folder('tagged-1'), inTransaction);
    await exportSiteToFolder(database.db, storeOn(database.db), 'tagged-copy.localhost', folder('tagged-2'));
    const [one, two] = await Promise.all([snapshot(folder('tagged-1')), snapshot(folder('tagged-2'))]);
    expect([...two.keys()].sort()).toEqual([...one.keys()].sort());
    for (const [name, bytes] of one) expect(two.get(name)?.equals(bytes), name).toBe(true);
  });

  it('refuses an article naming a tag tags.json does not have, writing nothing', async () => {
    const broken = folder('tagged-broken');
    await exportSiteToFolder(database.db, storeOn(database.db), 'tagged.localhost', broken);
    await writeFile(path.join(broken, 'tags.json'), '[]');
    await createSiteLike('tagged-empty.localhost', 'localhost');
    await expect(importFolderToSite(database.db, 'tagged-empty.localhost', broken, inTransaction)).rejects.toThrow(
      /unknown tag "ahorro" \(add it to tags\.json\)/,
    );
    expect(await postCount('tagged-empty.localhost')).toBe(0);
  });

  it('exports the seeded demo exactly as its content files', async () => {
    const [exported, demo] = await Promise.all([
      snapshot(path.join(folder('first'), 'articles')),
      snapshot(path.join(DEMO_CONTENT_DIR, 'articles')),
    ]);
    expect([...exported.keys()].sort()).toEqual([...demo.keys()].sort());
    for (const [name, bytes] of demo)
      expect(exported.get(name)?.toString('utf8'), name).toBe(bytes.toString('utf8'));
  });

  it('mirrors the site: a re-export removes files of posts the site no longer has', async () => {
    const stray = path.join(folder('second'), 'articles', 'gone-post.json');
    await writeFile(stray, '{}');
    await exportSiteToFolder(
      database.db,
      storeOn(database.db),
      'copy.localhost',
      folder('second'),
    );
    await expect(readFile(stray)).rejects.toThrow();
  });

  it('refuses an import whose slugs the site already has, writing nothing', async () => {
    const before = await postCount('localhost');
    await expect(
      importFolderToSite(database.db, 'localhost', folder('first'), inTransaction),
    ).rejects.toThrow(/localhost already has posts with these slugs \(nothing imported\): en\//);
    expect(await postCount('localhost')).toBe(before);
  });

  it('refuses unknown sites and invalid files with messages naming them', async () => {
    await expect(
      exportSiteToFolder(database.db, storeOn(database.db), 'nope.localhost', folder('x')),
    ).rejects.toThrow(new ContentCommandError('No site with the domain nope.localhost'));
    await createSiteLike('empty.localhost', 'localhost');
    const broken = folder('broken');
    await exportSiteToFolder(database.db, storeOn(database.db), 'copy.localhost', broken);
    const file = path.join(broken, 'articles', 'build-your-first-emergency-fund.json');
    const article = JSON.parse(await readFile(file, 'utf8'));
    article.translations.es.content.pop();
    article.translations.en.content[0].cta_link = 'javascript:alert(1)';
    await writeFile(file, JSON.stringify(article));
    const failure = importFolderToSite(database.db, 'empty.localhost', broken, inTransaction);
    await expect(failure).rejects.toBeInstanceOf(ContentFileError);
    await expect(failure).rejects.toThrow(
      /build-your-first-emergency-fund\.json:\n.*translations\.en\.content\.0\.cta_link: Only http and https links are allowed/,
    );
    expect(await postCount('empty.localhost')).toBe(0);
  });
});
