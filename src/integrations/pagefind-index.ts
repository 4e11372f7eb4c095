import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';
import { locales, type Locale } from '../i18n/locales.ts';
import { localePath } from '../lib/routes.ts';
import { isIndexedPage, recordProblems } from '../lib/search/record.ts';
import { INDEX_LANGUAGE } from '../lib/search/pagefind.ts';

/**
 * Most fragment files per language. Past this Pagefind bundles fragments together, so a
 * 10,000-product catalog adds a few hundred files to the deploy, not tens of thousands.
 */
export const MAX_FRAGMENTS = 1000;

/** Pages read from disk at once, ahead of indexing: bounded so a large catalog is never all in memory. */
const BATCH = 200;

async function indexLanguage(out: string, locale: Locale): Promise<number> {
  const productsDir = path.join(out, localePath(locale, '/product/'));
  // Descending id order: Pagefind keeps insertion order among equal sort values (reversed when
  // sorting descending), and listings break ties the same way (see lib/listing.ts).
  // A catalog with no products has no product folder: the index is then empty, not missing.
  const ids = (await readdir(productsDir).catch(() => [])).sort().reverse();
  const { index, errors } = await pagefind.createIndex({ forceLanguage: INDEX_LANGUAGE[locale], maxFragments: MAX_FRAGMENTS });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  let indexed = 0;
  for (let start = 0; start < ids.length; start += BATCH) {
    const batch = ids.slice(start, start + BATCH);
    const pages = await Promise.all(batch.map((id) => readFile(path.join(productsDir, id, 'index.html'), 'utf8')));
    // Added one at a time, in order: the order is part of how ties sort.
    for (const [i, html] of pages.entries()) {
      const url = localePath(locale, `/product/${batch[i]}/`);
      if (!isIndexedPage(html)) continue;
      const problems = recordProblems(html);
      if (problems.length) throw new Error(`${url}: ${problems.join('; ')}`);
      const added = await index.addHTMLFile({ url, content: html });
      if (added.errors.length) throw new Error(`${url}: ${added.errors.join('; ')}`);
      indexed++;
    }
  }
  const written = await index.writeFiles({ outputPath: path.join(out, localePath(locale, '/pagefind/')) });
  if (written.errors.length) throw new Error(`Pagefind could not write the ${locale} index: ${written.errors.join('; ')}`);
  return indexed;
}

const CONTENT_TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };

/**
 * Builds one Pagefind index per language from the live product pages (store chrome and listings
 * stay out). In `astro dev` it serves the index of the last build, so search works there too.
 */
export default function pagefindIndex(): AstroIntegration {
  let outDir = '';
  return {
    name: 'top-ofertas:pagefind',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir);
      },
      'astro:server:setup': ({ server }) => {
        server.middlewares.use(async (req, res, next) => {
          const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://dev').pathname);
          if (!/^\/(en\/)?pagefind\//.test(pathname) || pathname.includes('..')) return next();
          try {
            const body = await readFile(path.join(outDir, pathname));
            res.setHeader('Content-Type', CONTENT_TYPES[path.extname(pathname)] ?? 'application/octet-stream');
            res.end(body);
          } catch {
            next();
          }
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        try {
          for (const locale of locales) {
            const count = await indexLanguage(out, locale);
            logger.info(`${locale}: ${count} products indexed into ${localePath(locale, '/pagefind/')}`);
          }
        } finally {
          await pagefind.close();
        }
      },
    },
  };
}
