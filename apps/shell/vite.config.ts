import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

/**
 * What the magazine's client entry loads before it hydrates (rolldown's `$initial`: statically
 * imported from an entry) in two files instead of a score: each file is a request and is
 * compressed alone (issue 17: the magazine's own code <= 20 KB gz on the libraries' floor). The
 * libraries and the shared packages, which the console's chunks import too; and the magazine's
 * own code with i18next, which only the magazine uses, so the console never loads it. The shell's
 * entry (main.ts) needs only the page configuration, left out so the console's first file stays
 * small. Route pages stay split per route (lazy).
 */
const FIRST_LOAD_GROUPS = [
  { name: 'shell', test: /app-config|preload-helper/, priority: 3 },
  {
    name: 'vendor',
    tags: ['$initial' as const],
    test: (id: string) => /node_modules|[\\/]packages[\\/]/.test(id) && !/i18next/.test(id),
    priority: 2,
  },
  {
    name: 'magazine-app',
    tags: ['$initial' as const],
    test: /[\\/]apps[\\/]magazine[\\/]src[\\/]|i18next/,
    priority: 1,
  },
];

// The magazine's public folder (translations, avatars, theme-init.js) is the shell's too:
// the shell serves the magazine on the main domain. Two entries: index.html (the admin console,
// or the magazine rendered in the browser alone) and the magazine's client entry, which hydrates
// the pages the API renders on the server. The manifest tells the API which files a page needs.
export default defineConfig({
  plugins: [react()],
  publicDir: '../magazine/public',
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        magazine: fileURLToPath(new URL('../magazine/src/entry-client.tsx', import.meta.url)),
      },
      output: { codeSplitting: { groups: FIRST_LOAD_GROUPS } },
    },
  },
  server: { port: 5175, strictPort: true, proxy: { '/api': apiTarget } },
});
