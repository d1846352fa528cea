import { describe, expect, it } from 'vitest';
import { canonicalPathOf } from './canonical-path';

const canonical = (path: string) => canonicalPathOf(new URL(path, 'https://example.com'));

describe('canonicalPathOf', () => {
  it('leaves canonical paths alone', () => {
    for (const path of ['/', '/about', '/es', '/es/sobre-nosotros', '/some-article?requested=fr', '/error/404']) {
      expect(canonical(path), path).toBeNull();
    }
  });

  it('drops a spelled-out English prefix, keeping the query', () => {
    expect(canonical('/en')).toBe('/');
    expect(canonical('/en/about')).toBe('/about');
    expect(canonical('/en/some-article?utm_source=x')).toBe('/some-article?utm_source=x');
    expect(canonical('/EN/category/health')).toBe('/category/health');
  });

  it('writes a prefix in capitals in lower case', () => {
    expect(canonical('/ES/sobre-nosotros')).toBe('/es/sobre-nosotros');
  });

  it('drops the trailing slash of every page but the root', () => {
    expect(canonical('/about/')).toBe('/about');
    expect(canonical('/contact/?x=1')).toBe('/contact?x=1');
    expect(canonical('/es/')).toBe('/es');
    expect(canonical('/ar/')).toBe('/ar');
    expect(canonical('/es/sobre-nosotros/')).toBe('/es/sobre-nosotros');
    expect(canonical('/en/about/')).toBe('/about');
    expect(canonical('/en/')).toBe('/');
  });

  it('never leads off the site', () => {
    expect(canonicalPathOf(new URL('https://example.com//evil.example/'))).toBe('/evil.example');
    expect(canonical('/about//')).toBe('/about');
  });
});
