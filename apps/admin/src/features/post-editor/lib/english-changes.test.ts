import { describe, expect, it } from 'vitest';
import type { SourceSnapshot } from '@sitenet/api-client';
import { emptyTranslation } from './draft';
import { filledTip } from './fixtures.test-helpers';
import { englishChanges } from './english-changes';

const snapTip = (id: string, title: string, description = `${title}: what to do and why it works.`) => ({
  id,
  title,
  description,
  tip: 'Start small.',
  price_range: '$10-$20',
  cta_text: 'Try it',
  affiliate_note: 'We may earn a commission.',
});

const before: SourceSnapshot = {
  title: 'Save on groceries',
  excerpt: 'Small habits.',
  content_type: 'json',
  content: [snapTip('a', 'Plan meals'), snapTip('b', 'Buy in season'), snapTip('c', 'Use a list')],
  content_html: null,
};

describe('englishChanges', () => {
  it('is empty when nothing changed', () => {
    const now = { ...emptyTranslation('json'), title: 'Save on groceries', excerpt: 'Small habits.', content: [filledTip('a', 'Plan meals'), filledTip('b', 'Buy in season'), filledTip('c', 'Use a list')] };
    expect(englishChanges(before, now)).toEqual([]);
  });

  it('lists fields and tips that changed, tips added, moved and removed', () => {
    const moved = filledTip('c', 'Use a list');
    const edited = { ...filledTip('a', 'Plan every meal'), description: 'Plan meals: what to do and why it works.', tip: 'Start today.' };
    const now = { ...emptyTranslation('json'), title: 'Save more on groceries', excerpt: 'Small habits.', content: [edited, moved, filledTip('d', 'Compare prices')] };
    expect(englishChanges(before, now)).toEqual([
      { label: 'Title', before: 'Save on groceries', after: 'Save more on groceries' },
      { label: 'Tip 1 title', before: 'Plan meals', after: 'Plan every meal' },
      { label: 'Tip 1 expert tip', before: 'Start small.', after: 'Start today.' },
      { label: 'Tip 2 moved', before: 'Tip 3', after: 'Tip 2' },
      { label: 'Tip 3 (new)', before: '', after: 'Compare prices' },
      { label: 'Tip 2 removed', before: 'Buy in season', after: '' },
    ]);
  });

  it('compares rich-text bodies by their text, and names a change of body type', () => {
    const html: SourceSnapshot = { ...before, content_type: 'html', content: [], content_html: '<p>Old &amp; tired</p>' };
    const now = { ...emptyTranslation('html'), title: before.title, excerpt: before.excerpt, content_html: '<p>New <strong>and</strong> fresh</p>' };
    expect(englishChanges(html, now)).toEqual([{ label: 'Body', before: 'Old & tired', after: 'New and fresh' }]);
    expect(englishChanges(before, now)).toEqual([
      { label: 'Body type', before: 'List of tips', after: 'Rich text' },
      { label: 'Body', before: '', after: 'New and fresh' },
    ]);
  });
});
