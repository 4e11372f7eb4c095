/**
 * The Content-Type of a built file, by its name, for the servers that hand out the built site outside
 * a host (the dev server's last-build files, the bench server, a test's server): mrmime's table (the one
 * Vite and Astro use), text as UTF-8, anything unknown (Pagefind's index files) as bytes.
 */
import { lookup } from 'mrmime';

export function contentTypeOf(file: string): string {
  const type = lookup(file) ?? 'application/octet-stream';
  return type.startsWith('text/') ? `${type}; charset=utf-8` : type;
}
