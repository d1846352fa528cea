import { describe, expect, it } from 'vitest';
import { alignWithOriginal, fromLocalInput, isStarted, toLocalInput, toRequest, translationFromOriginal } from './draft';
import { postWithTips } from './fixtures.test-helpers';

describe('a new translation', () => {
  it("starts from the original's structure: same tip ids, empty texts, neutral fields copied", () => {
    const original = postWithTips().translations.en!;
    const es = translationFromOriginal(original);
    expect(es.content.map((tip) => tip.id)).toEqual(['tip-a', 'tip-b', 'tip-c']);
    expect(es.title).toBe('');
    expect(es.status).toBe('draft');
    expect(es.content_type).toBe('json');
    for (const tip of es.content) {
      expect(tip.title).toBe('');
      expect(tip.description).toBe('');
      expect(tip.cta_text).toBe('');
      expect(tip.rating).toBe('4.5/5');
      expect(tip.cta_link).toBe('https://example.com/try');
      expect(tip.company_name).toBe('Example Co');
    }
  });

  it('is left out of the request until something is written in it', () => {
    const post = postWithTips();
    post.translations.es = translationFromOriginal(post.translations.en!);
    expect(isStarted(post.translations.es)).toBe(false);
    expect(Object.keys(toRequest(post, 1).translations)).toEqual(['en']);
    post.translations.es = { ...post.translations.es, title: 'Tres formas de ahorrar' };
    expect(Object.keys(toRequest(post, 1).translations)).toEqual(['en', 'es']);
  });
});

describe('alignWithOriginal', () => {
  it("follows the original's order by tip id, keeps the translated texts and drops removed tips", () => {
    const post = postWithTips();
    const original = post.translations.en!;
    const es = translationFromOriginal(original);
    es.content = es.content.map((tip) => ({ ...tip, title: `ES ${tip.id}` }));
    const reordered = { ...original, content: [original.content[2]!, original.content[0]!] };
    const aligned = alignWithOriginal(es, reordered);
    expect(aligned.content.map((tip) => [tip.id, tip.title])).toEqual([
      ['tip-c', 'ES tip-c'],
      ['tip-a', 'ES tip-a'],
    ]);
  });

  it('returns the same object when nothing changes (no needless re-render)', () => {
    const original = postWithTips().translations.en!;
    const es = translationFromOriginal(original);
    expect(alignWithOriginal(es, original)).toBe(es);
  });
});

describe('toRequest', () => {
  it('writes empty optional texts as null and a scheduled date as ISO', () => {
    const post = postWithTips();
    post.translations.en!.content[0] = { ...post.translations.en!.content[0]!, tip: '  ', affiliate_note: '' };
    post.translations.en!.status = 'scheduled';
    post.translations.en!.publish_at = '2030-01-02T09:30';
    const request = toRequest(post, 7);
    const en = request.translations.en!;
    expect(request.site_id).toBe(7);
    expect(en.content[0]).toMatchObject({ id: 'tip-a', tip: null, affiliate_note: null });
    expect(en.publish_at).toBe(new Date('2030-01-02T09:30').toISOString());
    expect(en.content_html).toBeNull();
  });

  it('round-trips the datetime-local value', () => {
    const iso = fromLocalInput('2031-05-06T07:08');
    expect(toLocalInput(iso)).toBe('2031-05-06T07:08');
    expect(fromLocalInput('')).toBeNull();
  });
});
