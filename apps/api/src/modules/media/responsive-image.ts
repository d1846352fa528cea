import type { Media, ResponsiveImage } from '../../contract';

/** `srcset` of one format, narrowest first: `/media/x/320.avif 320w, /media/x/640.avif 640w`. */
function srcset(image: Pick<Media, 'variants'>, format: 'avif' | 'webp'): string | null {
  const variants = image.variants
    .filter((variant) => variant.format === format)
    .sort((a, b) => a.width - b.width);
  return variants.length
    ? variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ')
    : null;
}

/** The featured image as the magazine renders it: <picture> sources per type and the <img> fallback. */
export function responsiveImage(
  image: Pick<Media, 'url' | 'width' | 'height' | 'variants'>,
  alt: string,
): ResponsiveImage {
  return {
    src: image.url,
    width: image.width,
    height: image.height,
    alt,
    avif: srcset(image, 'avif'),
    webp: srcset(image, 'webp'),
  };
}
