/** Chromium as every browser benchmark launches it: Debian's build where present, quiet flags. */
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@sitenet/chromium';
import { chromium, type Browser } from '@playwright/test';
import { onCleanup } from './stack';

/** CHROMIUM_PATH (/usr/bin/chromium), else Playwright's own browser; closed by the stack's cleanup. */
export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  onCleanup(() => browser.close());
  return browser;
}

/**
 * Measures keystroke → next paint in the page: rAF runs just before the next frame is painted and
 * a task queued from it runs after that paint. A plain string: tsx would otherwise inject helpers
 * the page does not have.
 */
export const AFTER_NEXT_PAINT =
  'const afterNextPaint = (done) => requestAnimationFrame(() => setTimeout(done, 0));';
