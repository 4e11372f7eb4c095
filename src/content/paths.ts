import path from 'node:path';

/**
 * Root of the catalog: `content/` unless CONTENT_DIR points elsewhere (tests and benchmarks build
 * generated catalogs that way). Relative values are resolved against the working directory.
 */
export function contentRoot(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.CONTENT_DIR ?? 'content');
}

/** Folder of one language's product files inside a catalog root. */
export function productsDir(root: string, locale: 'pt' | 'en'): string {
  return path.join(root, 'products', locale);
}

/** Folder of one language's static pages (contact, FAQ, policies) inside a catalog root. */
export function pagesDir(root: string, locale: 'pt' | 'en'): string {
  return path.join(root, 'pages', locale);
}
