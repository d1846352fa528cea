import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

// The magazine's public folder (translations, avatars, theme-init.js) is the shell's too:
// the shell serves the magazine on the main domain.
export default defineConfig({
  plugins: [react()],
  publicDir: '../magazine/public',
  build: { target: 'es2022', sourcemap: false, manifest: true },
  server: { port: 5175, strictPort: true, proxy: { '/api': apiTarget } },
});
