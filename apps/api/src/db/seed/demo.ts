import { count } from 'drizzle-orm';
import { addDefaultCategories } from '../../modules/categories/defaults';
import { DEMO_CONTENT_DIR } from '../../env';
import { hashPassword } from '../../modules/auth/password';
import { readContentFolder, readContentSites, type ContentBundle } from '../../modules/content/content-folder';
import type { ContentSite } from '../../modules/content/file-format';
import { importArticles } from '../../modules/content/import-articles';
import { ServicePostStore } from '../../modules/content/service-post-store';
import { PostService } from '../../modules/posts/service';
import { SiteAccess } from '../../modules/sites/access';
import { systemClock } from '../../lib/clock';
import type { Db } from '../client';
import { adminUsers, adminUserSites, languages, sites } from '../schema';
import { demoAccountList } from './demo-accounts';
import { insertDemoMediaRows } from './demo-media';

/**
 * The articles a site of the demo network carries (sites.json: by category, or all), in the
 * languages it has enabled: a site holds translations only in its own languages.
 */
function articlesFor(site: ContentSite, content: ContentBundle): ContentBundle {
  const { categories } = site;
  const enabled = new Set(['en', ...Object.entries(site.languages).flatMap(([code, on]) => (on ? [code] : []))]);
  const articles = (categories ? content.articles.filter((article) => categories.includes(article.category)) : content.articles).map(
    (article) => ({
      ...article,
      translations: Object.fromEntries(Object.entries(article.translations).filter(([code]) => enabled.has(code))),
    }),
  );
  return { ...content, articles };
}

/**
 * Seeds the demo network, only into an empty database (a restart never duplicates or overwrites).
 * Returns false when there was already data.
 */
export async function seedDemo(db: Db, contentDir: string = DEMO_CONTENT_DIR): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(sites);
  if ((existing?.n ?? 0) > 0) return false;
  // Read and validate every file before writing anything.
  const [network, content] = await Promise.all([readContentSites(contentDir), readContentFolder(contentDir)]);

  // Hash before the transaction: scrypt is slow and needs no lock.
  const accounts = demoAccountList(contentDir);
  for (const account of accounts) {
    for (const membership of account.memberships) {
      if (!network.some((site) => site.domain === membership.site)) {
        throw new Error(`accounts.json: ${account.email} names the unknown site ${membership.site}`);
      }
    }
  }
  const hashes = await Promise.all(accounts.map((account) => hashPassword(account.password)));

  await db.transaction(async (tx) => {
    const siteRows = await tx
      .insert(sites)
      .values(
        network.map((site) => ({
          name: site.name,
          domain: site.domain,
          description: site.description,
          active: site.active,
          maintenanceMode: site.maintenance_mode,
          categories: site.categories,
          launchedAt: site.launched_at ? new Date(site.launched_at) : null,
        })),
      )
      .returning({ id: sites.id, domain: sites.domain });
    const siteId = new Map(siteRows.map((row) => [row.domain, row.id]));
    // Each site's categories: the defaults it carries (sites.json's `categories`; absent: all eight).
    for (const site of network) await addDefaultCategories(tx, siteId.get(site.domain)!, site.categories);

    // One account per role (accounts.json), in file order.
    const users = await tx
      .insert(adminUsers)
      .values(accounts.map((account, index) => ({ name: account.name, email: account.email, role: account.role, passwordHash: hashes[index]! })))
      .returning({ id: adminUsers.id });
    const memberships = accounts.flatMap((account, index) =>
      account.memberships.map((m) => ({ adminUserId: users[index]!.id, siteId: siteId.get(m.site)!, role: m.role, languages: m.languages })),
    );
    if (memberships.length > 0) await tx.insert(adminUserSites).values(memberships);

    // One PostService for the seed, over its transaction.
    const store = new ServicePostStore(tx, new PostService(tx, new SiteAccess(tx), systemClock));
    for (const site of network) {
      const id = siteId.get(site.domain)!;
      await tx.insert(languages).values([
        { siteId: id, code: 'en', enabled: true, isDefault: true },
        ...Object.entries(site.languages).map(([code, enabled]) => ({ siteId: id, code, enabled, isDefault: false })),
      ]);
      const carried = articlesFor(site, content);
      await importArticles(tx, store, id, carried);
      await insertDemoMediaRows(tx, id, carried.articles.map((article) => article.featured_image_url), contentDir);
    }
  });
  return true;
}
