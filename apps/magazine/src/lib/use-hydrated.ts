import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False in the server's HTML and while the page hydrates, true once React runs it in the browser.
 * Controls that need the page's script are disabled until then: a button would do nothing, and a
 * form submitted natively would reload the page with what the reader typed in its URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
