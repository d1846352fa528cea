import { ORIGINAL_LANGUAGE } from '@sitenet/api-client';
import {
  alignWithOriginal,
  isStarted,
  NEUTRAL_TIP_FIELDS,
  type PostDraft,
  type TipDraft,
  type TipTextField,
  type TranslationDraft,
} from './draft';
import { htmlText } from './english-changes';

/*
 * A save refused because someone saved in between (409): the two versions field by field, a
 * choice per field, and the merge of those choices on top of theirs (the server's latest), so the
 * next save carries the current version and does not conflict again.
 */

export type ConflictSide = 'mine' | 'theirs';

/** One field that differs between my working copy and their saved version. */
export interface ConflictField {
  /** Stable id of the field ("meta.category", "es.title", "en.tip.tip-a.title", "es.body" ...). */
  key: string;
  /** The language the field belongs to; null for the post's settings. */
  lang: string | null;
  label: string;
  mine: string;
  theirs: string;
  /** What to keep unless the person says otherwise: mine when I changed the field, theirs else. */
  preferred: ConflictSide;
}

/** How to read, write and show one field of a draft. */
interface Accessor {
  key: string;
  lang: string | null;
  label: string;
  get: (draft: PostDraft) => unknown;
  set: (draft: PostDraft, value: unknown) => PostDraft;
  show: (value: unknown) => string;
}

const TIP_FIELDS: ReadonlyArray<readonly [TipTextField, string]> = [
  ['title', 'title'],
  ['description', 'description'],
  ['tip', 'expert tip'],
  ['rating', 'rating'],
  ['price_range', 'price range'],
  ['cta_text', 'button text'],
  ['cta_link', 'button link'],
  ['affiliate_note', 'affiliate note'],
  ['company_name', 'company'],
];
const NEUTRAL = new Set<string>(NEUTRAL_TIP_FIELDS);

const yesNo = (value: unknown) => (value ? 'Yes' : 'No');
const orNone = (value: unknown) => (typeof value === 'string' && value.trim() ? value : '(empty)');

function setMeta<K extends keyof PostDraft['meta']>(field: K) {
  return (draft: PostDraft, value: unknown): PostDraft => ({
    ...draft,
    meta: { ...draft.meta, [field]: value },
  });
}

function setTranslation(
  draft: PostDraft,
  code: string,
  change: (t: TranslationDraft) => TranslationDraft,
): PostDraft {
  const current = draft.translations[code];
  if (!current) return draft;
  return { ...draft, translations: { ...draft.translations, [code]: change(current) } };
}

/** A translation counts when it is the original or something was written in it (as toRequest sends it). */
function present(draft: PostDraft, code: string): TranslationDraft | null {
  const translation = draft.translations[code];
  return translation && (code === ORIGINAL_LANGUAGE || isStarted(translation)) ? translation : null;
}

function showBody(value: unknown): string {
  const body = value as Pick<TranslationDraft, 'content_type' | 'content' | 'content_html'>;
  if (body.content_type === 'html') return `Rich text: ${htmlText(body.content_html) || '(empty)'}`;
  return `List of tips: ${body.content.map((tip, index) => `${index + 1}. ${tip.title || '(untitled)'}`).join('; ') || '(none)'}`;
}

function showPublishing(value: unknown): string {
  const { status, publish_at } = value as Pick<TranslationDraft, 'status' | 'publish_at'>;
  if (status === 'scheduled') return `Scheduled for ${publish_at.replace('T', ' ') || '(no date)'}`;
  return status === 'published' ? 'Published' : 'Draft';
}

