import {
  createPostRequestSchema,
  updatePostRequestSchema,
  type CreatePostInput,
} from '@sitenet/api-client/schemas/posts';
import { errorsFromIssues, type FieldErrors } from './field-errors';

/** The contract's own schema, on the client: the same rules the server applies. */
export function validateRequest(request: CreatePostInput, version?: number): FieldErrors {
  const result =
    version === undefined
      ? createPostRequestSchema.safeParse(request)
      : updatePostRequestSchema.safeParse({ ...request, version });
  return result.success ? {} : errorsFromIssues(result.error.issues, request);
}
