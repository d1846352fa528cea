import { describe, expect, it } from 'vitest';
import type { RevisionSnapshot } from '@sitenet/api-client';
import { translationFromOriginal } from './draft';
import { filledTip, postWithTips } from './fixtures.test-helpers';
import { restoreRevision } from './revision-restore';

const snapshotTip = (id: string, title: string) => ({ ...filledTip(id, title), number: 1, tip: null, price_range: null, affiliate_note: null, offer_id: null });

function withSpanish() {
  const post = postWithTips();
  const es = translationFromOriginal(post.translations.en!);
  es.content = es.content.map((tip, i) => ({ ...tip, title: `Consejo ${i + 1}`, description: 'Texto.' }));
  post.translations.es = { ...es, title: 'Tres maneras', status: 'published' };
  return post;
}

describe('restoreRevision', () => {
  it('restores a translation’s texts, keeps its publish state and only the tips the English has now', () => {
    const post = withSpanish();
    const revision: RevisionSnapshot = {
      title: 'Tres maneras antiguas',
      slug: 'tres-maneras-antiguas',
      excerpt: 'Antes.',
      content_type: 'json',
      content: [snapshotTip('tip-a', 'Viejo A'), snapshotTip('tip-gone', 'Ya no existe')],
      content_html: null,
      status: 'draft',
      publish_at: null,
      featured_image_alt: null,
    };
    const es = restoreRevision(post, 'es', revision).translations.es!;
    expect(es).toMatchObject({ title: 'Tres maneras antiguas', slug: 'tres-maneras-antiguas', excerpt: 'Antes.', status: 'published' });
    expect(es.content.map((tip) => [tip.id, tip.title])).toEqual([
      ['tip-a', 'Viejo A'],
      ['tip-b', ''],
      ['tip-c', ''],
    ]);
  });

  it('restoring a rich-text English writes the translations’ tips out as their body (nothing lost)', () => {
    const post = withSpanish();
    const revision: RevisionSnapshot = {
      title: 'Old English',
      slug: 'old-english',
      excerpt: '',
      content_type: 'html',
      content: [],
      content_html: '<p>Old body</p>',
      status: 'draft',
      publish_at: null,
      featured_image_alt: null,
    };
    const next = restoreRevision(post, 'en', revision);
    expect(next.translations.en).toMatchObject({ content_type: 'html', content_html: '<p>Old body</p>' });
    expect(next.translations.es!.content_type).toBe('html');
    expect(next.translations.es!.content_html).toContain('Consejo 1');
    expect(next.translations.es!.content).toHaveLength(3);
  });
});
