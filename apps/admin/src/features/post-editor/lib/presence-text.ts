import type { PresenceOther } from '@sitenet/api-client';

/**
 * The presence line in words (the avatars beside it are decoration): "Ana is also editing
 * (Spanish)", "Ana (Spanish) and Ben (English) are also editing", "Ana (Spanish), Ben (English)
 * and 2 others are also editing".
 */
export function presenceText(
  others: readonly PresenceOther[],
  languageName: (code: string) => string,
): string {
  if (others.length === 0) return '';
  const named = others.map((other) => `${other.user.name} (${languageName(other.language)})`);
  if (others.length === 1)
    return `${others[0]!.user.name} is also editing (${languageName(others[0]!.language)})`;
  if (others.length === 2) return `${named[0]} and ${named[1]} are also editing`;
  if (others.length === 3) return `${named[0]}, ${named[1]} and ${named[2]} are also editing`;
  return `${named[0]}, ${named[1]} and ${others.length - 2} others are also editing`;
}
