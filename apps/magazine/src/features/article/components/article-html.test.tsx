import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BodyImage } from '@sitenet/api-client';
import { BODY_IMAGE_SIZES } from '../../../lib/sanitize';
import ArticleHtml from './article-html';

const HASH = '0123456789abcdef0123456789abcdef';
const SRC = `/media/${HASH}/960.webp`;
const image: BodyImage = {
  src: `https://cdn.example.test/media/${HASH}/960.webp`,
  width: 960,
  height: 540,
  webp: [320, 640, 960]
    .map((w) => `https://cdn.example.test/media/${HASH}/${w}.webp ${w}w`)
    .join(', '),
  avif: [320, 640, 960]
    .map((w) => `https://cdn.example.test/media/${HASH}/${w}.avif ${w}w`)
    .join(', '),
};

describe('ArticleHtml', () => {
  it('renders a library image of the body with its srcset, sizes and real size, keeping its alt', () => {
    const html = `<p>Intro</p><p><img src="${SRC}" alt="A chart"></p><p><img src="/media/${'f'.repeat(32)}/320.webp" alt="Not listed" srcset="https://evil.test/x.png 2x"></p>`;
    const { getByAltText } = render(<ArticleHtml html={html} images={{ [SRC]: image }} />);

    const chart = getByAltText('A chart');
    expect(chart.getAttribute('src')).toBe(image.src);
    expect(chart.getAttribute('srcset')).toBe(image.webp);
    expect(chart.getAttribute('sizes')).toBe(BODY_IMAGE_SIZES);
    expect([chart.getAttribute('width'), chart.getAttribute('height')]).toEqual(['960', '540']);
    expect(chart.getAttribute('loading')).toBe('lazy');

    // An image the API did not list stays as written, and a writer's srcset still goes.
    const other = getByAltText('Not listed');
    expect(other.getAttribute('src')).toBe(`/media/${'f'.repeat(32)}/320.webp`);
    expect(other.hasAttribute('srcset')).toBe(false);
  });

  it('leaves images alone when the article has no body images', () => {
    const { getByAltText } = render(
      <ArticleHtml html={`<img src="${SRC}" alt="A chart" width="960">`} />,
    );
    const chart = getByAltText('A chart');
    expect(chart.getAttribute('src')).toBe(SRC);
    expect(chart.hasAttribute('srcset')).toBe(false);
  });
});