function translationAccessors(code: string, mine: PostDraft, theirs: PostDraft): Accessor[] {
  const a = present(mine, code);
  const b = present(theirs, code);
  if (!a || !b) {
    // Written on one side only: the whole translation is the choice.
    return [
      {
        key: `${code}.translation`,
        lang: code,
        label: 'Whole translation',
        get: (draft) => present(draft, code),
        set: (draft, value) => {
          const translations = { ...draft.translations };
          if (value) translations[code] = value as TranslationDraft;
          else delete translations[code];
          return { ...draft, translations };
        },
        show: (value) =>
          value ? `"${(value as TranslationDraft).title || '(untitled)'}"` : 'Not written',
      },
    ];
  }

  const text = (field: 'title' | 'excerpt' | 'featured_image_alt', label: string): Accessor => ({
    key: `${code}.${field}`,
    lang: code,
    label,
    get: (draft) => draft.translations[code]?.[field] ?? '',
    set: (draft, value) => setTranslation(draft, code, (t) => ({ ...t, [field]: value as string })),
    show: orNone,
  });
  const accessors: Accessor[] = [
    text('title', 'Title'),
    {
      key: `${code}.slug`,
      lang: code,
      label: 'Slug',
      get: (draft) => draft.translations[code]?.slug ?? '',
      set: (draft, value) =>
        setTranslation(draft, code, (t) => ({ ...t, slug: value as string, slugEdited: true })),
      show: orNone,
    },
    text('excerpt', 'Excerpt'),
    text('featured_image_alt', 'Image alt text'),
    {
      key: `${code}.publishing`,
      lang: code,
      label: 'Publishing',
      get: (draft) => {
        const t = draft.translations[code]!;
        return { status: t.status, publish_at: t.status === 'scheduled' ? t.publish_at : '' };
      },
      set: (draft, value) =>
        setTranslation(draft, code, (t) => ({
          ...t,
          ...(value as Pick<TranslationDraft, 'status' | 'publish_at'>),
        })),
      show: showPublishing,
    },
  ];

  const sameTips =
    a.content_type === 'json' &&
    b.content_type === 'json' &&
    a.content.map((tip) => tip.id).join() === b.content.map((tip) => tip.id).join();
  if (!sameTips) {
    // Different body types, rich text, or tips added, removed or moved: the body is one choice.
    accessors.push({
      key: `${code}.body`,
      lang: code,
      label: a.content_type === 'json' && b.content_type === 'json' ? 'Tips (the list)' : 'Body',
      get: (draft) => {
        const t = draft.translations[code]!;
        return t.content_type === 'html'
          ? { content_type: 'html', content: [], content_html: t.content_html }
          : { content_type: 'json', content: t.content, content_html: '' };
      },
      set: (draft, value) =>
        setTranslation(draft, code, (t) => ({
          ...t,
          ...(value as Pick<TranslationDraft, 'content_type' | 'content' | 'content_html'>),
        })),
      show: showBody,
    });
    return accessors;
  }
  a.content.forEach((tip, index) => {
    for (const [field, name] of TIP_FIELDS) {
      // A translation's neutral fields follow the English: chosen there.
      if (code !== ORIGINAL_LANGUAGE && NEUTRAL.has(field)) continue;
      accessors.push({
        key: `${code}.tip.${tip.id}.${field}`,
        lang: code,
        label: `Tip ${index + 1} ${name}`,
        get: (draft) =>
          draft.translations[code]?.content.find((one) => one.id === tip.id)?.[field] ?? '',
        set: (draft, value) =>
          setTranslation(draft, code, (t) => ({
            ...t,
            content: t.content.map((one): TipDraft =>
              one.id === tip.id ? { ...one, [field]: value as string } : one,
            ),
          })),
        show: orNone,
      });
    }
  });
  return accessors;
}

/** Names the dialog shows instead of ids (the site's authors, as the settings panel loaded them). */
export interface ConflictNames {
  author?: (id: number) => string | undefined;
  tag?: (id: number) => string | undefined;
}

