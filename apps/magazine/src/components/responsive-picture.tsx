import type { ResponsiveImage } from '@sitenet/api-client';
import classes from './responsive-picture.module.css';

export interface ResponsivePictureProps {
  image: ResponsiveImage;
  /** How wide the image is shown, for the browser's pick from the srcset. */
  sizes: string;
  eager?: boolean;
}

/** An uploaded image: AVIF, then WebP sources at every width, and an <img> with its real size (no layout shift). */
export function ResponsivePicture({ image, sizes, eager = false }: ResponsivePictureProps) {
  return (
    <picture className={classes.picture}>
      {image.avif && <source type="image/avif" srcSet={image.avif} sizes={sizes} />}
      {image.webp && <source type="image/webp" srcSet={image.webp} sizes={sizes} />}
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        // Crops (object-fit: cover in cards and the hero) keep the focal point set in the library.
        style={image.focal ? { objectPosition: `${image.focal.x * 100}% ${image.focal.y * 100}%` } : undefined}
        {...(eager ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  );
}
