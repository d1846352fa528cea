import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The magazine's public folder (translations, avatars, theme-init.js) is the shell's too:
// the shell serves the magazine on the main domain.
export default defineConfig({
  plugins: [react()],
  publicDir: '../magazine/public',
  build: { target: 'es2022', sourcemap: false },
});
