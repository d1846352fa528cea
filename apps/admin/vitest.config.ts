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
    // A worker keeps its imports and its jsdom page from one file to the next: importing Mantine,
    // TanStack and the screens afresh, and building a new jsdom, for each of the 60-odd files was
    // five sixths of the suite's time. src/test/setup.ts clears what a test leaves behind.
    isolate: false,
  },
});
