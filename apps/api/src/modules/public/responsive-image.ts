import type { ResponsiveImage } from '../../contract';

export interface FeaturedImage {
  url: string | null;
  /** Alt text in the language being served. */
  alt: string | null;
}

/**
 * The responsive form (<picture> sources, width, height) of a post's featured image. Only an
 * uploaded image has recorded sizes and variants; the media table that records them comes with
 * the upload route (branch `content`), which fills this in. Until then: null, and the magazine
 * renders featured_image_url as today.
 */
export function responsiveImage(_image: FeaturedImage): ResponsiveImage | null {
  return null;
}
