import { createStore, type StoreApi } from 'zustand/vanilla';
import { ORIGINAL_LANGUAGE } from '@sitenet/api-client';
import {
  alignWithOriginal,
  emptyTip,
  NEUTRAL_TIP_FIELDS,
  translationFromOriginal,
  type ContentType,
  type PostDraft,
  type PostMetaDraft,
  type SeoDraft,
  type TipTextField,
  type TranslationDraft,
} from './draft';
import { errorKey, type FieldErrors } from './field-errors';
import { loadSlugify, slugifyIfLoaded } from './slugger';
import { moveItem, newTipId } from './tips';
import { tipsToHtml } from './tips-html';

export type TranslationTextField = 'title' | 'slug' | 'excerpt' | 'content_html' | 'featured_image_alt' | 'publish_at';

export interface EditorState {
  draft: PostDraft;
  /** Bumped by every edit; `savedRevision` is the revision the server (or the load) has. */
  revision: number;
  savedRevision: number;
  errors: FieldErrors;
  /** Bumped when the whole working copy is replaced: editors holding their own state reload. */
  generation: number;
  setMeta: <K extends keyof PostMetaDraft>(field: K, value: PostMetaDraft[K]) => void;
  setText: (lang: string, field: TranslationTextField, value: string) => void;
  setStatus: (lang: string, status: TranslationDraft['status']) => void;
  /** One field of a translation's SEO (meta title, description, share image, noindex). */
  setSeo: <K extends keyof SeoDraft>(lang: string, field: K, value: SeoDraft[K]) => void;
  setContentType: (lang: string, type: ContentType) => void;
  setTipField: (lang: string, tipId: string, field: TipTextField, value: string) => void;
  addTip: () => string;
  removeTip: (tipId: string) => void;
  moveTip: (tipId: string, to: number) => void;
  /** Opens a language: a missing translation starts from the original's structure. */
  ensureTranslation: (lang: string) => void;
  markReviewed: (lang: string) => void;
  setErrors: (errors: FieldErrors) => void;
  /** Replaces the working copy (their version, a restored local copy); `saved` marks it clean. */
  replace: (draft: PostDraft, options?: { saved?: boolean }) => void;
  /** The server has the copy as of `revision`. */
  markSaved: (revision: number) => void;
}

export type EditorStore = StoreApi<EditorState>;

function withoutKeys(errors: FieldErrors, prefix: string): FieldErrors {
  let changed = false;
  const next: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    if (key === prefix || key.startsWith(`${prefix}.`)) changed = true;
    else next[key] = message;
  }
  return changed ? next : errors;
}

