/** People take seconds to fill a form; a bot posts at once. */
export const MIN_FILL_MS = 2500;

/**
 * A bot that filled the honeypot or sent too fast gets the same success reply as a person (so it
 * learns nothing), but nothing is stored. Shared by the contact form and the newsletter box.
 */
export function looksAutomated(body: { website?: string; elapsed_ms?: number }): boolean {
  return Boolean(body.website?.trim()) || (body.elapsed_ms !== undefined && body.elapsed_ms < MIN_FILL_MS);
}
