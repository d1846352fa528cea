import type { z } from 'zod';
import { badRequest } from './errors';

/** Turns zod issues into the `errors` map of the error body: field path -> messages. */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[], prefix: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (key: string, message: string) => {
    (errors[key] ??= []).push(message);
  };
  for (const issue of issues) {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(base ? `${base}.${key}` : key, 'Unknown field');
    } else {
      add(base || prefix, issue.message);
    }
  }
  return errors;
}

/**
 * Parses one part of a request with a contract schema; a mismatch becomes a 400 with `errors`.
 * `part` names what failed in the message (body, query, params).
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, part: 'body' | 'query' | 'params'): z.output<S> {
  const result = schema.safeParse(value ?? (part === 'body' ? undefined : {}));
  if (result.success) return result.data;
  throw badRequest(`Invalid request ${part}`, issuesToErrors(result.error.issues, part));
}