/** One store per open post; components subscribe to the one field they show. */
export function createEditorStore(initial: PostDraft, { dirty = false } = {}): EditorStore {
  return createStore<EditorState>()((set, get) => {
    const edit = (
      draft: PostDraft,
      clearedKey?: string,
    ) =>
      set((state) => ({
        draft,
        revision: state.revision + 1,
        errors: clearedKey ? withoutKeys(state.errors, clearedKey) : state.errors,
      }));

    const updateTranslation = (
      lang: string,
      update: (t: TranslationDraft) => TranslationDraft,
      clearedKey?: string,
    ) => {
      const { draft } = get();
      const current = draft.translations[lang];
      if (!current) return;
      edit({ ...draft, translations: { ...draft.translations, [lang]: update(current) } }, clearedKey);
    };

    /** Generated slugs catch up with their titles once the slug function has arrived (no new revision). */
    const followTitles = (slugify: (title: string, lang: string) => string) => {
      const { draft } = get();
      let changed = false;
      const translations = { ...draft.translations };
      for (const [code, t] of Object.entries(translations)) {
        const slug = slugify(t.title, code);
        if (!t.slugEdited && t.slug !== slug) {
          translations[code] = { ...t, slug };
          changed = true;
        }
      }
      if (changed) set({ draft: { ...draft, translations } });
    };

    /** A structural change of the original's tips: every translation follows (same ids, order). */
    const updateOriginalTips = (update: (tips: TranslationDraft['content']) => TranslationDraft['content']) => {
      const { draft } = get();
      const original = draft.translations[ORIGINAL_LANGUAGE];
      if (!original) return;
      const content = update(original.content);
      if (content === original.content) return;
      const nextOriginal = { ...original, content };
      const translations: Record<string, TranslationDraft> = { [ORIGINAL_LANGUAGE]: nextOriginal };
      for (const [code, t] of Object.entries(draft.translations)) {
        if (code !== ORIGINAL_LANGUAGE) translations[code] = alignWithOriginal(t, nextOriginal);
      }
      edit({ ...draft, translations });
    };

    return {
      draft: initial,
      revision: dirty ? 1 : 0,
      savedRevision: 0,
      errors: {},
      generation: 0,

      setMeta: (field, value) => {
        const { draft } = get();
        edit({ ...draft, meta: { ...draft.meta, [field]: value } }, errorKey.meta(field));
      },

      setText: (lang, field, value) =>
        updateTranslation(
          lang,
          (t) => {
            if (field === 'title' && !t.slugEdited) {
              const slugify = slugifyIfLoaded();
              if (slugify) return { ...t, title: value, slug: slugify(value, lang) };
              void loadSlugify().then(followTitles);
              return { ...t, title: value };
            }
            if (field === 'slug') return { ...t, slug: value, slugEdited: value !== '' };
            return { ...t, [field]: value };
          },
          errorKey.translation(lang, field),
        ),

      setStatus: (lang, status) =>
        updateTranslation(lang, (t) => ({ ...t, status }), errorKey.translation(lang, 'publish_at')),

      setSeo: (lang, field, value) =>
        updateTranslation(lang, (t) => ({ ...t, seo: { ...t.seo, [field]: value } }), errorKey.translation(lang, `seo.${field}`)),

      setContentType: (lang, type) => {
        if (lang !== ORIGINAL_LANGUAGE || type !== 'html') {
          updateTranslation(lang, (t) => ({ ...t, content_type: type }), errorKey.translation(lang, 'content'));
          return;
        }
        // A rich-text original has no tips for a translation's tips to follow (the server refuses
        // them): every list-of-tips translation becomes rich text too, its tips written out as
        // its body. Their tips stay in the working copy, so switching back brings them back.
        const { draft } = get();
        const translations: Record<string, TranslationDraft> = {};
        let errors = get().errors;
        for (const [code, t] of Object.entries(draft.translations)) {
          if (code === ORIGINAL_LANGUAGE || t.content_type === 'html') {
            translations[code] = code === ORIGINAL_LANGUAGE ? { ...t, content_type: 'html' } : t;
            continue;
          }
          const written = tipsToHtml(t.content);
          translations[code] = { ...t, content_type: 'html', content_html: written || t.content_html };
          errors = withoutKeys(errors, errorKey.translation(code, 'content'));
        }
        set({ errors });
        edit({ ...draft, translations }, errorKey.translation(lang, 'content'));
      },

      setTipField: (lang, tipId, field, value) => {
        const { draft } = get();
        const neutral = lang === ORIGINAL_LANGUAGE && (NEUTRAL_TIP_FIELDS as readonly string[]).includes(field);
        const translations = { ...draft.translations };
        for (const code of neutral ? Object.keys(translations) : [lang]) {
          const t = translations[code];
          if (!t) continue;
          translations[code] = {
            ...t,
            content: t.content.map((tip) => (tip.id === tipId ? { ...tip, [field]: value } : tip)),
          };
        }
        edit({ ...draft, translations }, errorKey.tip(lang, tipId, field));
      },

      addTip: () => {
        const original = get().draft.translations[ORIGINAL_LANGUAGE];
        const id = newTipId(new Set(original?.content.map((tip) => tip.id)));
        updateOriginalTips((tips) => [...tips, emptyTip(id)]);
        return id;
      },

      removeTip: (tipId) => updateOriginalTips((tips) => tips.filter((tip) => tip.id !== tipId)),

      moveTip: (tipId, to) =>
        updateOriginalTips((tips) => moveItem(tips, tips.findIndex((tip) => tip.id === tipId), to)),

      ensureTranslation: (lang) => {
        const { draft } = get();
        const original = draft.translations[ORIGINAL_LANGUAGE];
        if (!original) return;
        const existing = draft.translations[lang];
        if (existing) {
          const aligned = lang === ORIGINAL_LANGUAGE ? existing : alignWithOriginal(existing, original);
          if (aligned !== existing) {
            // Alignment is not an edit of the writer's: it does not make the post dirty.
            set({ draft: { ...draft, translations: { ...draft.translations, [lang]: aligned } } });
          }
          return;
        }
        set({
          draft: { ...draft, translations: { ...draft.translations, [lang]: translationFromOriginal(original) } },
        });
      },

      markReviewed: (lang) => updateTranslation(lang, (t) => ({ ...t, stale: false, reviewed: true })),

      setErrors: (errors) => set({ errors }),

      replace: (draft, { saved = false } = {}) =>
        set((state) => {
          const revision = state.revision + 1;
          return {
            draft,
            revision,
            savedRevision: saved ? revision : state.savedRevision,
            errors: {},
            generation: state.generation + 1,
          };
        }),

      markSaved: (revision) => set((state) => ({ savedRevision: Math.max(state.savedRevision, revision) })),
    };
  });
}
