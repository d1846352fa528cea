import type { ResponsiveImage } from '../../contract';
import { responsiveImage as fromMedia } from '../media/responsive-image';
import type { ImageColumns } from './queries';

/** Where browsers load a stored image URL from (the media store's public URL for uploads). */
export type MediaUrl = (url: string) => string;

/**
 * The responsive form (<picture> sources, width, height, alt) of a post's featured image. Only an
 * uploaded image has recorded sizes and variants (the media row joined by the public queries);
 * any other featured_image_url is rendered by the magazine as a plain image. The variants' URLs
 * are where browsers load them (MEDIA_PUBLIC_URL when set).
 */
export function responsiveImage(
  url: string | null,
  columns: ImageColumns,
  alt: string | null | undefined,
  mediaUrl: MediaUrl,
): ResponsiveImage | null {
  const { image_width: width, image_height: height, image_variants: variants } = columns;
  if (!url || !width || !height || !variants?.length) return null;
  const served = variants.map((variant) => ({ ...variant, url: mediaUrl(variant.url) }));
  const webp = served.filter((variant) => variant.format === 'webp');
  const image = fromMedia({ url: webp[webp.length - 1]?.url ?? mediaUrl(url), width, height, variants: served }, alt ?? '');
  const { image_focal_x: x, image_focal_y: y } = columns;
  return x === null || x === undefined || y === null || y === undefined ? image : { ...image, focal: { x, y } };
}
