import { describe, expect, it } from 'vitest';
import { responsiveImageSchema } from '../../contract';
import { responsiveImage } from './responsive-image';
import { targetWidths, variantUrl } from './variants';

describe('responsiveImage', () => {
  it('gives the magazine a srcset per type, narrowest first, and the largest WebP as src', () => {
    const hash = '0123456789abcdef0123456789abcdef';
    const variants = [960, 320, 640].flatMap((width) =>
      (['avif', 'webp'] as const).map((format) => ({
        format,
        width,
        height: (width * 2) / 3,
        url: variantUrl(hash, width, format),
      })),
    );
    const image = responsiveImage(
      { url: variantUrl(hash, 960, 'webp'), width: 960, height: 640, variants },
      'A quiet street',
    );
    expect(responsiveImageSchema.parse(image)).toEqual({
      src: `/media/${hash}/960.webp`,
      width: 960,
      height: 640,
      alt: 'A quiet street',
      avif: `/media/${hash}/320.avif 320w, /media/${hash}/640.avif 640w, /media/${hash}/960.avif 960w`,
      webp: `/media/${hash}/320.webp 320w, /media/${hash}/640.webp 640w, /media/${hash}/960.webp 960w`,
    });
  });
});

describe('targetWidths', () => {
  it('never upscales and never goes past 1920', () => {
    expect(targetWidths(100)).toEqual([100]);
    expect(targetWidths(320)).toEqual([320]);
    expect(targetWidths(1000)).toEqual([320, 640, 960, 1000]);
    expect(targetWidths(1920)).toEqual([320, 640, 960, 1280, 1920]);
    expect(targetWidths(6000)).toEqual([320, 640, 960, 1280, 1920]);
  });
});
