import {
  ApiError,
  MEDIA_MAX_BYTES,
  MEDIA_TYPES,
  NetworkError,
  type Media,
} from '@sitenet/api-client';
import { apiBaseUrl } from '../api-client';
import { getToken } from '../auth-store';

/** What the server would refuse (415/413), said before the bytes travel. */
export function uploadProblem(file: File): string | null {
  if (!(MEDIA_TYPES as readonly string[]).includes(file.type)) {
    return 'Choose a JPEG, PNG, WebP or AVIF image.';
  }
  if (file.size > MEDIA_MAX_BYTES) return 'The image is larger than 10 MB.';
  return null;
}

/**
 * POST /api/admin/media (multipart `file` + `site_id`). XMLHttpRequest, not fetch: only it
 * reports upload progress. Errors are the same ApiError / NetworkError the fetchers throw.
 */
export function uploadMedia(
  siteId: number,
  file: File,
  { onProgress, signal }: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<Media> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${apiBaseUrl()}/api/admin/media`);
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        // The contract's schema (zod) is loaded with the first upload, not with the editor.
        import('@sitenet/api-client/schemas/posts').then(({ mediaResponseSchema }) => {
          const parsed = mediaResponseSchema.safeParse(body);
          if (parsed.success) resolve(parsed.data.media);
          else reject(new ApiError(xhr.status, 'The server answered the upload unexpectedly', body));
        }, reject);
        return;
      }
      const message = (body as { message?: unknown } | undefined)?.message;
      reject(
        new ApiError(
          xhr.status,
          typeof message === 'string' ? message : `Upload failed with status ${xhr.status}`,
          body,
        ),
      );
    };
    xhr.onerror = () => reject(new NetworkError(new Error('Upload failed')));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.set('site_id', String(siteId));
    form.set('file', file, file.name);
    xhr.send(form);
  });
}
