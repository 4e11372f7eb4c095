/**
 * Which responses of the dev server get the production image headers (src/lib/host-headers.ts,
 * imageHeaders): every SVG, whatever its address (/@fs/…, /_image?…), and every file served straight from
 * the catalog folder. Opened from the dev server, such a file ran on its origin with no policy at all, and
 * could drive the editing form's API.
 */
import path from 'node:path';

/** True when a response at `url` (path and query, as requested) with `contentType` must be sandboxed. */
export function needsSandbox(url: string, contentType: string | undefined, catalogRoot: string): boolean {
  if (contentType && /^\s*image\/svg\+xml\b/i.test(contentType)) return true;
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url, 'http://dev.invalid').pathname);
  } catch {
    return true;
  }
  if (/\.svg$/i.test(pathname)) return true;
  if (!pathname.startsWith('/@fs/')) return false;
  const file = path.resolve(pathname.slice('/@fs'.length));
  const relative = path.relative(path.resolve(catalogRoot), file);
  return !relative.startsWith('..') && !path.isAbsolute(relative);
}
