/**
 * The `_headers` file of Netlify and Cloudflare Pages, from the policy in src/config/security.ts:
 * security headers on every response, a CSP that lets no image run anything, and a year of caching
 * for files whose names are content hashes. Everything else keeps the hosts' default for unlisted
 * files, `public, max-age=0, must-revalidate` (HTML, sw.js, feeds, Pagefind's entry files), set
 * explicitly on /sw.js; a Cache-Control on "/*" would be merged with the immutable one on both hosts.
 */
import { IMAGE_CSP, IMMUTABLE, IMMUTABLE_PATHS, REVALIDATE, SECURITY_HEADERS } from '../config/security.ts';
import { SERVICE_WORKER_PATH } from './offline.ts';

/** Rule blocks: a path pattern, then its headers indented by two spaces. */
export function headersFile(): string {
  const block = (pattern: string, headers: Record<string, string>) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return `${[
    block('/*', { ...SECURITY_HEADERS }),
    ...['/*.svg', '/*.png', '/*.jpg', '/*.webp', '/*.avif'].map((pattern) => block(pattern, { 'Content-Security-Policy': IMAGE_CSP })),
    ...IMMUTABLE_PATHS.map((pattern) => block(pattern, { 'Cache-Control': IMMUTABLE })),
    block(SERVICE_WORKER_PATH, { 'Cache-Control': REVALIDATE }),
  ].join('\n\n')}\n`;
}
