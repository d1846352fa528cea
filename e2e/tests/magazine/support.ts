import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { API_URL } from '../../fixtures/urls';

const here = dirname(fileURLToPath(import.meta.url));
const artifacts = join(here, '../../artifacts/magazine');

export const LOCALES = ['en', 'es', 'ar', 'fr', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const CATEGORIES = ['lifestyle', 'health', 'money', 'home', 'food', 'travel', 'technology', 'career'] as const;

type Dictionary = Record<string, unknown> & {
  routes: Record<string, string>;
  categoryRoutes: Record<string, string>;
};

const dictionaries = new Map<string, Dictionary>();

/** The translation file the magazine serves, read from its one source. */
export function dictionary(locale: Locale): Dictionary {
  let value = dictionaries.get(locale);
  if (!value) {
    const file = join(here, '../../../packages/i18n/translations', `${locale}.json`);
    value = JSON.parse(readFileSync(file, 'utf8')) as Dictionary;
    dictionaries.set(locale, value);
  }
  return value;
}

/** The demo site the magazine's tests read (MAGAZINE_URL is `localhost`): its name fills `{{siteName}}`. */
export const MAGAZINE_SITE_NAME = 'Tips Magazine';

/** A text of the translation file, e.g. text('es', 'about.title'), as the `localhost` site shows it. */
export function text(locale: Locale, key: string, values: Record<string, string | number> = {}): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], dictionary(locale));
  if (typeof found !== 'string') throw new Error(`No text ${locale}:${key}`);
  const filled: Record<string, string | number> = { siteName: MAGAZINE_SITE_NAME, ...values };
  // {{name}} or {{name, number}}: the caller passes numbers the way the page formats them.
  return found.replace(/\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g, (_, name: string) => String(filled[name] ?? ''));
}

export const prefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`);

/** A page's path in a locale, with the localized route names. */
export function pathOf(locale: Locale, page: 'home' | 'about' | 'contact' | 'privacy' | 'terms'): string {
  if (page === 'home') return prefix(locale) || '/';
  return `${prefix(locale)}/${dictionary(locale).routes[page]}`;
}

export function categoryPath(locale: Locale, category: string): string {
  const { routes, categoryRoutes } = dictionary(locale);
  return `${prefix(locale)}/${routes.category}/${categoryRoutes[category]}`;
}

export const articlePath = (locale: Locale, slug: string) => `${prefix(locale)}/${slug}`;

export interface Card {
  id: number;
  slug: string;
  title: string;
  category: string;
}

export interface Detail extends Card {
  is_advertorial: boolean;
  translations: { locale: Locale; slug: string }[];
  content: { number: number; title: string; cta_link: string | null; cta_text: string | null }[];
  content_type: string;
}

let catalogue: Promise<Detail[]> | undefined;

/** Every published English article with its details (read once per worker, through the API). */
export function articles(request: APIRequestContext): Promise<Detail[]> {
  catalogue ??= (async () => {
    const slugs: string[] = [];
    for (const category of CATEGORIES) {
      for (let page = 1; page < 20; page++) {
        const reply = (await (await request.get(`${API_URL}/api/posts?category=${category}&page=${page}`)).json()) as {
          posts: Card[];
          pagination: { last_page: number };
        };
        slugs.push(...reply.posts.map((post) => post.slug));
        if (page >= reply.pagination.last_page) break;
      }
    }
    const details: Detail[] = [];
    for (const slug of slugs) {
      const reply = await request.get(`${API_URL}/api/posts/${encodeURIComponent(slug)}`, { headers: { 'X-Locale': 'en' } });
      if (reply.ok()) details.push(((await reply.json()) as { post: Detail }).post);
    }
    return details;
  })();
  return catalogue;
}

/** An article translated into every locale. */
export async function fullyTranslated(request: APIRequestContext): Promise<Detail> {
  const found = (await articles(request)).find((post) => LOCALES.every((l) => post.translations.some((t) => t.locale === l)));
  if (!found) throw new Error('No article in all five locales in the seed');
  return found;
}

export function slugIn(post: Detail, locale: Locale): string {
  return post.translations.find((t) => t.locale === locale)?.slug ?? post.slug;
}

export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 1024;
}

/**
 * Waits until the page is interactive. The server's HTML reads and navigates by itself; the
 * scripts that make it an app start after the first paint, so a test that uses them (a shortcut,
 * a form checked in the browser, an in-app navigation, storage) waits for <html data-hydrated>.
 */
export async function interactive(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Waits until the part of the page holding `locator` has hydrated. The footer, the language menu,
 * the article's tips ... keep the server's HTML until the reader's first interaction brings their
 * code (apps/magazine/src/lib/deferred.tsx): until then a link in them loads the next page in full.
 * React marks each element it has taken over with a `__reactFiber$...` key.
 */
export async function hydratedPart(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
}

/** On small screens the language menu and theme switcher live in the mobile menu. */
export async function openMenuIfMobile(page: Page, locale: Locale = 'en'): Promise<void> {
  if (isMobile(page)) {
    // The menu button is one of the app's controls.
    await interactive(page);
    await page.getByRole('button', { name: text(locale, 'nav.openMenu') }).click();
  }
}

/** The article's "In this article" list as the reader sees it: on phones, the folded one opened. */
export async function tableOfContents(page: Page) {
  const toc = page.getByTestId('toc').filter({ visible: true });
  if (isMobile(page) && !(await toc.locator('details').evaluate((details: HTMLDetailsElement) => details.open))) {
    await toc.locator('summary').click();
  }
  return toc;
}

/** The visible language dropdown trigger (desktop header or mobile menu). */
export function languageTrigger(page: Page, locale: Locale = 'en') {
  return page.getByRole('button', { name: new RegExp(`^${text(locale, 'language.label')}`) }).filter({ visible: true }).first();
}

/** An axe-core scan: no serious or critical violation. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${screen}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`),
  ).toEqual([]);
}

/** e2e/artifacts/magazine/<project>-<page>-<locale>.png */
export async function screenshot(page: Page, testInfo: TestInfo, name: string, locale: Locale): Promise<void> {
  mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: join(artifacts, `${testInfo.project.name}-${name}-${locale}.png`), fullPage: true });
}
