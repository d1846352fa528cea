import { describe, expect, it } from 'vitest';
import { addLanguageRequestSchema, loginRequestSchema, siteScopeQuerySchema } from './admin';
import { postsListQuerySchema } from './public';

describe('request schemas', () => {
  it('login needs an email and a password, and nothing else', () => {
    expect(loginRequestSchema.safeParse({ email: 'a@b.test', password: 'x' }).success).toBe(true);
    expect(loginRequestSchema.safeParse({ email: 'not-an-email', password: 'x' }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ email: 'a@b.test', password: '' }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ email: 'a@b.test', password: 'x', admin: true }).success).toBe(false);
  });

  it('site_id must be a positive integer', () => {
    expect(siteScopeQuerySchema.parse({ site_id: '4' })).toEqual({ site_id: 4 });
    expect(siteScopeQuerySchema.safeParse({ site_id: 'abc' }).success).toBe(false);
    expect(siteScopeQuerySchema.safeParse({ site_id: '-1' }).success).toBe(false);
  });

  it('adding a language needs a code and an explicit site_id (null when global)', () => {
    expect(addLanguageRequestSchema.safeParse({ code: 'de', site_id: null }).success).toBe(true);
    expect(addLanguageRequestSchema.safeParse({ code: 'de' }).success).toBe(false);
    expect(addLanguageRequestSchema.safeParse({ code: '', site_id: 1 }).success).toBe(false);
  });

  it('the category list takes a category key and a page from 1 (the server checks the site has it)', () => {
    expect(postsListQuerySchema.parse({ category: 'money' })).toEqual({ category: 'money', page: 1 });
    expect(postsListQuerySchema.parse({ category: 'gardening' }).category).toBe('gardening');
    expect(postsListQuerySchema.safeParse({ category: 'Not A Key' }).success).toBe(false);
    expect(postsListQuerySchema.safeParse({ category: 'money', page: '0' }).success).toBe(false);
  });
});
