import { count } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/password';
import type { Db } from '../client';
import { adminUsers, adminUserSites, authors, languages, posts, postTranslations, sites, type TipMeta, type TipText } from '../schema';
import { authors as seedAuthors } from './content/authors';
import { foodTravelCareerArticles } from './content/food-travel-career';
import { healthHomeTechArticles } from './content/health-home-tech';
import { lifestyleArticles } from './content/lifestyle';
import { moneyArticles } from './content/money';
import type { Category, SeedArticle } from './content/types';
import { DEMO_ACCOUNTS } from './demo-accounts';

export const ALL_ARTICLES: SeedArticle[] = [
  ...lifestyleArticles,
  ...moneyArticles,
  ...healthHomeTechArticles,
  ...foodTravelCareerArticles,
];

interface SiteSeed {
  name: string;
  domain: string;
  description: string;
  active: boolean;
  maintenanceMode: boolean;
  launchedAt: Date | null;
  /** Which articles this site carries (copies); null = all of them. */
  categories: Category[] | null;
  /** code -> enabled; English is always the default and enabled. */
  languages: Record<string, boolean>;
}

/** The demo network: one of each state the admin console shows (inactive, maintenance, not launched). */
const SITES: SiteSeed[] = [
  {
    name: 'Tips Magazine',
    domain: 'localhost',
    description: 'Practical, well-tested tips for everyday life, in five languages.',
    active: true,
    maintenanceMode: false,
    launchedAt: new Date('2026-01-05T09:00:00.000Z'),
    categories: null,
    languages: { es: true, ar: true, fr: true, zh: true, de: false, it: false },
  },
  {
    name: 'Pocket Money Notes',
    domain: 'money.localhost',
    description: 'Budgeting, saving and career money moves explained in plain language.',
    active: true,
    maintenanceMode: true,
    launchedAt: new Date('2026-03-02T09:00:00.000Z'),
    categories: ['money', 'career'],
    languages: { es: true, fr: false, pt: false },
  },
  {
    name: 'Wander & Taste',
    domain: 'travel.localhost',
    description: 'Food and travel ideas for curious people on a sensible budget.',
    active: false,
    maintenanceMode: false,
    launchedAt: new Date('2026-02-10T09:00:00.000Z'),
    categories: ['food', 'travel'],
    languages: { fr: true, es: true, it: false },
  },
  {
    name: 'Home Nest',
    domain: 'home.localhost',
    description: 'A calmer, healthier home: upkeep, wellbeing and the gadgets worth having.',
    active: true,
    maintenanceMode: false,
    launchedAt: null,
    categories: ['home', 'health', 'technology'],
    languages: { zh: true, es: false, de: false },
  },
];

/** The editor manages exactly this site (not the localhost magazine). */
const EDITOR_SITE_DOMAIN = 'home.localhost';

function articlesFor(site: SiteSeed): SeedArticle[] {
  if (!site.categories) return ALL_ARTICLES;
  const picked = ALL_ARTICLES.filter((article) => site.categories!.includes(article.category));
  // Every site must have posts even while content is still being written.
  return picked.length >= 3 ? picked : ALL_ARTICLES.slice(0, 6);
}

/** Tip ids t1..tN in the article's order (the same ids the 0003 migration gave existing rows). */
const tipId = (index: number) => `t${index + 1}`;

function tipsMeta(article: SeedArticle): TipMeta[] {
  return article.tips.map((tip, index) => ({
    id: tipId(index),
    rating: tip.rating,
    cta_link: tip.cta?.link ?? null,
    company_name: tip.cta?.company_name ?? null,
  }));
}

function tipTexts(article: SeedArticle, texts: SeedArticle['translations']['en']): TipText[] {
  return texts.tips.map((tip, index) => ({
    id: tipId(index),
    title: tip.title,
    description: tip.description,
    tip: tip.tip,
    price_range: article.tips[index]?.price_range ?? null,
    cta_text: tip.cta_text ?? null,
    affiliate_note: tip.affiliate_note ?? null,
  }));
}

/**
 * Seeds the demo network, only into an empty database (a restart never duplicates or overwrites).
 * Returns false when there was already data.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(sites);
  if ((existing?.n ?? 0) > 0) return false;

  // Hash before the transaction: scrypt is slow and needs no lock.
  const [adminHash, editorHash] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.admin.password),
    hashPassword(DEMO_ACCOUNTS.editor.password),
  ]);

  await db.transaction(async (tx) => {
    const siteRows = await tx
      .insert(sites)
      .values(
        SITES.map((site) => ({
          name: site.name,
          domain: site.domain,
          description: site.description,
          active: site.active,
          maintenanceMode: site.maintenanceMode,
          launchedAt: site.launchedAt,
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

    const authorRows = await tx
      .insert(authors)
      .values(seedAuthors.map((a) => ({ key: a.key, name: a.name, avatar: a.avatar, role: a.role, bio: a.bio })))
      .returning({ id: authors.id, key: authors.key });
    const authorId = new Map(authorRows.map((row) => [row.key, row.id]));

    for (const site of SITES) {
      const id = siteId.get(site.domain)!;
      await tx.insert(languages).values([
        { siteId: id, code: 'en', enabled: true, isDefault: true },
        ...Object.entries(site.languages).map(([code, enabled]) => ({ siteId: id, code, enabled, isDefault: false })),
      ]);

      const articles = articlesFor(site);
      if (articles.length === 0) continue;
      const postRows = await tx
        .insert(posts)
        .values(
          articles.map((article) => ({
            siteId: id,
            authorId: authorId.get(article.author) ?? null,
            category: article.category,
            trending: article.trending,
            isAdvertorial: article.is_advertorial,
            readTime: article.read_time,
            views: article.views,
            updatedAt: new Date(article.published_at),
            tipsMeta: tipsMeta(article),
          })),
        )
        .returning({ id: posts.id });

      const translationRows = articles.flatMap((article, index) =>
        Object.entries(article.translations).flatMap(([locale, texts]) =>
          texts
            ? [
                {
                  postId: postRows[index]!.id,
                  siteId: id,
                  locale,
                  slug: texts.slug,
                  title: texts.title,
                  excerpt: texts.excerpt,
                  contentType: 'json' as const,
                  content: tipTexts(article, texts),
                  // A published demo article is published in every language it has.
                  status: article.published ? ('published' as const) : ('draft' as const),
                  publishedAt: article.published ? new Date(article.published_at) : null,
                  updatedAt: new Date(article.published_at),
                },
              ]
            : [],
        ),
      );
      // Chunks keep each statement well under the bind-parameter limit.
      for (let start = 0; start < translationRows.length; start += 100) {
        await tx.insert(postTranslations).values(translationRows.slice(start, start + 100));
      }
    }
  });
  return true;
}