function accessorsOf(mine: PostDraft, theirs: PostDraft, names: ConflictNames = {}): Accessor[] {
  const meta: Accessor[] = [
    {
      key: 'meta.category',
      lang: null,
      label: 'Category',
      get: (d) => d.meta.category,
      set: setMeta('category'),
      show: orNone,
    },
    {
      key: 'meta.tags',
      lang: null,
      label: 'Tags',
      get: (d) => [...(d.meta.tags ?? [])].sort((a, b) => a - b),
      set: setMeta('tags'),
      show: (value) =>
        Array.isArray(value) && value.length > 0
          ? value.map((id: number) => names.tag?.(id) ?? `Tag #${id}`).join(', ')
          : 'No tags',
    },
    {
      key: 'meta.author_id',
      lang: null,
      label: 'Author',
      get: (d) => d.meta.author_id,
      set: setMeta('author_id'),
      show: (value) =>
        typeof value === 'number' ? (names.author?.(value) ?? `Person #${value}`) : 'No author',
    },
    {
      key: 'meta.trending',
      lang: null,
      label: 'Trending',
      get: (d) => d.meta.trending,
      set: setMeta('trending'),
      show: yesNo,
    },
    {
      key: 'meta.is_advertorial',
      lang: null,
      label: 'Advertorial',
      get: (d) => d.meta.is_advertorial,
      set: setMeta('is_advertorial'),
      show: yesNo,
    },
    {
      key: 'meta.read_time',
      lang: null,
      label: 'Read time',
      get: (d) => ({ read_time: d.meta.read_time, read_time_auto: d.meta.read_time_auto }),
      set: (draft, value) => ({
        ...draft,
        meta: {
          ...draft.meta,
          ...(value as Pick<PostDraft['meta'], 'read_time' | 'read_time_auto'>),
        },
      }),
      show: (value) => {
        const { read_time, read_time_auto } = value as Pick<
          PostDraft['meta'],
          'read_time' | 'read_time_auto'
        >;
        return read_time_auto ? `Automatic (${read_time} min)` : `${read_time} min`;
      },
    },
    {
      key: 'meta.featured_image_url',
      lang: null,
      label: 'Featured image',
      get: (d) => d.meta.featured_image_url,
      set: setMeta('featured_image_url'),
      show: (value) => (typeof value === 'string' && value ? value : 'No image'),
    },
  ];
  const codes = [
    ...new Set([...Object.keys(mine.translations), ...Object.keys(theirs.translations)]),
  ].sort((x, y) =>
    x === ORIGINAL_LANGUAGE ? -1 : y === ORIGINAL_LANGUAGE ? 1 : x.localeCompare(y),
  );
  return [...meta, ...codes.flatMap((code) => translationAccessors(code, mine, theirs))];
}

const same = (x: unknown, y: unknown) => JSON.stringify(x ?? null) === JSON.stringify(y ?? null);

/**
 * The fields where my working copy and their version differ, the post's settings first, then each
 * language (the original first) in the order of the pane. `base` is the version I started from:
 * a field I did not touch defaults to theirs, one I changed to mine.
 */
export function conflictFields(
  mine: PostDraft,
  theirs: PostDraft,
  base: PostDraft | null,
  names: ConflictNames = {},
): ConflictField[] {
  return accessorsOf(mine, theirs, names)
    .filter((field) => !same(field.get(mine), field.get(theirs)))
    .map((field) => ({
      key: field.key,
      lang: field.lang,
      label: field.label,
      mine: field.show(field.get(mine)),
      theirs: field.show(field.get(theirs)),
      preferred: base && same(field.get(mine), field.get(base)) ? 'theirs' : 'mine',
    }));
}

/**
 * Their version with my value in every field chosen as mine (a field without a choice keeps
 * theirs). Translations' tips are brought back in line with the original's list afterwards.
 */
export function mergeConflict(
  mine: PostDraft,
  theirs: PostDraft,
  choices: Readonly<Record<string, ConflictSide>>,
): PostDraft {
  let merged = theirs;
  for (const field of accessorsOf(mine, theirs)) {
    if (choices[field.key] === 'mine') merged = field.set(merged, field.get(mine));
  }
  const original = merged.translations[ORIGINAL_LANGUAGE];
  if (!original || original.content_type !== 'json') return merged;
  const translations = { ...merged.translations };
  for (const [code, translation] of Object.entries(translations)) {
    if (code !== ORIGINAL_LANGUAGE && translation.content_type === 'json')
      translations[code] = alignWithOriginal(translation, original);
  }
  return { ...merged, translations };
}
