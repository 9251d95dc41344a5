import { fileURLToPath } from 'node:url';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sizeBudget } from './build/size-budget.js';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  // `rentline serve` serves the built files at /console.
  base: '/console/',
  plugins: [
    react(),
    // The console speaks English: React Aria's strings for other locales stay out of the bundle.
    { ...optimizeLocales.vite({ locales: ['en-US'] }), enforce: 'pre' },
    sizeBudget({ js: 180_000, lazyJs: 60_000, css: 10_000 }),
  ],
  // In-repo imports resolve to source, as everywhere in this repository.
  resolve: {
    alias: {
      '@rentline/client': here('../client/src/index.ts'),
      '@rentline/pricing-engine': here('../pricing-engine/src/index.ts'),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Every asset is a file of its own: the server's content security policy allows only 'self'
    // (no data: URLs).
    assetsInlineLimit: 0,
    // The size budget above is the limit that counts; this only quiets Vite's generic warning.
    chunkSizeWarningLimit: 800,
  },
  server: {
    // `pnpm dev` beside a running `rentline serve`: the page from Vite, the API from the server.
    proxy: { '/v1': process.env.RENTLINE_URL ?? 'http://127.0.0.1:3000' },
  },
});
