/**
 * Counting the UI text keys of a translation file. `routes` and `categoryRoutes` are URL
 * segments, not texts, so they are not counted. The API uses this for `keyCount` and
 * `translationProgress`; the completeness test uses `flattenKeys`.
 */
const NON_TEXT_SECTIONS = new Set(['routes', 'categoryRoutes']);

export function flattenKeys(dictionary: Record<string, unknown>, prefix = ''): string[] {
  const keys: string[] = [];
  for (const [key, value] of Object.entries(dictionary)) {
    if (!prefix && NON_TEXT_SECTIONS.has(key)) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      keys.push(...flattenKeys(value as Record<string, unknown>, path));
    } else if (typeof value === 'string' && value.trim() !== '') {
      keys.push(path);
    }
  }
  return keys;
}

export function countTextKeys(dictionary: Record<string, unknown>): number {
  return flattenKeys(dictionary).length;
}
