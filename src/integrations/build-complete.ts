import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * Written into the output by the last integration's last hook, and required by `npm run build` before it
 * publishes (which then removes it). Astro exits 0 when its event loop runs dry, so a step that stalled
 * for good (the search indexer's process was killed, and its pending answers never came) ended the build
 * "successfully" with the steps after it never run. Placed last in astro.config.mjs, this runs only when
 * every other integration's `astro:build:done` has finished.
 */
export const BUILD_COMPLETE_FILE = '.astro-build-complete';

/**
 * Written into the output once Astro has generated every page (its `astro:build:generated` hook), before
 * the integrations' last steps: from then on `npm run build` checks the pages against the catalog while the
 * search index is still being written. Removed with BUILD_COMPLETE_FILE before publishing.
 */
export const PAGES_GENERATED_FILE = '.astro-pages-generated';

/** What the file says: how many HTML pages the build wrote, rendered or copied from the previous build (feeds and data files are not pages to Astro). */
export interface BuildComplete {
  pages: number;
}

export default function buildComplete(): AstroIntegration {
  return {
    name: 'top-ofertas:build-complete',
    hooks: {
      'astro:build:generated': async ({ dir }) => {
        await writeFile(path.join(fileURLToPath(dir), PAGES_GENERATED_FILE), '');
      },
      'astro:build:done': async ({ dir, pages }) => {
        const done: BuildComplete = { pages: pages.length };
        await writeFile(path.join(fileURLToPath(dir), BUILD_COMPLETE_FILE), JSON.stringify(done));
      },
    },
  };
}
