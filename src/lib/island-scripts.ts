/**
 * The inline scripts Astro writes into a page with React islands, so the page's CSP (csp.ts) can allow
 * exactly them by hash: its island runtime (the `<astro-island>` element; a development variant in
 * `astro dev`) and one script per hydration directive the page uses.
 */
import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
import islandRuntimeDev from 'astro/runtime/server/astro-island.prebuilt-dev.js';
import loadDirective from 'astro/client/load.prebuilt.js';

/** The hydration directives pages use: `client:load` for app pages (/profile/). */
export type IslandDirective = 'load';

/** The texts of the island scripts. */
export function islandScripts(): { runtime: string; directives: Record<IslandDirective, string> } {
  return { runtime: import.meta.env?.DEV ? islandRuntimeDev : islandRuntime, directives: { load: loadDirective } };
}
