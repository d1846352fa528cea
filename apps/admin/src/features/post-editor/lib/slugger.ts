import type { slugify as Slugify } from '@sitenet/i18n/slug';

type SlugFunction = typeof Slugify;

let loaded: SlugFunction | null = null;
let loading: Promise<SlugFunction> | null = null;

/**
 * The title-to-slug function, loaded with the first title edit rather than with the editor: its
 * transliteration tables are ~8 KB gz that showing a post does not need.
 */
export function loadSlugify(): Promise<SlugFunction> {
  loading ??= import('@sitenet/i18n/slug').then((module) => (loaded = module.slugify));
  return loading;
}

/** The slug function when it has arrived, else null (loadSlugify() brings it). */
export function slugifyIfLoaded(): SlugFunction | null {
  return loaded;
}

/** Resolves when no slug is waiting for the function (a save sends slugs that follow their titles). */
export function slugsSettled(): Promise<unknown> {
  return loading ?? Promise.resolve();
}
