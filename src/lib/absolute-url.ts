/**
 * Addresses on the site's public origin (SITE_URL at build time): canonical links, hreflang, feeds,
 * structured data and link previews. Server-side only: the browser code's routes stay root-relative.
 */
import { site } from '../config/site.ts';

/** An absolute URL on the site's public origin. */
export function absoluteUrl(path: string): string {
  return new URL(path, site.origin).href;
}
