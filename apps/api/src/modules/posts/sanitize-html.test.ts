import { describe, expect, it } from 'vitest';
import { htmlBodyPolicyCases } from '@sitenet/api-client/html-body-policy/cases';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml (on write)', () => {
  // The magazine's sanitizer runs the same cases: both apply the one body policy.
  it.each(htmlBodyPolicyCases)('$name', ({ html, sanitized }) => {
    expect(sanitizeHtml(html)).toBe(sanitized);
  });
});
