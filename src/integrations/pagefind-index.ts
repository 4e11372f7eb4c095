import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';
import { locales, type Locale } from '../i18n/locales.ts';
import type { IndexDocument } from '../lib/search/record.ts';
import { pagefindUrl, searchIndexInputUrl, sortOrderFile, VOCABULARY_FILE } from '../lib/routes.ts';
import { INDEX_LANGUAGE } from '../lib/search/pagefind.ts';
import { formatSortOrder } from '../lib/search/order.ts';
import { sortKeys } from '../lib/sorts.ts';
import { buildVocabulary } from '../lib/search/vocabulary.ts';

/**
 * Most fragment files (result data) per language. Past this Pagefind bundles the fragments of
 * neighbouring pages together, so a 10,000-product catalog adds a few hundred files to the deploy,
 * not tens of thousands (static hosts cap a deploy's file count). Documents are indexed by category,
 * then URL (ids are title slugs), so one bundle holds similar deals and a query's results share few
 * bundles ("fone de ouvido bluetooth" at 10,000 deals: 8 KB of fragments, 12 KB in URL order).
 */
export const MAX_FRAGMENTS = 300;

/** Files Pagefind writes for its own ready-made interfaces; the site has its own search page. */
const UNUSED_FILES = /^pagefind-(component-ui|modular-ui|ui|highlight)\./;

/** Pagefind's own signature before the JSON of each fragment file. */
const FRAGMENT_SIGNATURE = 'pagefind_dcd';

/**
 * The Pagefind page id of every indexed URL, read from the fragment files just written: a file holds
 * one page (named by its id) or, past MAX_FRAGMENTS, a bundle of pages keyed by id.
 */
async function pageIds(outputPath: string): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const folder = path.join(outputPath, 'fragment');
  for (const file of await readdir(folder)) {
    const text = gunzipSync(await readFile(path.join(folder, file))).toString('utf8');
    if (!text.startsWith(FRAGMENT_SIGNATURE)) throw new Error(`${file}: not a Pagefind fragment`);
    const data = JSON.parse(text.slice(FRAGMENT_SIGNATURE.length)) as Record<string, unknown>;
    if (typeof data.url === 'string') ids.set(data.url, path.basename(file, path.extname(file)));
    else for (const [id, fragment] of Object.entries(data as Record<string, { url: string }>)) ids.set(fragment.url, id);
  }
  return ids;
}

/** Writes one file per sort with the index's page ids in that order (src/lib/search/order.ts). */
async function writeSortOrders(documents: readonly IndexDocument[], outputPath: string): Promise<void> {
  // An empty catalog has no pages to order (and Pagefind writes no fragment folder).
  if (documents.length === 0) return;
  const ids = await pageIds(outputPath);
  const idOf = (url: string) => {
    const id = ids.get(url);
    if (!id) throw new Error(`${url}: indexed, but no Pagefind page has this address`);
    return id;
  };
  for (const sort of sortKeys) {
    const inOrder = [...documents].sort((a, b) => a.positions[sort] - b.positions[sort]);
    await writeFile(path.join(outputPath, sortOrderFile(sort)), formatSortOrder(inOrder.map((d) => idOf(d.url))));
  }
}

/**
 * Writes the Pagefind index of `documents` into `outputPath`, with the sort orders and the spelling
 * vocabulary beside it.
 * The one way an index is made: the build and the relevance tests both call it.
 */
export async function writeIndex(documents: readonly IndexDocument[], locale: Locale, outputPath: string): Promise<void> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: INDEX_LANGUAGE[locale], maxFragments: MAX_FRAGMENTS });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  const key = (d: IndexDocument) => `${d.category}\u0000${d.url}`;
  const inIndexOrder = [...documents].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  for (const { url, html } of inIndexOrder) {
    const added = await index.addHTMLFile({ url, content: html });
    if (added.errors.length) throw new Error(`${url}: ${added.errors.join('; ')}`);
  }
  const written = await index.writeFiles({ outputPath });
  if (written.errors.length) throw new Error(`Pagefind could not write the ${locale} index: ${written.errors.join('; ')}`);
  for (const file of await readdir(outputPath)) if (UNUSED_FILES.test(file)) await rm(path.join(outputPath, file));
  await writeSortOrders(documents, outputPath);
  await writeFile(
    path.join(outputPath, VOCABULARY_FILE),
    buildVocabulary(
      documents.map((d) => d.texts),
      locale,
    ),
  );
}

/** Indexes the language's input file written by the build, then removes it from the site. */
async function indexLanguage(out: string, locale: Locale): Promise<number> {
  const input = path.join(out, searchIndexInputUrl(locale));
  const documents = JSON.parse(await readFile(input, 'utf8')) as IndexDocument[];
  await writeIndex(documents, locale, path.join(out, pagefindUrl(locale)));
  await rm(input);
  return documents.length;
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Builds one Pagefind index per language from the search records the build wrote (live deals only).
 * In `astro dev` it serves the index of the last build, so search works there too.
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
          if (!locales.some((l) => pathname.startsWith(pagefindUrl(l))) || pathname.includes('..')) return next();
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
          // Both languages at once: Pagefind's process works through one document at a time, but the
          // two feeds overlap (15 s instead of 17 s at 10,000 products).
          await Promise.all(
            locales.map(async (locale) => {
              const count = await indexLanguage(out, locale);
              logger.info(`${locale}: ${count} products indexed into ${pagefindUrl(locale)}`);
            }),
          );
        } finally {
          await pagefind.close();
        }
      },
    },
  };
}
