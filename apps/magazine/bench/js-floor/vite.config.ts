import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Builds floor.tsx like the magazine's client (same plugin and target); the caller names --outDir. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  logLevel: 'warn',
  build: { target: 'es2022', emptyOutDir: true },
});
