import { describe, expect, it } from 'vitest';
import { conflictFields, mergeConflict } from './conflict-fields';
import { emptyTranslation, type PostDraft } from './draft';
import { filledTip, postWithTips } from './fixtures.test-helpers';

/** The post with a Spanish translation of its three tips. */
function base(): PostDraft {
  const post = postWithTips();
  const en = post.translations.en!;
  post.translations.es = {
    ...emptyTranslation('json'),
    title: 'Tres maneras de ahorrar',
    slug: 'tres-maneras',
    slugEdited: true,
    excerpt: 'Hábitos pequeños.',
    content: en.content.map((tip) => ({ ...tip, title: `${tip.title} (es)` })),
  };
  return post;
}

const clone = (draft: PostDraft): PostDraft => structuredClone(draft);

describe('conflictFields', () => {
  it('lists only what differs, with both values, and prefers mine where I changed the field', () => {
    const start = base();
    const mine = clone(start);
    mine.translations.en!.title = 'My title';
    mine.translations.en!.content[1]!.description = 'My description';
    const theirs = clone(start);
    theirs.translations.en!.excerpt = 'Their excerpt';
    theirs.meta.category = 'home';
    theirs.translations.es!.content[0]!.title = 'Su consejo';

    expect(conflictFields(mine, theirs, start)).toEqual([
      {
        key: 'meta.category',
        lang: null,
        label: 'Category',
        mine: 'money',
        theirs: 'home',
        preferred: 'theirs',
      },
      {
        key: 'en.title',
        lang: 'en',
        label: 'Title',
        mine: 'My title',
        theirs: 'Three ways to save on groceries',
        preferred: 'mine',
      },
      {
        key: 'en.excerpt',
        lang: 'en',
        label: 'Excerpt',
        mine: 'Small habits that add up.',
        theirs: 'Their excerpt',
        preferred: 'theirs',
      },
      {
        key: 'en.tip.tip-b.description',
        lang: 'en',
        label: 'Tip 2 description',
        mine: 'My description',
        theirs: 'Buy in season: what to do and why it works.',
        preferred: 'mine',
      },
      {
        key: 'es.tip.tip-a.title',
        lang: 'es',
        label: 'Tip 1 title',
        mine: 'Plan meals (es)',
        theirs: 'Su consejo',
        preferred: 'theirs',
      },
    ]);
  });

  it('makes the tip list one choice when tips were added, removed or moved, and a translation written on one side one choice', () => {
    const start = base();
    const mine = clone(start);
    mine.translations.en!.content.push(filledTip('tip-d', 'Compare prices'));
    const theirs = clone(start);
    delete theirs.translations.es;
    const fields = conflictFields(mine, theirs, start);
    expect(fields.map((field) => [field.key, field.label])).toEqual([
      ['en.body', 'Tips (the list)'],
      ['es.translation', 'Whole translation'],
    ]);
    expect(fields[0]!.mine).toBe(
      'List of tips: 1. Plan meals; 2. Buy in season; 3. Use a list; 4. Compare prices',
    );
    expect(fields[1]).toMatchObject({
      mine: '"Tres maneras de ahorrar"',
      theirs: 'Not written',
      preferred: 'theirs',
    });
  });

  it('names the author when the authors of the site are known', () => {
    const start = base();
    const mine = clone(start);
    mine.meta.author_id = 7;
    const theirs = clone(start);
    theirs.meta.author_id = 8;
    const names = { author: (id: number) => (id === 7 ? 'Ana Ruiz' : undefined) };
    expect(conflictFields(mine, theirs, start, names)[0]).toMatchObject({
      label: 'Author',
      mine: 'Ana Ruiz',
      theirs: 'Person #8',
    });
  });
});

describe('mergeConflict', () => {
  it('takes theirs with my value in every field chosen as mine', () => {
    const start = base();
    const mine = clone(start);
    mine.translations.en!.title = 'My title';
    mine.translations.es!.excerpt = 'Mi resumen';
    mine.meta.trending = true;
    const theirs = clone(start);
    theirs.translations.en!.title = 'Their title';
    theirs.translations.en!.excerpt = 'Their excerpt';
    theirs.translations.es!.excerpt = 'Su resumen';

    const merged = mergeConflict(mine, theirs, {
      'en.title': 'theirs',
      'es.excerpt': 'mine',
      'meta.trending': 'mine',
    });
    expect(merged.translations.en).toMatchObject({
      title: 'Their title',
      excerpt: 'Their excerpt',
    });
    expect(merged.translations.es!.excerpt).toBe('Mi resumen');
    expect(merged.meta.trending).toBe(true);
    // Nothing left to choose between the merge and itself.
    expect(conflictFields(merged, merged, null)).toEqual([]);
  });

  it('keeps the translations in line with the English tip list chosen', () => {
    const start = base();
    const mine = clone(start);
    mine.translations.en!.content = mine.translations.en!.content.filter(
      (tip) => tip.id !== 'tip-b',
    );
    mine.translations.es!.content = mine.translations.es!.content.filter(
      (tip) => tip.id !== 'tip-b',
    );
    const theirs = clone(start);
    theirs.translations.es!.title = 'Su título';

    const merged = mergeConflict(mine, theirs, { 'en.body': 'mine', 'es.title': 'theirs' });
    expect(merged.translations.en!.content.map((tip) => tip.id)).toEqual(['tip-a', 'tip-c']);
    expect(merged.translations.es!.content.map((tip) => [tip.id, tip.title])).toEqual([
      ['tip-a', 'Plan meals (es)'],
      ['tip-c', 'Use a list (es)'],
    ]);
    expect(merged.translations.es!.title).toBe('Su título');
  });
});
