// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { satteri } from '@astrojs/markdown-satteri';
import staticHostFiles, { sectionNotFoundPages } from './src/integrations/static-host-files.ts';
import pagefindIndex from './src/search/build/pagefind-index.ts';
import serviceWorker from './src/integrations/build-service-worker.ts';
import editingForm from './tools/cms/integration.ts';
import interactionDirective from './src/integrations/interaction-directive.ts';
import contentErrors from './tools/content-errors/integration.ts';
import newCatalogFiles from './tools/content-errors/new-files.ts';
import buildComplete from './src/integrations/build-complete.ts';
import devImageHeaders from './tools/dev-headers/integration.ts';
import { site } from './src/config/site.ts';
import { astroCacheDir, siteOutDir } from './src/content/paths.ts';
import { bodyHastPlugins, markdownFeatures } from './src/content/markdown-html.ts';

/** React's own packages. */
const REACT_PACKAGE = /\/node_modules\/(react|react-dom|scheduler)\//;
/** The project's React code: components (.tsx) and hooks (use-*.ts). */
const REACT_CODE = /\/src\/.*(\.tsx|\/use-[^/]*\.ts)$/;
/** The search page's on-demand modules, chosen by folder (tests/unit/search-contract.test.ts). */
const ON_DEMAND_CODE = /\/src\/search\/browser\/lazy\//;

export default defineConfig({
  site: site.origin,
  outDir: siteOutDir(),
  // One cache per catalog (CONTENT_DIR), so builds of other catalogs never mix with the sample's.
  cacheDir: astroCacheDir(),
  integrations: [
    react(),
    interactionDirective(),
    staticHostFiles(),
    pagefindIndex(),
    serviceWorker(),
    sectionNotFoundPages(),
    editingForm(),
    contentErrors(),
    newCatalogFiles(),
    devImageHeaders(),
    // Last: marks a build whose every step finished (npm run build publishes nothing else).
    buildComplete(),
  ],
  trailingSlash: 'ignore',
  // A page whose cacheKey (src/lib/model/cache-keys.ts) and code are as in the previous build is copied
  // from Astro's cache instead of rendered; scripts/build/incremental-cache.ts checks that cache first.
  experimental: { incrementalBuild: true },
  // Stylesheets are files shared (and cached) by every page instead of being copied into each page's HTML;
  // scoped styles mark elements with a short class instead of a longer data attribute. Both keep pages light.
  // Rendering one page at a time left the main thread idle, waiting on file writes; four at a time keep
  // it busy (measured in BENCHMARKS.md, "Measurements behind the code").
  build: { format: 'directory', inlineStylesheets: 'never', concurrency: 4 },
  scopedStyleStrategy: 'class',
  devToolbar: { enabled: false },
  // Vite inlines small page scripts into the HTML: copied into every page of the catalog, where a
  // cached file is fetched once per visit. Every page's CSP (src/lib/csp.ts) relies on it: bundled
  // scripts are allowed as files of the site, and only the page's own is:inline scripts by hash.
  vite: {
    // The search page's worker (src/search/browser/pagefind-worker.ts) is a module: it imports Pagefind's library.
    worker: { format: 'es' },
    build: {
      // Astro empties its output folder first, except when npm run build filled it with the published site
      // to build into (scripts/build/reuse-output.ts): then the pages it keeps are not copied again.
      emptyOutDir: process.env.OUTPUT_PREFILLED !== '1',
      assetsInlineLimit: 0,
      rolldownOptions: {
        output: {
          // Modules shared by several pages' scripts go into one cached 'site' file, which every page loads.
          // React and the code that uses it (components in .tsx, hooks in use-*.ts: tests/unit/react-modules.test.ts)
          // stay out of it, so React arrives with an island's first touch (tests/e2e/hydration.spec.ts); so do the
          // search's on-demand modules, which load only when a query finds nothing as typed.
          codeSplitting: {
            groups: [
              { name: 'react', test: REACT_PACKAGE, priority: 2 },
              { name: 'site', test: (id) => id.includes('/src/') && !REACT_CODE.test(id) && !ON_DEMAND_CODE.test(id), minShareCount: 2, priority: 1 },
            ],
          },
        },
      },
    },
  },
  // Product and page bodies come from editors who paste from merchant pages: raw HTML is cut down to an
  // allow-list (src/content/markdown-html.ts), and content:check names what is dropped.
  // Deal texts have no code to highlight, and Shiki's inline styles would need a looser CSP.
  markdown: { processor: satteri({ features: markdownFeatures, hastPlugins: bodyHastPlugins }), syntaxHighlight: false },
  // Link previews need raster images, so product SVGs are rendered to PNG for og:image. Product images
  // come from editors through reviewed git commits, and content:check and scripts/build.ts refuse any SVG
  // that is not a plain drawing (src/content/svg-check.ts: a strict XML reading with a namespace-aware
  // allow-list; nothing that runs or loads another file), so rasterising (and publishing) them is safe.
  image: { dangerouslyProcessSVG: true },
});
