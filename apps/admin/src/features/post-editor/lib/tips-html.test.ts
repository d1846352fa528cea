import { describe, expect, it } from 'vitest';
import { emptyTip, emptyTranslation } from './draft';
import { filledTip } from './fixtures.test-helpers';
import { hasWrittenTips, tipsToHtml } from './tips-html';

describe('tipsToHtml', () => {
  it('turns each written tip into a numbered heading and paragraphs, escaping the text', () => {
    const tip = { ...filledTip('a', 'Plan <meals> & save'), description: 'Cook "twice"', affiliate_note: '' };
    expect(tipsToHtml([tip, emptyTip('b')])).toBe(
      '<h3>1. Plan &lt;meals&gt; &amp; save</h3><p>Cook &quot;twice&quot;</p><blockquote><p>Start small.</p></blockquote>' +
        '<p>$10-$20</p><p><a href="https://example.com/try" target="_blank">Try it</a></p>',
    );
  });

  it('drops a call to action whose link is not http(s)', () => {
    const tip = { ...filledTip('a', 'Plan'), cta_link: 'javascript:alert(1)' };
    expect(tipsToHtml([tip])).not.toContain('<a');
  });

  it('is empty when no tip has text', () => {
    expect(tipsToHtml([{ ...emptyTip('a'), rating: '4/5' }])).toBe('');
  });
});

describe('hasWrittenTips', () => {
  it('is true only for a list of tips with written text', () => {
    const translation = emptyTranslation('json');
    expect(hasWrittenTips({ ...translation, content: [{ ...emptyTip('a'), rating: '4/5' }] })).toBe(false);
    expect(hasWrittenTips({ ...translation, content: [filledTip('a', 'Plan')] })).toBe(true);
    expect(hasWrittenTips({ ...emptyTranslation('html'), content: [filledTip('a', 'Plan')] })).toBe(false);
  });
});
