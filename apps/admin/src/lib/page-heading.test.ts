import { describe, expect, it } from 'vitest';
import { pageHeading } from './page-heading';

describe('pageHeading', () => {
  it.each([
    ['/dashboard', 'Dashboard'],
    ['/sites', 'Sites'],
    ['/tips.example.com/posts', 'Posts'],
    ['/tips.example.com/languages/', 'Languages'],
    ['/analytics/cross-site', 'Cross-site'],
    ['/settings/seo', 'Seo'],
    ['/', 'Dashboard'],
  ])('%s → %s', (pathname, title) => {
    expect(pageHeading(pathname)).toEqual({ title, crumb: title });
  });
});
