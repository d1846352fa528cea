import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False in the server's HTML and while the page hydrates, true once React runs it in the browser.
 * Forms keep their submit button disabled until then: submitted natively before the scripts
 * start, a form would reload the page with what the reader typed in its URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
