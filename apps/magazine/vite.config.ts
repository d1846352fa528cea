/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Pages are split per route by dynamic imports in src/app/router.tsx; Mantine (palette, toasts)
// loads only when first used.
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5174,
    proxy: { '/api': process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000' },
  },
  preview: { port: 5174 },
  build: { target: 'es2022', sourcemap: false },
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    // A guard against hangs, not a speed target: rendering every language at once passed vitest's
    // 5 s when CI's other passes shared the machine's two cores.
    testTimeout: 60_000,
    // A worker keeps its imports and its jsdom page from one file to the next (a fresh jsdom and
    // React for each file was nine tenths of the suite's time); vitest.setup.ts clears what a
    // test leaves behind.
    isolate: false,
  },
});
