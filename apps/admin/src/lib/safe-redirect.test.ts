import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './safe-redirect';

describe('safeRedirectTarget', () => {
  it.each([
    '/sites',
    '/posts?status=draft&page=2',
    '/tips.example.com/posts',
    '/leads?status=new#top',
  ])('keeps the same-origin path %s', (target) => {
    expect(safeRedirectTarget(target)).toBe(target);
  });

  it.each([
    null,
    undefined,
    '',
    '//evil.com',
    '///evil.com',
    'https://evil.com',
    'http://evil.com/dashboard',
    '/\\evil.com',
    '\\\\evil.com',
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '%2F%2Fevil.com',
    '/%2Fevil.com',
    '/%2F%2Fevil.com',
    '%2f%2fevil.com',
    '/%5Cevil.com',
    '/%5cevil.com',
    '%252F%252Fevil.com',
    '/%252Fevil.com',
    'https%3A%2F%2Fevil.com',
    'javascript%3Aalert(1)',
    '%6A%61%76%61%73%63%72%69%70%74%3Aalert(1)',
    '/\t/evil.com',
    '/%09/evil.com',
    'evil.com',
    '/login',
    '/login?redirect=/sites',
  ])('sends %s to /dashboard', (target) => {
    expect(safeRedirectTarget(target)).toBe('/dashboard');
  });
});
