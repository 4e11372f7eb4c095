/**
 * The `_headers` file of Netlify and Cloudflare Pages, from the policy in src/config/security.ts:
 * security headers on every response, a CSP that lets no built image run anything, and a year of caching
 * for files whose names are content hashes. Everything else keeps the hosts' default for unlisted
 * files, `public, max-age=0, must-revalidate` (HTML, sw.js, feeds, Pagefind's entry files), set
 * explicitly on /sw.js; a Cache-Control on "/*" would be merged with the immutable one on both hosts.
 */
import { ASSETS_PATH, IMAGE_CSP, IMMUTABLE, IMMUTABLE_PATHS, REVALIDATE, SECURITY_HEADERS } from '../config/security.ts';
import { SERVICE_WORKER_PATH } from './offline.ts';

/** Rule blocks: a path pattern, then its headers indented by two spaces. */
export function headersFile(): string {
  const block = (pattern: string, headers: Record<string, string>) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return `${[
    block('/*', { ...SECURITY_HEADERS }),
    // Built images live in /_astro/ beside scripts and styles; a CSP header on a script or style file
    // changes nothing, on an image opened directly it forbids everything (hosts enforce both policies).
    ...IMMUTABLE_PATHS.map((pattern) =>
      block(pattern, { ...(pattern === ASSETS_PATH ? { 'Content-Security-Policy': IMAGE_CSP } : {}), 'Cache-Control': IMMUTABLE }),
    ),
    block(SERVICE_WORKER_PATH, { 'Cache-Control': REVALIDATE }),
  ].join('\n\n')}\n`;
}
