/**
 * The page-view beacon (issue 10), loaded on its own after hydration. It never throws and never
 * waits: counting must not break or slow a page. No cookie, no id: the API counts visitors by a
 * daily-salted hash it never stores raw.
 */
export const EVENTS_PATH = '/api/events';

export interface PageView {
  path: string;
  post_id?: number | null;
  locale: string;
  referrer?: string;
}

/** The beacon's JSON: only the path (no query or hash), and no empty referrer. */
export function pageViewBody(view: PageView): string {
  const path = view.path.split(/[?#]/, 1)[0] || '/';
  return JSON.stringify({
    kind: 'pageview',
    path: path.slice(0, 500),
    ...(view.post_id ? { post_id: view.post_id } : {}),
    locale: view.locale,
    ...(view.referrer ? { referrer: view.referrer.slice(0, 2000) } : {}),
  });
}

type Sender = Pick<Navigator, 'sendBeacon'>;

export function sendPageView(view: PageView, nav: Sender | undefined = globalThis.navigator): boolean {
  try {
    const body = pageViewBody(view);
    if (typeof nav?.sendBeacon === 'function') return nav.sendBeacon(EVENTS_PATH, body);
    void fetch(EVENTS_PATH, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'text/plain' } }).catch(
      () => undefined,
    );
    return true;
  } catch {
    return false;
  }
}
