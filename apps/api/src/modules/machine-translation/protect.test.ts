import { describe, expect, it } from 'vitest';
import { protect, restore } from './protect';

/** What an engine that keeps translate="no" elements whole would send back: the rest upper-cased. */
const engine = (html: string) => html.split(/(<span[^>]*>[\s\S]*?<\/span>|<[^>]*>)/u).map((part, index) => (index % 2 ? part : part.toUpperCase())).join('');

describe('protect and restore', () => {
  it('keeps placeholders and whole-word terms, in text between tags only', () => {
    const sent = protect('<p title="TipsHub">TipsHub Pro has {{count}} tips. Problem?</p>', true, ['TipsHub', 'Pro']);
    expect(sent.tokens).toEqual(['TipsHub', 'Pro', '{{count}}']);
    // The attribute is left alone; "Problem" is not the term "Pro".
    expect(sent.text).toContain('title="TipsHub"');
    expect(sent.text).toContain('Problem?');
    expect(restore(engine(sent.text), sent)).toEqual({ text: '<p title="TipsHub">TipsHub Pro HAS {{count}} TIPS. PROBLEM?</p>' });
  });

  it('sends plain text with a token as escaped HTML, line breaks included, and gives back plain text', () => {
    const sent = protect('Fish & chips\nfor {{ name }} <3', false, []);
    expect(sent).toMatchObject({ html: true, escaped: true });
    expect(sent.text).toBe('Fish &amp; chips<br>for <span translate="no" class="notranslate" data-mt="0">{{ name }}</span> &lt;3');
    expect(restore(engine(sent.text), sent)).toEqual({ text: 'FISH & CHIPS\nFOR {{ name }} <3' });
  });

  it('leaves plain text without tokens as plain text', () => {
    expect(protect('Just words', false, ['TipsHub'])).toEqual({ text: 'Just words', html: false, tokens: [], escaped: false });
  });

  it('fails a reply that lost, doubled or invented a protected token', () => {
    const sent = protect('{{a}} and {{b}}', false, []);
    const [first, second] = sent.text.match(/<span[^>]*>[\s\S]*?<\/span>/gu)!;
    expect(restore(`${first} und`, sent)).toEqual({ error: 'the provider did not keep {{b}} verbatim' });
    expect(restore(`${first} ${first} ${second}`, sent)).toEqual({ error: 'the provider did not keep {{a}} verbatim' });
    expect(restore(`${first} ${second} <span data-mt="7">x</span>`, sent)).toEqual({ error: 'the provider did not keep a protected term verbatim' });
  });
});
