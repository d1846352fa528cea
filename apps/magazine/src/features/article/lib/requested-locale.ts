/**
 * `?requested=es` on an article: the reader asked for Spanish, which this article does not have,
 * and was sent to the language it is written in (the page then says so, in Spanish).
 */
export const REQUESTED_PARAM = 'requested';
