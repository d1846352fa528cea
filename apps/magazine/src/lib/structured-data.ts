import type { PublicPostCard, PublicPostDetail } from '@sitenet/api-client';
import type { Locale } from '@sitenet/i18n';

/** A schema.org object, as search engines read it from `<script type="application/ld+json">`. */
export type JsonLd = Record<string, unknown>;

/** JSON that cannot close its script element (`<` written as \u003c). */
export function jsonLdText(value: JsonLd): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

const absolute = (origin: string, path: string) =>
  new URL(path, origin || 'http://localhost').toString();

export interface SiteFacts {
  origin: string;
  name: string;
  description: string;
  locale: Locale;
  homePath: string;
}

/** The home page: the site and the organisation behind it. */
export function webSiteData(site: SiteFacts): JsonLd[] {
  const url = absolute(site.origin, site.homePath);
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: site.name,
      description: site.description,
      url,
      inLanguage: site.locale,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: site.name,
      url: absolute(site.origin, '/'),
      logo: absolute(site.origin, '/favicon.svg'),
    },
  ];
}

/** A category page: its articles in order. */
export function itemListData(
  origin: string,
  name: string,
  posts: Array<Pick<PublicPostCard, 'title'> & { path: string }>,
  offset = 0,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    itemListElement: posts.map((post, index) => ({
      '@type': 'ListItem',
      position: offset + index + 1,
      url: absolute(origin, post.path),
      name: post.title,
    })),
  };
}

/** A tag page (issue 17): a collection of articles, its list in order as its main entity. */
export function collectionPageData(origin: string, path: string, name: string, list: JsonLd): JsonLd {
  const { '@context': _context, ...mainEntity } = list;
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name,
    url: absolute(origin, path),
    mainEntity,
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbData(origin: string, crumbs: Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(origin, crumb.path),
    })),
  };
}

/** An article: what it is, who wrote it, when, in which language, with which picture. */
export function blogPostingData(
  origin: string,
  post: PublicPostDetail,
  path: string,
  image: string,
  publisher: string,
  /** The author's page on this site (issue 17), when the article names an author. */
  authorPath: string | null = null,
): JsonLd {
  const url = absolute(origin, path);
  const published = post.published_at ?? undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    // The translation's SEO texts where set (issue 16), as in the page's meta tags.
    headline: post.seo?.title || post.title,
    description: post.seo?.description || post.excerpt,
    url,
    mainEntityOfPage: url,
    inLanguage: post.locale,
    image: [absolute(origin, image)],
    datePublished: published,
    // This translation's last change (another language's edit does not date it).
    dateModified: post.updated_at ?? published,
    author: {
      '@type': 'Person',
      name: post.author_name ?? publisher,
      ...(authorPath ? { url: absolute(origin, authorPath) } : {}),
    },
    publisher: {
      '@type': 'Organization',
      name: publisher,
      logo: { '@type': 'ImageObject', url: absolute(origin, '/favicon.svg') },
    },
  };
}

export interface PersonFacts {
  name: string;
  /** The avatar (absolute or site path); null when the author has none. */
  image: string | null;
  jobTitle: string;
  description: string;
  path: string;
}

/** An author page: the person behind the byline. */
export function personData(origin: string, person: PersonFacts): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: person.name,
    url: absolute(origin, person.path),
    ...(person.image ? { image: absolute(origin, person.image) } : {}),
    ...(person.jobTitle ? { jobTitle: person.jobTitle } : {}),
    ...(person.description ? { description: person.description } : {}),
  };
}
