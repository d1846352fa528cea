import { isbot } from 'isbot';
import type { DeviceClass } from '../../db/schema';

export type ReferrerKind = 'search' | 'social' | 'direct' | 'other';

/** Device class from the user agent (the user agent itself is never stored). */
export function deviceOf(userAgent: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobi)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Opera Mini|IEMobile/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

/** Crawlers, monitors and headless tools are not counted; an empty or junk agent is not a reader. */
export function isBot(userAgent: string | undefined): boolean {
  if (!userAgent || userAgent.length < 10 || userAgent.length > 1000) return true;
  return isbot(userAgent);
}

const SEARCH = /(^|\.)(google|bing|duckduckgo|yahoo|baidu|yandex|ecosia|qwant|startpage|naver|seznam|search\.brave)\./i;
const SOCIAL =
  /(^|\.)(facebook|fb|instagram|twitter|x|t|linkedin|lnkd|pinterest|reddit|tiktok|youtube|whatsapp|telegram|threads|mastodon|bsky|weibo|vk)\.(com|co|me|net|org|app|social)$/i;

/** The host of another site the reader came from; '' for none, our own site or junk. */
export function referrerHost(referrer: string | undefined, ownHost: string): string {
  if (!referrer) return '';
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    if (!host || host === ownHost.replace(/^www\./, '') || host.length > 253) return '';
    return host;
  } catch {
    return '';
  }
}

export function referrerKind(host: string): ReferrerKind {
  if (!host) return 'direct';
  if (SEARCH.test(host)) return 'search';
  if (SOCIAL.test(host)) return 'social';
  return 'other';
}
