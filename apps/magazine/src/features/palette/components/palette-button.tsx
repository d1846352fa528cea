import { lazy, Suspense, useEffect, useState } from 'react';
import { useT } from '../../../lib/locale-context';
import { useHydrated } from '../../../lib/use-hydrated';
import classes from './palette-button.module.css';

// Mantine and Spotlight load only when the palette is first opened.
const Palette = lazy(() => import('./palette'));

/** The search button in the header and the Ctrl/Cmd+K shortcut that open the command palette. */
export function PaletteButton() {
  const t = useT();
  const [request, setRequest] = useState(0);
  // Until the page is interactive a click would do nothing: the button says so by being disabled.
  const hydrated = useHydrated();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setRequest((value) => value + 1);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <button
        type="button"
        className={classes.button}
        disabled={!hydrated}
        onClick={() => setRequest((value) => value + 1)}
        aria-keyshortcuts="Control+K Meta+K"
        title={t('nav.searchShortcut')}
        data-testid="palette-button"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className={classes.icon}>
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M20 20l-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {/* The shortcut is in the tooltip: a key hint here would push the navigation out of the header. */}
        <span className={classes.label}>{t('nav.search')}</span>
      </button>
      {request > 0 && (
        <Suspense fallback={null}>
          <Palette request={request} />
        </Suspense>
      )}
    </>
  );
}
