import type { ResponsiveImage } from '../../contract';
import { responsiveImage as fromMedia } from '../media/responsive-image';
import type { ImageColumns } from './queries';

/**
 * The responsive form (<picture> sources, width, height, alt) of a post's featured image. Only an
 * uploaded image has recorded sizes and variants (the media row joined by the public queries);
 * any other featured_image_url is rendered by the magazine as a plain image.
 */
export function responsiveImage(
  url: string | null,
  columns: ImageColumns,
  alt: string | null | undefined,
): ResponsiveImage | null {
  const { image_width: width, image_height: height, image_variants: variants } = columns;
  if (!url || !width || !height || !variants?.length) return null;
  const webp = variants.filter((variant) => variant.format === 'webp');
  return fromMedia({ url: webp[webp.length - 1]?.url ?? url, width, height, variants }, alt ?? '');
}
