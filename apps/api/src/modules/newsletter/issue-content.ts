import { buildPath } from '@sitenet/i18n';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { newsletterIssues } from '../../db/schema';
import { postTranslations } from '../../db/schema';
import { escapeHtml } from '../../lib/escape-html';

type IssueRow = typeof newsletterIssues.$inferSelect;

/** A chosen article as the issue shows it: a card with its title, excerpt and link. */
export interface IssueArticle {
  title: string;
  excerpt: string;
  url: string;
}

/**
 * What every copy of an issue shares, computed once per issue (not per recipient): the body with
 * the site's article links tagged for analytics, and the chosen articles in the issue's language.
 */
export interface IssueContent {
  issue: IssueRow;
  siteName: string;
  origin: string;
  bodyHtml: string;
  bodyText: string;
  articles: IssueArticle[];
  webUrl: string;
}

/** The chosen articles that are published in the issue's language, in the chosen order. */
export async function issueArticles(
  db: Db,
  issue: IssueRow,
  origin: string,
): Promise<IssueArticle[]> {
  if (issue.postIds.length === 0) return [];
  const rows = await db
    .select({
      postId: postTranslations.postId,
      slug: postTranslations.slug,
      title: postTranslations.title,
      excerpt: postTranslations.excerpt,
    })
    .from(postTranslations)
    .where(
      and(
        eq(postTranslations.siteId, issue.siteId),
        eq(postTranslations.locale, issue.locale),
        eq(postTranslations.status, 'published'),
        inArray(postTranslations.postId, issue.postIds),
      ),
    );
  const byPost = new Map(rows.map((row) => [row.postId, row]));
  return issue.postIds.flatMap((id) => {
    const row = byPost.get(id);
    if (!row) return [];
    const url = withNewsletterUtm(
      `${origin}${buildPath({ name: 'article', slug: row.slug }, issue.locale)}`,
      origin,
      issue.slug,
    );
    return [{ title: row.title, excerpt: row.excerpt, url }];
  });
}

/**
 * A link to the site itself gains utm_source=newsletter (and the issue as campaign) so analytics
 * counts the visits it brings; links elsewhere are left as they are. No tracking of anything else.
 */
export function withNewsletterUtm(href: string, origin: string, campaign: string): string {
  if (!URL.canParse(href)) return href;
  const url = new URL(href);
  if (url.origin !== origin) return href;
  url.searchParams.set('utm_source', 'newsletter');
  url.searchParams.set('utm_medium', 'email');
  url.searchParams.set('utm_campaign', campaign);
  return url.toString();
}

const unescapeAttribute = (value: string) =>
  value.replace(
    /&(amp|quot|#39|lt|gt);/g,
    (_whole, name: string) => ({ amp: '&', quot: '"', '#39': "'", lt: '<', gt: '>' })[name]!,
  );

/** The sanitized body with every href to the site tagged (see withNewsletterUtm). */
export function tagSiteLinks(html: string, origin: string, campaign: string): string {
  return html.replace(/\bhref="([^"]*)"/g, (_whole, value: string) => {
    const tagged = withNewsletterUtm(unescapeAttribute(value), origin, campaign);
    return `href="${escapeHtml(tagged)}"`;
  });
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
};

/** The plain-text part of a body: paragraphs and lines kept, links as "text (url)", tags dropped. */
export function htmlToText(html: string): string {
  return html
    .replace(
      /<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi,
      (_whole, href: string, text: string) => {
        const label = text.replace(/<[^>]+>/g, '').trim();
        const url = unescapeAttribute(href);
        return label && label !== url ? `${label} (${url})` : url;
      },
    )
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|ul|ol|blockquote|figure|table|tr)>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_whole, name: string) => ENTITIES[name]!)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export async function issueContent(
  db: Db,
  issue: IssueRow,
  site: { name: string; origin: string },
): Promise<IssueContent> {
  const bodyHtml = tagSiteLinks(issue.bodyHtml, site.origin, issue.slug);
  return {
    issue,
    siteName: site.name,
    origin: site.origin,
    bodyHtml,
    bodyText: htmlToText(bodyHtml),
    articles: await issueArticles(db, issue, site.origin),
    webUrl: `${site.origin}/newsletter/${issue.slug}`,
  };
}
