import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // A guard against hangs, not a speed target: forms typed key by key (user-event) take 30 s and
    // more when CI's other passes share the machine's two cores.
    testTimeout: 60_000,
  },
});
