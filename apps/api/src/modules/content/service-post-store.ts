import { and, asc, eq, isNull } from 'drizzle-orm';
import type { CreatePostRequest } from '../../contract';
import type { Db } from '../../db/client';
import { posts } from '../../db/schema';
import type { PostService } from '../posts/service';
import type { ImportExtras, PostStore } from './post-store';

/**
 * The content commands and the demo seed write through the editor's PostService (the same create
 * as the console's save), keeping each language's publication date and the view count.
 */
export class ServicePostStore implements PostStore {
  /** `service` is its caller's PostService over the same `db` (inside a transaction: over it). */
  constructor(
    private readonly db: Db,
    private readonly service: PostService,
  ) {}

  async createPost(input: CreatePostRequest, extras: ImportExtras): Promise<{ id: number }> {
    const translations = Object.fromEntries(
      Object.entries(input.translations).map(([code, translation]) => [
        code,
        { ...translation, published_at: extras.publishedAt[code] ?? translation.published_at ?? null },
      ]),
    );
    const post = await this.service.create({ ...input, translations }, { actor: null, keepPublishedAt: true });
    if (extras.views > 0) await this.db.update(posts).set({ views: extras.views }).where(eq(posts.id, post.id));
    return { id: post.id };
  }

  async listPostIds(siteId: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.siteId, siteId), isNull(posts.deletedAt)))
      .orderBy(asc(posts.id));
    return rows.map((row) => row.id);
  }

  async readPost(id: number) {
    const post = await this.service.get(id, { actor: null });
    const [row] = await this.db.select({ views: posts.views }).from(posts).where(eq(posts.id, id)).limit(1);
    return { post, views: row?.views ?? 0 };
  }
}
