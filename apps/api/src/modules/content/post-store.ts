import type { AdminPostDetail, CreatePostRequest } from '../../contract';

/** What an import keeps besides the editor's fields: when each language went public, and the views. */
export interface ImportExtras {
  /** Language code -> ISO date-time, for the translations that are published. */
  publishedAt: Record<string, string>;
  views: number;
}

/**
 * How the content commands reach posts. The editor's PostService (modules/posts) is the one
 * implementation (service-post-store.ts): imports go through the same create as the console's save.
 */
export interface PostStore {
  /** Creates one post from the contract's CreatePostRequest, as the editor's save does. */
  createPost(input: CreatePostRequest, extras: ImportExtras): Promise<{ id: number }>;
  /** The ids of a site's posts (trash excluded). */
  listPostIds(siteId: number): Promise<number[]>;
  /** GET /api/admin/posts/{id}'s post, with its view count. */
  readPost(id: number): Promise<{ post: AdminPostDetail; views: number }>;
}
