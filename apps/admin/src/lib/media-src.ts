import type { MediaVariant } from '@sitenet/api-client';
import { apiBaseUrl } from './api-client';

/** `/media/...` lives on the API's origin; a MEDIA_PUBLIC_URL address is used as it is. */
export function mediaSrc(url: string): string {
  return url.startsWith('/') ? `${apiBaseUrl()}${url}` : url;
}

/** The narrowest WebP at least `width` wide (else the widest): a thumbnail that stays sharp. */
export function variantAtLeast(
  variants: readonly MediaVariant[],
  width: number,
  fallback: string,
): string {
  const webp = variants
    .filter((variant) => variant.format === 'webp')
    .sort((a, b) => a.width - b.width);
  return mediaSrc((webp.find((variant) => variant.width >= width) ?? webp.at(-1))?.url ?? fallback);
}
