/**
 * The two small scripts every server-rendered page runs, inlined into its HTML rather than linked:
 * a linked script in <head> blocks the first paint for a round trip on a slow phone. The files in
 * public/ stay the one source (index.html still links them); the CSP allows exactly these texts by
 * their hashes (inlineScriptSources in entry-server.tsx), so `script-src` keeps no 'unsafe-inline'.
 */
import pageScripts from '../../public/page-scripts.js?raw';
import themeInit from '../../public/theme-init.js?raw';

/** Sets the stored theme on <html> before the first paint. */
export const THEME_INIT_SCRIPT = themeInit;
/** Starts the page's module scripts once the page has loaded. */
export const PAGE_SCRIPTS_LOADER = pageScripts;
