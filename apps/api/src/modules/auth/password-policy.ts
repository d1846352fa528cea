import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 128;
/** zxcvbn's 0-4 scale: 3 is "safely unguessable" (about 10^8 guesses and more). */
export const MIN_PASSWORD_SCORE = 3;

/**
 * zxcvbn-ts reports its reasons as keys (translations live in per-language packages); the admin's
 * messages are English, so the few keys are worded here.
 */
const WARNINGS: Record<string, string> = {
  straightRow: 'Straight rows of keys on your keyboard are easy to guess.',
  keyPattern: 'Short keyboard patterns are easy to guess.',
  simpleRepeat: 'It is too repetitive: repeated characters like "aaa" are easy to guess.',
  extendedRepeat: 'Repeated character patterns like "abcabcabc" are easy to guess.',
  sequences: 'Common character sequences like "abc" are easy to guess.',
  recentYears: 'Recent years are easy to guess.',
  dates: 'Dates are easy to guess.',
  topTen: 'This is a heavily used password.',
  topHundred: 'This is a frequently used password.',
  common: 'This is a commonly used password.',
  similarToCommon: 'This is similar to a commonly used password.',
  wordByItself: 'Single words are easy to guess.',
  namesByThemselves: 'Single names or surnames are easy to guess.',
  commonNames: 'Common names and surnames are easy to guess.',
  userInputs: 'There should not be any personal or page-related data.',
  pwned: 'Your password was exposed by a data breach on the Internet.',
};
const FALLBACK = 'It is too easy to guess: add more words or characters.';

// Building the dictionaries takes a moment: once, on first use.
let factory: ZxcvbnFactory | undefined;
const estimator = () =>
  (factory ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs }));

/**
 * The one password policy (admin:create, password change): why a new password is refused, or null.
 * Length first (12 to 128 characters), then the strength estimate, which also counts the person's
 * own email and name against it.
 */
export function passwordProblem(
  password: string,
  context: { email?: string; name?: string; /** The network settings' floor (never below 12). */ minLength?: number } = {},
): string | null {
  const length = [...password].length;
  const minLength = Math.min(MAX_PASSWORD_LENGTH, Math.max(MIN_PASSWORD_LENGTH, context.minLength ?? 0));
  if (password.trim() === '') return 'The password is empty.';
  if (length < minLength) return `The password is too short: use at least ${minLength} characters.`;
  if (length > MAX_PASSWORD_LENGTH) return `The password is too long: use at most ${MAX_PASSWORD_LENGTH} characters.`;
  const userInputs = [context.email, context.email?.split('@')[0], context.name].filter((v): v is string => !!v && v.length >= 3);
  const result = estimator().check(password, userInputs);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const warning = result.feedback.warning ? WARNINGS[result.feedback.warning] : undefined;
  return `The password is too weak: ${warning ?? FALLBACK}`;
}
