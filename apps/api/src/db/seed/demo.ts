import { count } from 'drizzle-orm';
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
import { DEMO_ACCOUNTS } from './demo-accounts';

/** The editor manages exactly this site (not the localhost magazine). */
const EDITOR_SITE_DOMAIN = 'home.localhost';

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
  const [adminHash, editorHash] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.admin.password),
    hashPassword(DEMO_ACCOUNTS.editor.password),
  ]);

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

    const [admin, editor] = await tx
      .insert(adminUsers)
      .values([
        { name: DEMO_ACCOUNTS.admin.name, email: DEMO_ACCOUNTS.admin.email, passwordHash: adminHash },
        { name: DEMO_ACCOUNTS.editor.name, email: DEMO_ACCOUNTS.editor.email, passwordHash: editorHash },
      ])
      .returning({ id: adminUsers.id });
    await tx.insert(adminUserSites).values([
      ...siteRows.map((site) => ({ adminUserId: admin!.id, siteId: site.id })),
      { adminUserId: editor!.id, siteId: siteId.get(EDITOR_SITE_DOMAIN)! },
    ]);

    // One PostService for the seed, over its transaction.
    const store = new ServicePostStore(tx, new PostService(tx, new SiteAccess(tx), systemClock));
    for (const site of network) {
      const id = siteId.get(site.domain)!;
      await tx.insert(languages).values([
        { siteId: id, code: 'en', enabled: true, isDefault: true },
        ...Object.entries(site.languages).map(([code, enabled]) => ({ siteId: id, code, enabled, isDefault: false })),
      ]);
      await importArticles(tx, store, id, articlesFor(site, content));
    }
  });
  return true;
}
