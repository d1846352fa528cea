// @vitest-environment node
import ar from '@sitenet/i18n/translations/ar.json';
import en from '@sitenet/i18n/translations/en.json';
import es from '@sitenet/i18n/translations/es.json';
import fr from '@sitenet/i18n/translations/fr.json';
import { describe, expect, it } from 'vitest';
import { render } from './entry-server';
import type { RenderInput } from './server-contract';

/** The site's language list as GET /api/languages answers it; every other call finds nothing. */
const apiFetch: typeof fetch = async (input) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (url.startsWith('/api/languages')) {
    const languages = [
      { code: 'en', label: 'English', flag: '🇬🇧', nativeName: 'English', available: true },
      { code: 'es', label: 'Spanish', flag: '🇪🇸', nativeName: 'Español', available: true },
      { code: 'ar', label: 'Arabic', flag: '🇸🇦', nativeName: 'العربية', available: true },
      { code: 'fr', label: 'French', flag: '🇫🇷', nativeName: 'Français', available: true },
    ];
    return Response.json({ languages });
  }
  return Response.json({ message: 'Not found' }, { status: 404 });
};

function page(url: string): Promise<{ status: number; html: string }> {
  const input: RenderInput = {
    url,
    origin: 'http://localhost',
    hostname: 'localhost',
    fetch: apiFetch,
    site: { active: true, maintenanceMode: false },
    assets: () => ({ styles: [], scripts: ['/assets/entry-client.js'], modulePreloads: [] }),
  };
  return render(input);
}

function jsonScript<T>(html: string, id: string): T {
  const json = new RegExp(`<script[^>]*id="${id}"[^>]*>(.*?)</script>`, 's').exec(html)?.[1];
  if (!json) throw new Error(`no #${id} in the page`);
  return JSON.parse(json) as T;
}

/** The languages the page hydrates in, and the translation files it has the browser fetch. */
function shippedTranslations(html: string): { locales: string[]; fetches: string[] } {
  return {
    locales: jsonScript<{ locales: string[] }>(html, 'ssr-data').locales,
    fetches: jsonScript<{ fetches: string[] }>(html, 'page-scripts').fetches,
  };
}

const aboutPages = [
  { locale: 'en', url: `/${en.routes.about}`, title: en.about.title },
  { locale: 'es', url: `/es/${es.routes.about}`, title: es.about.title },
  { locale: 'ar', url: `/ar/${ar.routes.about}`, title: ar.about.title },
  { locale: 'fr', url: `/fr/${fr.routes.about}`, title: fr.about.title },
] as const;

describe('server rendering', () => {
  it('renders pages of different languages at the same time, each wholly in its own language', async () => {
    // Every language's page started at once, several times over: their loaders and renders interleave.
    const rounds = await Promise.all(
      Array.from({ length: 3 }, () => Promise.all(aboutPages.map((about) => page(about.url)))),
    );
    for (const results of rounds) {
      results.forEach((result, index) => {
        const about = aboutPages[index]!;
        expect(result.status).toBe(200);
        expect(result.html).toContain(`<html lang="${about.locale}"`);
        expect(result.html).toContain(about.title);
        for (const other of aboutPages) {
          if (other.locale !== about.locale) expect(result.html).not.toContain(other.title);
        }
        expect(shippedTranslations(result.html).locales).toEqual([about.locale]);
      });
    }
  });

  it('has the browser fetch the translation file of the page’s language only, kept out of the HTML', async () => {
    await page(`/es/${es.routes.about}`);
    const { html } = await page(`/fr/${fr.routes.about}`);
    expect(shippedTranslations(html)).toEqual({ locales: ['fr'], fetches: ['/translations/fr.json'] });
    // A text of the file that the page does not show is not in the page.
    expect(html).not.toContain(fr.contact.success);
  });
});
