import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { createRoutes } from './router';
import type { Services } from '../lib/services';

const routes = createRoutes({} as Services);
const leaf = (path: string) => {
  const matches = matchRoutes(routes, path) ?? [];
  const last = matches[matches.length - 1]?.route;
  return { path: last?.path, index: last?.index ?? false, ids: matches.map((m) => m.route.id) };
};

describe('routes', () => {
  it('matches every localized route name', () => {
    expect(leaf('/es/sobre-nosotros').path).toBe('sobre-nosotros');
    expect(leaf('/fr/categorie/sante').path).toBe('categorie/:category');
    expect(leaf('/es/category/health').path).toBe('category/:category');
    expect(leaf(encodeURI('/ar/من-نحن')).path).toBe('من-نحن');
    expect(leaf(encodeURI('/zh/分类/健康')).path).toBe('分类/:category');
    expect(leaf('/about').path).toBe('about');
  });

  it('reads the rest as articles, homes and error pages', () => {
    expect(leaf('/some-article').path).toBe(':slug');
    expect(leaf('/es/mi-articulo').path).toBe(':slug');
    expect(leaf('/es').index).toBe(true);
    expect(leaf('/').index).toBe(true);
    expect(leaf('/error/404').path).toBe('404');
    expect(leaf('/es/a/b').path).toBe('*');
    expect(leaf('/xx/about').path).toBe('*');
  });
});
