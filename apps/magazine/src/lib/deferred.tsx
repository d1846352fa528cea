import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentType, type ReactElement } from 'react';

/**
 * Parts of a page that read without script (text, pictures, plain links and anchors) but whose
 * code the page's first load does without (issue 17: the magazine's own first-load JavaScript).
 *
 * - On the server the module is loaded before the page renders (`preloadDeferred()`, or `preload()`
 *   from the page's loader), so the part is in the HTML.
 * - Hydrating, React keeps the server's HTML of the part (its Suspense boundary stays dehydrated)
 *   and its code is fetched at the reader's first interaction with the page (a pointer, a key, a
 *   touch, a scroll, a focus): only then is it hydrated. Until then its links and anchors work as
 *   they do without JavaScript (a click on one loads the next page in full).
 * - Rendered in the browser after hydration (an in-app navigation), it loads at once.
 */

const INTERACTIONS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'focusin', 'scroll', 'wheel'] as const;

let clientRendering = false;
const waiting = new Set<() => void>();
let listening = false;
let hasInteracted = false;

function interacted() {
  hasInteracted = true;
  for (const event of INTERACTIONS) window.removeEventListener(event, interacted, true);
  const starts = [...waiting];
  waiting.clear();
  for (const start of starts) start();
}

/** Calls `start` at the reader's first interaction with the page (at once if it happened). */
export function atFirstInteraction(start: () => void) {
  if (hasInteracted) return start();
  waiting.add(start);
  if (listening) return;
  listening = true;
  for (const event of INTERACTIONS) window.addEventListener(event, interacted, { capture: true, passive: true });
}

/**
 * From the first in-app navigation on (or at once where nothing hydrates), parts load as they
 * render. Not from the end of hydration: React hydrates Suspense boundaries after the page's
 * shell, so the parts' own first render comes after the app's effects have run.
 */
export function startClientRendering(): void {
  clientRendering = true;
}

export interface DeferredModule<M> {
  /** Loads the module (the server awaits it before rendering the page that shows it). */
  preload: () => Promise<M>;
  /** A component of the module, rendered in place of a Suspense boundary (see above). */
  part: <P extends object>(pick: (module: M) => ComponentType<P>) => ComponentType<P>;
}

/** Every deferred module of the app, for the server to load before it renders (`preloadDeferred`). */
const registry: Array<() => Promise<unknown>> = [];

/**
 * Loads every deferred module known so far (those of the app's shell and components; a page's own
 * are preloaded by its loader): the server calls it before rendering, so each part renders in place.
 */
export async function preloadDeferred(): Promise<void> {
  await Promise.all(registry.map((preload) => preload()));
}

export function deferredModule<M>(load: () => Promise<M>): DeferredModule<M> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  let resolveLoaded: (module: M) => void = () => undefined;
  // Whoever asks first (an interaction, an in-app navigation, the server), every part gets it.
  const whenLoaded = new Promise<M>((resolve) => (resolveLoaded = resolve));
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module;
      resolveLoaded(module);
      return module;
    }));
  registry.push(preload);

  const part = <P extends object>(pick: (module: M) => ComponentType<P>): ComponentType<P> => {
    type Marked = P & { onHydrated: () => void };
    const settled = (module: M): { default: ComponentType<Marked> } => {
      const Picked = pick(module);
      function Part({ onHydrated, ...props }: Marked) {
        useEffect(onHydrated, [onHydrated]);
        return <Picked {...(props as unknown as P)} />;
      }
      return { default: Part };
    };
    const Lazy = lazy(() => {
      // Once loaded, handed over synchronously: a render never suspends on it (the server's).
      if (loaded) return { then: (resolve: (value: { default: ComponentType<Marked> }) => void) => resolve(settled(loaded!)) } as Promise<{ default: ComponentType<Marked> }>;
      if (clientRendering) return preload().then(settled);
      atFirstInteraction(() => void preload());
      return whenLoaded.then(settled);
    });
    function Deferred(props: P) {
      // Mounted after hydration (an in-app navigation): nothing to keep, no interaction to wait for.
      const [hydrated, setHydrated] = useState(() => clientRendering);
      if (hydrated) void preload();
      const markHydrated = useCallback(() => setHydrated(true), []);
      // Until the part has hydrated (not merely until its code is there), React is handed the very
      // element of the first render: a new one (its parent's props are new objects each time) would
      // make React give the server's HTML up and render it anew, losing what the reader did in it
      // (a menu opened, a field typed in). Once hydrated, it renders with the current props.
      const held = useRef<ReactElement | null>(null);
      if (hydrated || !held.current)
        held.current = (
          <Suspense fallback={null}>
            <Lazy {...(props as Marked)} onHydrated={markHydrated} />
          </Suspense>
        );
      return held.current;
    }
    return Deferred;
  };
  return { preload, part };
}
