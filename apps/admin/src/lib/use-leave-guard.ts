import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Leaving with unsaved changes asks first: in-app navigation through the router's blocker,
 * closing or reloading the tab through the browser's own prompt.
 */
export function useLeaveGuard(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      currentLocation.pathname !== nextLocation.pathname &&
      // The editor's own moves after a save or delete (state.saved) never ask.
      !(nextLocation.state as { saved?: boolean } | null)?.saved,
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return blocker;
}
