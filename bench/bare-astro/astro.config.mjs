// @ts-check
// The yardstick of `npm run bench`: a bare Astro site rendering the same catalog (header, card grid,
// product pages, paginated categories; no islands, images, search or feeds). See scripts/bench-build.ts.
import { defineConfig } from 'astro/config';

export default defineConfig({
  outDir: process.env.OUT_DIR ?? 'dist',
  cacheDir: process.env.CACHE_DIR ?? './node_modules/.astro',
  build: { format: 'directory' },
  devToolbar: { enabled: false },
});
