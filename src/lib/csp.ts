/**
 * A page's Content-Security-Policy: the site's directives (src/config/security.ts) plus `script-src` with
 * the hashes of exactly the inline scripts the page renders. Bundled scripts are files on the site
 * ('self'; Vite never inlines them, astro.config.mjs), so a page allows nothing that it does not run.
 */
import { CSP_DIRECTIVES, SEARCH_PAGE_CSP, STYLE_SOURCES } from '../config/security.ts';
import { inlineScriptHash, type InlineScriptName } from './inline-scripts.ts';

export interface PagePolicy {
  /** The inline scripts the page renders (src/lib/inline-scripts.ts). */
  inlineScripts: readonly InlineScriptName[];
  /** The search page: Pagefind's WebAssembly and worker. */
  search?: boolean;
}

export function pageCsp({ inlineScripts, search = false }: PagePolicy): string {
  const scriptSources = search ? SEARCH_PAGE_CSP.scriptSources : ["'self'"];
  const hashes = [...new Set(inlineScripts)].map(inlineScriptHash);
  return [
    ...CSP_DIRECTIVES,
    ...(search ? [SEARCH_PAGE_CSP.directive] : []),
    `script-src ${[...scriptSources, ...hashes].join(' ')}`,
    `style-src ${STYLE_SOURCES.join(' ')}`,
  ].join(';');
}
