/**
 * A page's Content-Security-Policy: the site's directives (src/config/security.ts) plus `img-src` with the
 * image hosts the page may show and `script-src` with the hashes of exactly the inline scripts it renders. Bundled scripts are files on the site
 * ('self'; Vite never inlines them, astro.config.mjs), so a page allows nothing that it does not run.
 */
import { CSP_DIRECTIVES, imageSources, SEARCH_PAGE_CSP, STYLE_SOURCES } from '../config/security.ts';
import { imageHostsOf } from '../config/merchants.ts';
import { createHash } from 'node:crypto';
import { inlineScriptHash, type InlineScriptName } from './inline-scripts.ts';
import { islandScripts, type IslandDirective } from './island-scripts.ts';

export interface PagePolicy {
  /** The inline scripts the page renders (src/lib/inline-scripts.ts). */
  inlineScripts: readonly InlineScriptName[];
  /** The hydration directives of the page's React islands: Astro's island runtime and their scripts. */
  islands?: readonly IslandDirective[];
  /** The search page: Pagefind's WebAssembly and worker. */
  search?: boolean;
  /**
   * The product photos of a page whose scripts show no others (a deal page: its own, its description's and its similar deals'):
   * images may then come only from their hosts. Left out, every store's image host is allowed, as pages
   * that show deals their HTML does not hold need (search results, saved deals).
   */
  photos?: readonly unknown[];
}

const islandHashes = new Map<string, string>();

/** The CSP source expression of a script Astro writes for islands, hashed once per build. */
function scriptHash(code: string): string {
  let hash = islandHashes.get(code);
  if (!hash) islandHashes.set(code, (hash = `'sha256-${createHash('sha256').update(code).digest('base64')}'`));
  return hash;
}

export function pageCsp({ inlineScripts, islands = [], search = false, photos }: PagePolicy): string {
  const scriptSources = search ? SEARCH_PAGE_CSP.scriptSources : ["'self'"];
  const island = islandScripts();
  const islandCode = islands.length ? [island.runtime, ...[...new Set(islands)].map((d) => island.directives[d])] : [];
  const hashes: string[] = [...[...new Set(inlineScripts)].map(inlineScriptHash), ...islandCode.map(scriptHash)];
  return [
    ...CSP_DIRECTIVES,
    imageSources(photos && imageHostsOf(photos)),
    ...(search ? [SEARCH_PAGE_CSP.directive] : []),
    `script-src ${[...scriptSources, ...hashes].join(' ')}`,
    `style-src ${STYLE_SOURCES.join(' ')}`,
  ].join(';');
}
