import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The app is built into dist/ and served by @polemarch/server (`npm start`); `npm run dev -w
// @polemarch/web` serves it with hot reload. Workspace packages are TypeScript sources (no build
// step), which Vite compiles like the app's own files.
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [react()],
  worker: { format: 'es' },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500, sourcemap: true },
});
