/**
 * Response headers per path, from the policy in src/config/security.ts: security headers on every
 * response, a CSP that lets no built image run anything, and a year of caching for files whose names are
 * content hashes. Everything else keeps the hosts' default for unlisted files, `public, max-age=0,
 * must-revalidate` (HTML, sw.js, feeds, Pagefind's entry files), set explicitly on /sw.js; a
 * Cache-Control on "/*" would be merged with the immutable one on both hosts. Written as `_headers` for
 * Netlify and Cloudflare Pages, and as the nginx header snippets in deploy/nginx (scripts/nginx-config.ts).
 */
import { ASSETS_PATH, IMAGE_CSP, IMMUTABLE, IMMUTABLE_PATHS, REVALIDATE, SECURITY_HEADERS } from '../config/security.ts';
import { SERVICE_WORKER_PATH } from './offline.ts';

/** One rule: a path pattern (`*` = the rest of the path) and the headers added to responses it matches. */
export interface HeaderRule {
  pattern: string;
  headers: Readonly<Record<string, string>>;
}

/** Every rule, the catch-all first. Hosts send the headers of every rule that matches, merged. */
export function headerRules(): HeaderRule[] {
  return [
    { pattern: '/*', headers: { ...SECURITY_HEADERS } },
    // Built images live in /_astro/ beside scripts and styles; a CSP header on a script or style file
    // changes nothing, on an image opened directly it forbids everything (hosts enforce both policies).
    ...IMMUTABLE_PATHS.map((pattern) => ({
      pattern,
      headers: { ...(pattern === ASSETS_PATH ? { 'Content-Security-Policy': IMAGE_CSP } : {}), 'Cache-Control': IMMUTABLE },
    })),
    { pattern: SERVICE_WORKER_PATH, headers: { 'Cache-Control': REVALIDATE } },
  ];
}

/**
 * The headers a response at a path matched by `pattern` gets, as [name, value] pairs in the order sent
 * (a name may repeat: browsers enforce every CSP they receive): the catch-all's, the pattern's own, and
 * the hosts' default Cache-Control when no rule sets one.
 */
export function headersFor(pattern: string): [string, string][] {
  const rules = headerRules().filter((rule) => rule.pattern === '/*' || rule.pattern === pattern);
  const pairs = rules.flatMap((rule) => Object.entries(rule.headers));
  return pairs.some(([name]) => name === 'Cache-Control') ? pairs : [...pairs, ['Cache-Control', REVALIDATE]];
}

/**
 * The headers production sends with a built image (an SVG among them: both CSPs, the image one
 * forbidding any script, a sandbox): the dev server sends them with every SVG and catalog file it serves
 * (tools/dev-headers/), so a drawing opened there is as inert as on the site. Caching and HSTS are left to
 * each host.
 */
export function imageHeaders(): [string, string][] {
  return headersFor(ASSETS_PATH).filter(([name]) => name !== 'Cache-Control' && name !== 'Strict-Transport-Security');
}

/** The `_headers` file of Netlify and Cloudflare Pages: rule blocks, a path pattern, then its headers indented by two spaces. */
export function headersFile(): string {
  const block = ({ pattern, headers }: HeaderRule) => [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return `${headerRules().map(block).join('\n\n')}\n`;
}
