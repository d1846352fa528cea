import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsivePicture } from './responsive-picture';

const image = {
  src: '/media/0123456789abcdef0123456789abcdef/1280.webp',
  width: 1280,
  height: 853,
  alt: 'A balcony garden in the morning sun',
  avif: '/media/0123456789abcdef0123456789abcdef/640.avif 640w, /media/0123456789abcdef0123456789abcdef/1280.avif 1280w',
  webp: '/media/0123456789abcdef0123456789abcdef/640.webp 640w, /media/0123456789abcdef0123456789abcdef/1280.webp 1280w',
};

describe('ResponsivePicture', () => {
  it('offers AVIF then WebP at every width, with an <img> of real size and alt text', () => {
    const { container, getByAltText } = render(<ResponsivePicture image={image} sizes="100vw" />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    expect(sources.map((source) => source.getAttribute('srcset'))).toEqual([
      image.avif,
      image.webp,
    ]);
    expect(sources.every((source) => source.getAttribute('sizes') === '100vw')).toBe(true);
    const img = getByAltText(image.alt);
    expect(img).toHaveAttribute('src', image.src);
    expect(img).toHaveAttribute('width', '1280');
    expect(img).toHaveAttribute('height', '853');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('loads eagerly with high priority above the fold, and skips a type it does not have', () => {
    const { container, getByRole } = render(
      <ResponsivePicture image={{ ...image, avif: null }} sizes="100vw" eager />,
    );
    expect(container.querySelectorAll('source')).toHaveLength(1);
    expect(getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('keeps the library’s focal point in crops (object-position)', () => {
    const { getByAltText } = render(<ResponsivePicture image={{ ...image, focal: { x: 0.25, y: 0.8 } }} sizes="100vw" />);
    expect(getByAltText(image.alt).style.objectPosition).toBe('25% 80%');
  });
});
