// @ts-check
import { createHash } from 'node:crypto';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import staticHostFiles from './src/integrations/static-host-files.ts';
import pagefindIndex from './src/integrations/pagefind-index.ts';
import serviceWorker from './src/integrations/service-worker.ts';
import { site } from './src/config/site.ts';
import { contentRoot } from './src/content/paths.ts';
import { sitemapOptions } from './src/lib/sitemap.ts';

// Builds of other catalogs (CONTENT_DIR) keep their own content cache, so they never mix with the sample's.
const catalog = contentRoot();
const cacheKey = createHash('sha1').update(catalog).digest('hex').slice(0, 8);

export default defineConfig({
  site: site.origin,
  outDir: process.env.OUT_DIR ?? 'dist',
  cacheDir: process.env.CONTENT_DIR ? `./node_modules/.astro-${cacheKey}` : './node_modules/.astro',
  integrations: [react(), staticHostFiles(), pagefindIndex(), serviceWorker(), sitemap(sitemapOptions(catalog))],
  trailingSlash: 'ignore',
  // Stylesheets are files shared (and cached) by every page instead of being copied into each page's HTML;
  // scoped styles mark elements with a short class instead of a longer data attribute. Both keep pages light.
  build: { format: 'directory', inlineStylesheets: 'never' },
  scopedStyleStrategy: 'class',
  devToolbar: { enabled: false },
  // Link previews need raster images, so product SVGs are rendered to PNG for og:image. Product images
  // come from editors through reviewed git commits, not from visitors, so rasterising them is safe.
  image: { dangerouslyProcessSVG: true },
});
