import {
  ApiError,
  type AdminPostDetail,
  type CreatePostInput,
  type PostConflictBody,
} from '@sitenet/api-client';
import { api } from '../../../lib/api-client';

/** POST /api/admin/posts (201) or PUT /api/admin/posts/{id} with the version it was read at. */
export async function savePost(
  request: CreatePostInput,
  target: { id: number; version: number } | null,
): Promise<AdminPostDetail> {
  const { post } = target
    ? await api().updatePost(target.id, { ...request, version: target.version })
    : await api().createPost(request);
  return post;
}

/** The 409 of someone else's save in between (a slug conflict is a 409 without `current`). */
export async function versionConflict(error: unknown): Promise<PostConflictBody | null> {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  // zod is loaded when needed, not with the editor (the schema module is shared with validation).
  const { postConflictBodySchema } = await import('@sitenet/api-client/schemas/posts');
  const parsed = postConflictBodySchema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}
