import {
  CATEGORIES,
  ORIGINAL_LANGUAGE,
  TRANSLATION_STATES,
  type AdminPost,
  type Category,
  type TranslationState,
} from '@sitenet/api-client';
import { languageStatusOf, type LanguageStatusMark } from '../../../lib/translation-states';

export interface MatrixFilters {
  states: TranslationState[];
  categories: Category[];
}

export interface MatrixRow {
  id: number;
  title: string;
  category: string;
  /** Status and stale mark per language code (every language of the site). */
  states: Record<string, LanguageStatusMark>;
}

const STATE_PARAM = 'state';
const CATEGORY_PARAM = 'category';

function list<T extends string>(params: URLSearchParams, name: string, allowed: readonly T[]): T[] {
  const values = params.getAll(name).flatMap((value) => value.split(','));
  return allowed.filter((item) => values.includes(item));
}

/** Filters live in the URL (`?state=stale,missing&category=money`), so a view can be shared. */
export function readMatrixFilters(params: URLSearchParams): MatrixFilters {
  return {
    states: list(params, STATE_PARAM, TRANSLATION_STATES),
    categories: list(params, CATEGORY_PARAM, CATEGORIES),
  };
}

export function writeMatrixFilters(filters: MatrixFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.states.length) params.set(STATE_PARAM, filters.states.join(','));
  if (filters.categories.length) params.set(CATEGORY_PARAM, filters.categories.join(','));
  return params;
}

/** One row per post; a language the list does not mention is missing. */
export function toMatrixRows(posts: readonly AdminPost[], languages: readonly string[]): MatrixRow[] {
  return posts.map((post) => {
    const states: Record<string, LanguageStatusMark> = {};
    for (const code of languages) states[code] = languageStatusOf(post, code, ORIGINAL_LANGUAGE);
    return { id: post.id, title: post.title, category: post.category ?? '', states };
  });
}

/** Whether a cell is in a filter's state: stale is its mark, the others its status. */
export function cellIn(cell: LanguageStatusMark, state: TranslationState): boolean {
  return state === 'stale' ? cell.stale : cell.status === state;
}

/** A post shows when its category is chosen and at least one language is in a chosen state. */
export function filterMatrix(rows: readonly MatrixRow[], filters: MatrixFilters): MatrixRow[] {
  return rows.filter(
    (row) =>
      (filters.categories.length === 0 || (filters.categories as string[]).includes(row.category)) &&
      (filters.states.length === 0 ||
        Object.values(row.states).some((cell) => filters.states.some((state) => cellIn(cell, state)))),
  );
}

/** How many cells are in each state (the filter menu's counts); a stale cell counts for its status too. */
export function stateCounts(rows: readonly MatrixRow[]): Record<TranslationState, number> {
  const counts = Object.fromEntries(TRANSLATION_STATES.map((s) => [s, 0])) as Record<TranslationState, number>;
  for (const row of rows)
    for (const cell of Object.values(row.states)) {
      counts[cell.status] += 1;
      if (cell.stale) counts.stale += 1;
    }
  return counts;
}
