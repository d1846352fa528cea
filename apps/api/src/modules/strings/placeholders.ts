/** `{{count}}`, `{{count, number}}`: the name is what must survive translation, the format may not matter. */
const PLACEHOLDER = /\{\{\s*([^,}\s]+)[^}]*\}\}/g;

export function placeholdersOf(text: string): Set<string> {
  return new Set(Array.from(text.matchAll(PLACEHOLDER), (match) => match[1]!));
}

/**
 * What is wrong with a translation's placeholders against its English source: each dropped one
 * and each one the source does not have (the magazine would show it raw), as readable sentences.
 */
export function placeholderProblems(source: string, target: string): string[] {
  const expected = placeholdersOf(source);
  const given = placeholdersOf(target);
  const problems: string[] = [];
  for (const name of expected) if (!given.has(name)) problems.push(`The placeholder {{${name}}} is missing`);
  for (const name of given) if (!expected.has(name)) problems.push(`The placeholder {{${name}}} is not in the English text`);
  return problems;
}
