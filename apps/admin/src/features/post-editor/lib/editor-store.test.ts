import { describe, expect, it, vi } from 'vitest';
import { toRequest } from './draft';
import { createEditorStore } from './editor-store';
import { postWithTips } from './fixtures.test-helpers';

function storeWithSpanish() {
  const store = createEditorStore(postWithTips());
  store.getState().ensureTranslation('es');
  store.getState().setTipField('es', 'tip-b', 'title', 'Compra de temporada');
  return store;
}

const ids = (store: ReturnType<typeof createEditorStore>, lang: string) =>
  store.getState().draft.translations[lang]!.content.map((tip) => tip.id);

describe('editor store: tips', () => {
  it('reorders the original and every translation follows, texts kept by tip id', () => {
    const store = storeWithSpanish();
    store.getState().moveTip('tip-b', 0);
    expect(ids(store, 'en')).toEqual(['tip-b', 'tip-a', 'tip-c']);
    expect(ids(store, 'es')).toEqual(['tip-b', 'tip-a', 'tip-c']);
    expect(store.getState().draft.translations.es!.content[0]!.title).toBe('Compra de temporada');
    store.getState().moveTip('tip-b', 99);
    expect(ids(store, 'en')).toEqual(['tip-a', 'tip-c', 'tip-b']);
  });

  it('adds and removes tips in every language', () => {
    const store = storeWithSpanish();
    const id = store.getState().addTip();
    expect(ids(store, 'es').at(-1)).toBe(id);
    store.getState().removeTip('tip-a');
    expect(ids(store, 'en')).toEqual(['tip-b', 'tip-c', id]);
    expect(ids(store, 'es')).toEqual(['tip-b', 'tip-c', id]);
  });

  it('a keystroke replaces only the tip it changed', () => {
    const store = storeWithSpanish();
    const before = store.getState().draft.translations.en!.content;
    store.getState().setTipField('en', 'tip-a', 'title', 'Plan your meals');
    const after = store.getState().draft.translations.en!.content;
    expect(after[0]).not.toBe(before[0]);
    expect(after[1]).toBe(before[1]);
    expect(after[2]).toBe(before[2]);
  });

  it('language-neutral fields written in English reach every translation', () => {
    const store = storeWithSpanish();
    store.getState().setTipField('en', 'tip-c', 'rating', '3/5');
    expect(store.getState().draft.translations.es!.content[2]!.rating).toBe('3/5');
    store.getState().setTipField('en', 'tip-c', 'title', 'Shop with a list');
    expect(store.getState().draft.translations.es!.content[2]!.title).toBe('');
  });
});

describe('editor store: texts and state', () => {
  it('generates the slug live from the title until the slug is edited (once the slug function has loaded)', async () => {
    const store = createEditorStore(postWithTips());
    store.getState().ensureTranslation('de');
    store.getState().setText('de', 'title', 'Größer sparen: Äpfel');
    await vi.waitFor(() => expect(store.getState().draft.translations.de!.slug).toBe('groesser-sparen-aepfel'));
    store.getState().setText('de', 'title', 'Größer sparen: Birnen');
    // Loaded now: the slug follows in the same edit.
    expect(store.getState().draft.translations.de!.slug).toBe('groesser-sparen-birnen');
    store.getState().setText('de', 'slug', 'mein-slug');
    store.getState().setText('de', 'title', 'Anders');
    expect(store.getState().draft.translations.de!.slug).toBe('mein-slug');
  });

  it('keeps Arabic slugs in their script', async () => {
    const store = createEditorStore(postWithTips());
    store.getState().ensureTranslation('ar');
    store.getState().setText('ar', 'title', 'ثلاث طرق للتوفير');
    await vi.waitFor(() => expect(store.getState().draft.translations.ar!.slug).toBe('ثلاث-طرق-للتوفير'));
  });

  it('opening a language is not an edit; typing is', () => {
    const store = createEditorStore(postWithTips());
    store.getState().ensureTranslation('es');
    expect(store.getState().revision).toBe(store.getState().savedRevision);
    store.getState().setText('es', 'title', 'Hola');
    expect(store.getState().revision).not.toBe(store.getState().savedRevision);
    store.getState().markSaved(store.getState().revision);
    expect(store.getState().revision).toBe(store.getState().savedRevision);
  });

  it('marking a stale translation reviewed sends stale: false', () => {
    const post = postWithTips();
    post.translations.es = { ...post.translations.en!, title: 'Tres formas', stale: true };
    const store = createEditorStore(post);
    expect(toRequest(store.getState().draft, 1).translations.es).not.toHaveProperty('stale');
    store.getState().markReviewed('es');
    expect(store.getState().draft.translations.es!.stale).toBe(false);
    expect(toRequest(store.getState().draft, 1).translations.es).toMatchObject({ stale: false });
  });

  it('clears a field error when the field is edited', () => {
    const store = createEditorStore(postWithTips());
    store.getState().setErrors({
      'translations.en.content.tip-a.title': 'Title is required',
      'translations.en.slug': 'Taken',
    });
    store.getState().setTipField('en', 'tip-a', 'title', 'Plan');
    expect(store.getState().errors).toEqual({ 'translations.en.slug': 'Taken' });
  });
});
