import { escapeXml, XML_DECLARATION } from './xml';

export interface SitemapFile {
  loc: string;
  lastmod?: Date;
}

export interface Alternate {
  /** A language code, or `x-default`. */
  hreflang: string;
  href: string;
}

export interface SitemapUrl {
  loc: string;
  lastmod?: Date;
  /** Every language version of the page, itself included (as search engines ask). */
  alternates: Alternate[];
  /** Absolute URLs of the page's images (Google's image sitemap extension). */
  images?: string[];
}

const lastmod = (date: Date | undefined) => (date ? `<lastmod>${date.toISOString()}</lastmod>` : '');

/** A sitemap index (sitemaps.org 0.9): the per-language sitemaps. */
export function sitemapIndexXml(files: SitemapFile[]): string {
  const entries = files.map((file) => `<sitemap><loc>${escapeXml(file.loc)}</loc>${lastmod(file.lastmod)}</sitemap>`);
  return `${XML_DECLARATION}
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries.join('\n')}
</sitemapindex>
`;
}

/** A sitemap of pages with `xhtml:link` hreflang alternates between their translations and their images. */
export function urlSetXml(urls: SitemapUrl[]): string {
  const entries = urls.map((url) => {
    const links = url.alternates.map(
      (alternate) =>
        `<xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`,
    );
    const images = (url.images ?? []).map((image) => `<image:image><image:loc>${escapeXml(image)}</image:loc></image:image>`);
    return `<url><loc>${escapeXml(url.loc)}</loc>${lastmod(url.lastmod)}${links.join('')}${images.join('')}</url>`;
  });
  return `${XML_DECLARATION}
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
${entries.join('\n')}
</urlset>
`;
}
