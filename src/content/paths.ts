import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Locale } from '../i18n/locales.ts';

/**
 * Root of the catalog: `content/` unless CONTENT_DIR points elsewhere (tests and benchmarks build
 * generated catalogs that way). Relative values are resolved against the working directory.
 */
export function contentRoot(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.CONTENT_DIR ?? 'content');
}

/** Folder of one language's product files inside a catalog root. */
export function productsDir(root: string, locale: Locale): string {
  return path.join(root, 'products', locale);
}

/** Folder of one language's static pages (contact, FAQ, policies) inside a catalog root. */
export function pagesDir(root: string, locale: Locale): string {
  return path.join(root, 'pages', locale);
}

/** The folder `astro build` writes the site into (astro.config.mjs `outDir`): OUT_DIR, or dist/. */
export function siteOutDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.OUT_DIR ?? 'dist';
}

/**
 * Astro's cache folder (astro.config.mjs `cacheDir`) for the catalog being built: its content store, its
 * optimised images and its incremental builds' manifest and copies of the pages. Builds of another
 * catalog (CONTENT_DIR) keep a cache of their own, so they never mix with the sample's.
 */
export function astroCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  if (!env.CONTENT_DIR) return path.join('node_modules', '.astro');
  return path.join('node_modules', `.astro-${createHash('sha1').update(contentRoot(env)).digest('hex').slice(0, 8)}`);
}
