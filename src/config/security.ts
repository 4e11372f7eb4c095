/**
 * The site's security and caching policy, in one place: every page's CSP <meta> (src/lib/csp.ts, put in
 * the head by src/components/head/PageHead.astro), the `_headers` file the build writes for Netlify and
 * Cloudflare Pages, and the nginx header snippets in deploy/nginx (npm run nginx:config) all come from here.
 */

import { IMAGE_HOSTS } from './merchants.ts';

/**
 * CSP directives of every page, beside `img-src`, `script-src` and `style-src` (src/lib/csp.ts adds those:
 * the hosts of the photos the page shows and the hashes of its own inline scripts). default-src covers fonts, fetches, the manifest and the service
 * worker, so they need no directive of their own. Meta CSP cannot carry frame-ancestors (browsers ignore
 * it there), so that one is in the headers only.
 */
export const CSP_DIRECTIVES = ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"] as const;

/**
 * `img-src`: the site's own files and these image hosts. Product photos may be https URLs on the partner
 * stores' image CDNs (merchants.ts); a policy allows at most those, a deal page only the ones it shows.
 */
export function imageSources(hosts: readonly string[] = IMAGE_HOSTS): string {
  return ["img-src 'self'", ...hosts.map((host) => `https://${host}`)].join(' ');
}

/**
 * Styles may be inline: cards print their star width as a style attribute (shared by server and
 * search page), and editor HTML can carry none (the markdown policy drops style). Scripts get no such
 * allowance: each inline one is allowed by its hash.
 */
export const STYLE_SOURCES = ["'self'", "'unsafe-inline'"] as const;

/**
 * What the search page adds: Pagefind compiles its WebAssembly search engine ('wasm-unsafe-eval' lets
 * WebAssembly run, not JavaScript eval) in the page's search worker, a file of the site.
 */
export const SEARCH_PAGE_CSP = { scriptSources: ["'self'", "'wasm-unsafe-eval'"], directive: "worker-src 'self'" } as const;

/**
 * Header CSP for every response. Inline scripts must also pass each page's <meta> policy (hashes), so
 * 'unsafe-inline' here only avoids listing every page's hashes twice; the header adds what a <meta>
 * cannot: frame-ancestors, and a policy for files that are not HTML.
 */
export const HEADER_CSP = [
  ...CSP_DIRECTIVES,
  imageSources(),
  "script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "worker-src 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Opened directly, an image must never run anything, even if a script slipped into an SVG. */
export const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Headers on every response. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': HEADER_CSP,
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
};

/** Astro's built files (scripts, styles, images): names are content hashes. */
export const ASSETS_PATH = '/_astro/*';

/** Files whose names change with their content: cached for a year and never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages, feeds, the service worker and Pagefind's entry files: always revalidated, so prices are current. */
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/**
 * Paths (`*` = the rest of the path) whose file names are content hashes. Everything else is
 * revalidated: hosts apply one rule per header, so the two sets never overlap.
 */
export const IMMUTABLE_PATHS: readonly string[] = [
  ASSETS_PATH,
  ...['', '/en'].flatMap((l) => ['index', 'fragment', 'filter'].map((d) => `${l}/pagefind/${d}/*`)),
];
