import { js2xliff, xliff2js, type XliffJs } from 'xliff';
import type { InterfaceString, StringsFormat } from '../../contract';
import { nestDictionary } from './keys';

/** The id of the one `<file>` of an export (any id is accepted on import). */
const XLIFF_FILE = 'interface';

/** The translated keys of a language as a file: XLIFF 2.0 (one unit per key) or the nested JSON. */
export async function exportFile(strings: readonly InterfaceString[], code: string, format: StringsFormat): Promise<string> {
  const translated = strings.filter((row): row is InterfaceString & { target: string } => row.target !== null);
  if (format === 'json') return `${JSON.stringify(nestDictionary(translated.map((row) => [row.key, row.target])), null, 2)}\n`;
  const units = Object.fromEntries(translated.map((row) => [row.key, { source: row.source, target: row.target }]));
  return `${await js2xliff({ sourceLanguage: 'en', targetLanguage: code, resources: { [XLIFF_FILE]: units } })}\n`;
}

export type Parsed = { rows: Array<{ key: string; target: string }> } | { errors: Record<string, string[]> };

const fileError = (message: string): Parsed => ({ errors: { file: [message] } });

/** XLIFF starts with markup, JSON with a brace. */
export function detectFormat(text: string): StringsFormat | null {
  const start = text.trimStart()[0];
  return start === '<' ? 'xliff' : start === '{' ? 'json' : null;
}

/**
 * The root element must be XLIFF 2.0 before the library sees the text: it crashes (outside its
 * promise) on a document whose root is not `<xliff>`.
 */
const XLIFF_ROOT = /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*<xliff\b([^>]*)>/;

async function parseXliff(text: string, code: string): Promise<Parsed> {
  const root = XLIFF_ROOT.exec(text);
  if (!root) return fileError('Not an XLIFF document: the root element must be <xliff>');
  if (!/\bversion\s*=\s*["']2\.0["']/.test(root[3] ?? '')) return fileError('Only XLIFF 2.0 is supported (version="2.0" on <xliff>)');
  let parsed: XliffJs;
  try {
    parsed = await xliff2js(text);
  } catch (error) {
    return fileError(`Malformed XLIFF: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
  if (parsed.sourceLanguage !== 'en') return fileError(`The source language is ${parsed.sourceLanguage ?? 'not given'}; it must be en`);
  if (parsed.targetLanguage !== code) return fileError(`This file is for ${parsed.targetLanguage ?? 'no language'} (trgLang), not ${code}`);
  const rows: Array<{ key: string; target: string }> = [];
  const errors: Record<string, string[]> = {};
  for (const units of Object.values(parsed.resources ?? {})) {
    for (const [key, unit] of Object.entries(units)) {
      // No text yet: the file leaves the key as it is (an import never removes a translation).
      if (unit.target === undefined || unit.target === '') continue;
      if (typeof unit.target !== 'string') (errors[key] ??= []).push('Inline markup is not supported: write placeholders as {{name}}');
      else rows.push({ key, target: unit.target });
    }
  }
  return Object.keys(errors).length > 0 ? { errors } : { rows };
}

function parseJson(text: string): Parsed {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return fileError(`Malformed JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return fileError('The JSON file must be an object of texts by key');
  const rows: Array<{ key: string; target: string }> = [];
  const errors: Record<string, string[]> = {};
  const walk = (node: Record<string, unknown>, prefix: string) => {
    for (const [name, value] of Object.entries(node)) {
      const key = prefix ? `${prefix}.${name}` : name;
      if (typeof value === 'string') {
        if (value.trim() !== '') rows.push({ key, target: value });
      }
      else if (value && typeof value === 'object' && !Array.isArray(value)) walk(value as Record<string, unknown>, key);
      else (errors[key] ??= []).push('Not a text');
    }
  };
  walk(data as Record<string, unknown>, '');
  return Object.keys(errors).length > 0 ? { errors } : { rows };
}

export async function parseFile(text: string, code: string, format: StringsFormat | undefined): Promise<Parsed> {
  const chosen = format ?? detectFormat(text);
  if (!chosen) return fileError('Neither XLIFF nor JSON: choose an .xlf or .json file exported from here or from a translation tool');
  return chosen === 'xliff' ? parseXliff(text, code) : parseJson(text);
}
