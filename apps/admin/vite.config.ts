import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Standalone build of the console; the shell builds the same source through `./mount`. */
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    // /media too: a body image in the editor carries the stored /media/... URL.
    proxy: {
      '/api': process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000',
      '/media': process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000',
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // bench:bundle reads the manifest to sum what each route loads.
    manifest: true,
  },
});
