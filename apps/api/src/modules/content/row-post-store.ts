import { asc, eq } from 'drizzle-orm';
import type { AdminPostDetail, CreatePostRequest, PostTranslationRead } from '../../contract';
import type { Db } from '../../db/client';
import { posts, postTranslations, type TipMeta, type TipText } from '../../db/schema';
import type { ImportExtras, PostStore } from './post-store';

/**
 * PostStore on today's tables (one publish state per post, taken from the English original).
 * Stands in for the editor's PostService until it exists; then that service replaces this file.
 */
export class RowPostStore implements PostStore {
  constructor(private readonly db: Db) {}

  async createPost(input: CreatePostRequest, extras: ImportExtras): Promise<{ id: number }> {
    const original = input.translations.en!;
    const publishedAt = extras.publishedAt.en ? new Date(extras.publishedAt.en) : null;
    const [row] = await this.db
      .insert(posts)
      .values({
        siteId: input.site_id,
        authorId: input.author_id,
        category: input.category,
        published: original.status === 'published',
        trending: input.trending,
        isAdvertorial: input.is_advertorial,
        readTime: input.read_time,
        views: extras.views,
        publishedAt,
        updatedAt: publishedAt ?? new Date(),
        featuredImageUrl: input.featured_image_url,
        contentType: original.content_type,
        contentHtml: original.content_html,
        tipsMeta: original.content.map((tip): TipMeta => ({
          id: tip.id,
          rating: tip.rating,
          price_range: tip.price_range,
          cta_link: tip.cta_link,
          company_name: tip.company_name,
        })),
      })
      .returning({ id: posts.id });
    const id = row!.id;
    await this.db.insert(postTranslations).values(
      Object.entries(input.translations).map(([locale, translation]) => ({
        postId: id,
        siteId: input.site_id,
        locale,
        slug: translation.slug,
        title: translation.title,
        excerpt: translation.excerpt,
        content: translation.content.map((tip): TipText => ({
          id: tip.id,
          title: tip.title,
          description: tip.description,
          tip: tip.tip,
          price_range: tip.price_range,
          cta_text: tip.cta_text,
          affiliate_note: tip.affiliate_note,
        })),
      })),
    );
    return { id };
  }

  async listPostIds(siteId: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: posts.id })
      .from(posts)
      .where(eq(posts.siteId, siteId))
      .orderBy(asc(posts.id));
    return rows.map((row) => row.id);
  }

  async readPost(id: number): Promise<{ post: AdminPostDetail; views: number }> {
    const [post] = await this.db.select().from(posts).where(eq(posts.id, id)).limit(1);
    if (!post) throw new Error(`No post ${id}`);
    const texts = await this.db
      .select()
      .from(postTranslations)
      .where(eq(postTranslations.postId, id));
    const status = post.published ? 'published' : 'draft';
    const publishedAt = post.published && post.publishedAt ? post.publishedAt.toISOString() : null;

    const translation = (text: (typeof texts)[number]): PostTranslationRead => ({
      title: text.title,
      slug: text.slug,
      excerpt: text.excerpt,
      content_type: post.contentType,
      content: post.tipsMeta.map((meta, index) => {
        const own: Partial<TipText> = text.content[index] ?? {};
        return {
          id: meta.id ?? own.id ?? `tip-${index + 1}`,
          number: index + 1,
          title: own.title ?? '',
          description: own.description ?? '',
          tip: own.tip ?? null,
          rating: meta.rating,
          price_range: own.price_range !== undefined ? own.price_range : meta.price_range,
          cta_text: own.cta_text ?? null,
          cta_link: meta.cta_link,
          affiliate_note: own.affiliate_note ?? null,
          company_name: meta.company_name,
        };
      }),
      content_html: post.contentType === 'html' ? post.contentHtml : null,
      status,
      publish_at: null,
      published_at: publishedAt,
      stale: false,
      featured_image_alt: null,
    });

    return {
      views: post.views,
      post: {
        id: post.id,
        site_id: post.siteId,
        category: post.category ?? '',
        author_id: post.authorId,
        trending: post.trending,
        is_advertorial: post.isAdvertorial,
        read_time: post.readTime,
        read_time_auto: false,
        featured_image_url: post.featuredImageUrl,
        version: 1,
        updated_at: post.updatedAt.toISOString(),
        deleted_at: null,
        translations: Object.fromEntries(texts.map((text) => [text.locale, translation(text)])),
      },
    };
  }
}
