import { describe, expect, it } from 'vitest';
import { absoluteUrls, fullTextHtml } from './full-text';

const ORIGIN = 'https://example.com';

describe('an article\'s full text for feeds', () => {
  it('makes the site\'s paths absolute and leaves other URLs as they are', () => {
    expect(absoluteUrls('<a href="/about">a</a><img src="/media/x.webp" srcset="/media/x-400.webp 400w, /media/x-800.webp 800w">', ORIGIN)).toBe(
      `<a href="${ORIGIN}/about">a</a><img src="${ORIGIN}/media/x.webp" srcset="${ORIGIN}/media/x-400.webp 400w, ${ORIGIN}/media/x-800.webp 800w">`,
    );
    expect(absoluteUrls('<a href="//cdn.example/x">a</a><a href="https://other.example/">b</a>', ORIGIN)).toBe(
      '<a href="//cdn.example/x">a</a><a href="https://other.example/">b</a>',
    );
  });

  it('writes tips as numbered headings and escaped paragraphs, in the post\'s order', () => {
    const html = fullTextHtml(
      {
        contentType: 'json',
        contentHtml: null,
        content: [
          { id: 'b', title: 'Second <b>', description: 'Line 1\nLine 2', tip: null, price_range: '$$', cta_text: null, affiliate_note: null },
          { id: 'a', title: 'First', description: 'D', tip: 'Pro tip', price_range: null, cta_text: 'Buy', affiliate_note: null },
        ],
        tipsMeta: [
          { id: 'a', rating: null, cta_link: 'https://shop.example', company_name: null },
          { id: 'b', rating: null, cta_link: null, company_name: null },
        ],
      },
      ORIGIN,
    );
    expect(html).toBe('<h2>1. First</h2><p>D</p><p>Pro tip</p>\n<h2>2. Second &lt;b&gt;</h2><p>Line 1</p><p>Line 2</p><p>$$</p>');
  });

  it('shows a tip the translation lacks from the original, as the article does', () => {
    const tip = (id: string, title: string) => ({ id, title, description: 'D', tip: null, price_range: null, cta_text: null, affiliate_note: null });
    const html = fullTextHtml(
      {
        contentType: 'json',
        contentHtml: null,
        content: [tip('a', 'Primero')],
        originalContent: [tip('a', 'First'), tip('b', 'Second')],
        tipsMeta: [
          { id: 'a', rating: null, cta_link: null, company_name: null },
          { id: 'b', rating: null, cta_link: null, company_name: null },
        ],
      },
      ORIGIN,
    );
    expect(html).toBe('<h2>1. Primero</h2><p>D</p>\n<h2>2. Second</h2><p>D</p>');
  });
});
