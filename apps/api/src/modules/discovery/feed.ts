import { escapeXml, XML_DECLARATION } from './xml';

export interface FeedItem {
  title: string;
  link: string;
  description: string;
  /** The full text as HTML (`content:encoded`), escaped into the XML like every other text. */
  content?: string;
  category?: string;
  author?: string;
  published: Date;
}

export interface Feed {
  title: string;
  description: string;
  /** The home page in the feed's language. */
  link: string;
  /** The feed's own URL (atom:link rel="self", as feed validators ask). */
  self: string;
  language: string;
  items: FeedItem[];
}

const element = (name: string, value: string | undefined) => (value ? `<${name}>${escapeXml(value)}</${name}>` : '');

/** RSS 2.0; dates in RFC 822 form (`toUTCString`), the permalink doubles as the guid. */
export function rssXml(feed: Feed): string {
  const newest = feed.items.reduce<Date | undefined>(
    (latest, item) => (!latest || item.published > latest ? item.published : latest),
    undefined,
  );
  const items = feed.items.map(
    (item) =>
      `<item>${element('title', item.title)}${element('link', item.link)}` +
      `<guid isPermaLink="true">${escapeXml(item.link)}</guid>` +
      `<pubDate>${item.published.toUTCString()}</pubDate>` +
      `${element('description', item.description)}${element('content:encoded', item.content)}` +
      `${element('category', item.category)}` +
      `${element('dc:creator', item.author)}</item>`,
  );
  return `${XML_DECLARATION}
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel>
${element('title', feed.title)}
${element('link', feed.link)}
${element('description', feed.description)}
${element('language', feed.language)}
<atom:link href="${escapeXml(feed.self)}" rel="self" type="application/rss+xml"/>
${newest ? `<lastBuildDate>${newest.toUTCString()}</lastBuildDate>` : ''}
${items.join('\n')}
</channel>
</rss>
`;
}
