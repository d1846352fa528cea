/** Where the magazine serves a locale's translation file (next to its HTML, not by the API). */
export const translationsPath = (locale: string) =>
  `/translations/${encodeURIComponent(locale)}.json`;
