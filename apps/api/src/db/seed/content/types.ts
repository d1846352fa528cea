/**
 * Shape of the hand-written demo content. Every text is real prose, written per locale
 * (no machine-translation smell). English is the original; other locales are optional
 * per article so the seed exercises the English fallback and missing-translation paths.
 */
export type Locale = 'en' | 'es' | 'ar' | 'fr' | 'zh';
export type Category =
  | 'lifestyle'
  | 'health'
  | 'money'
  | 'home'
  | 'food'
  | 'travel'
  | 'technology'
  | 'career';

/** Author keys are defined once in authors.ts. */
export type AuthorKey = 'maya-chen' | 'daniel-ortiz' | 'amira-haddad' | 'claire-dubois' | 'james-okafor';

/** Language-neutral facts of one tip, shared by every translation. */
export interface SeedTipMeta {
  /** "x/5", e.g. "4.5/5" */
  rating: string;
  /** e.g. "$", "$$", "$20-$40", "Free" */
  price_range: string;
  /** Present on some tips only: an affiliate/partner call to action. */
  cta?: { link: string; company_name: string };
}

/** The per-locale text of one tip (same index as in SeedArticle.tips). */
export interface SeedTipText {
  title: string;
  /** 2-3 sentences of practical advice. */
  description: string;
  /** One-sentence expert tip, shown as a quote. */
  tip: string;
  /** Only when the tip meta has a cta. */
  cta_text?: string;
  /** Only when the tip meta has a cta, e.g. "We may earn a commission..." */
  affiliate_note?: string;
}

export interface SeedArticleText {
  /** URL slug in this locale: lowercase, words joined by "-". For ar and zh use a short
   *  Latin transliteration or the English slug with a locale suffix is NOT allowed: write
   *  a real slug in the language's script (Arabic words joined by "-", Chinese characters). */
  slug: string;
  title: string;
  /** 1-2 sentences. */
  excerpt: string;
  /** Same length and order as SeedArticle.tips. */
  tips: SeedTipText[];
}

export interface SeedArticle {
  /** Stable identifier, equals the English slug. */
  key: string;
  category: Category;
  author: AuthorKey;
  /** Minutes. */
  read_time: number;
  trending: boolean;
  is_advertorial: boolean;
  /** false = draft, never shown publicly. */
  published: boolean;
  /** ISO date, between 2026-01-01 and 2026-11-15. */
  published_at: string;
  /** Seeded view count. */
  views: number;
  /** 5 to 8 tips. */
  tips: SeedTipMeta[];
  translations: { en: SeedArticleText } & Partial<Record<Exclude<Locale, 'en'>, SeedArticleText>>;
}

export interface SeedAuthor {
  key: AuthorKey;
  name: string;
  /** Path served by the magazine, e.g. "/avatars/maya-chen.svg" */
  avatar: string;
  role: Record<Locale, string>;
  bio: Record<Locale, string>;
}
