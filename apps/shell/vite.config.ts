import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

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
    },
  },
  server: { port: 5175, strictPort: true, proxy: { '/api': apiTarget } },
});
