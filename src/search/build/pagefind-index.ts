import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';
import { locales, type Locale } from '../../i18n/locales.ts';
import type { IndexDocument } from './record.ts';
import { pagefindUrl, sortOrderFile, VOCABULARY_FILE } from '../contract.ts';
import { openIndexChannel } from './index-channel.ts';
import { INDEX_LANGUAGE } from '../shared/pagefind.ts';
import { formatSortOrder } from '../shared/order.ts';
import { sortKeys } from '../../lib/sorts.ts';
import { buildVocabulary } from './vocabulary.ts';
import { isBuiltImage } from '../../lib/offline.ts';
import { contentTypeOf } from '../../lib/content-type.ts';

/**
 * Most fragment files (result data) per language. Past this Pagefind bundles the fragments of
 * neighbouring pages together, so a large catalog adds a few hundred files to the deploy, not one per
 * deal (static hosts cap a deploy's file count). Documents are indexed by category, then URL (ids are
 * title slugs), so one bundle holds similar deals and a query's results share few bundles, which a
 * first search downloads less of than in URL order (BENCHMARKS.md).
 */
export const MAX_FRAGMENTS = 300;

/**
 * Files Pagefind writes for its own ready-made interfaces (the site has its own search page), and its
 * worker script: the search page runs Pagefind in a worker of its own (src/search/browser/pagefind-worker.ts).
 */
const UNUSED_FILES = /^pagefind-(component-ui|modular-ui|ui|highlight|worker)\./;

/** Pagefind's own signature before the JSON of each fragment file. */
const FRAGMENT_SIGNATURE = 'pagefind_dcd';

/**
 * The Pagefind page id of every indexed URL, read from the fragment files just written: a file holds
 * one page (named by its id) or, past MAX_FRAGMENTS, a bundle of pages keyed by id. This reads files
 * Pagefind does not document, which is why package.json pins its minor version and
 * tests/unit/pagefind-ids.test.ts checks these ids against the ones Pagefind's own search returns.
 */
export async function pageIds(outputPath: string): Promise<Map<string, string>> {
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

/** Writes one file per sort with the index's page ids in that order (src/search/shared/order.ts). */
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
  // Sent all at once, in index order: Pagefind takes them in the order sent. One at a time, each waited
  // for a turn of the event loop that Astro's rendering keeps busy, and indexing outlasted the rendering.
  const added = await Promise.all(inIndexOrder.map(({ url, html }) => index.addHTMLFile({ url, content: html })));
  added.forEach(({ errors }, i) => {
    if (errors.length) throw new Error(`${inIndexOrder[i]!.url}: ${errors.join('; ')}`);
  });
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

/** Whether `astro dev` answers `pathname` from the last build: its search index, and the photos its cards name. */
function fromLastBuild(pathname: string): boolean {
  if (pathname.includes('..')) return false;
  return locales.some((l) => pathname.startsWith(pagefindUrl(l))) || isBuiltImage(pathname);
}

/**
 * Builds one Pagefind index per language from the search records of the live deals, which the build
 * model hands over as soon as it is made, before any page renders (src/lib/model/build-model.ts,
 * through src/search/build/index-channel.ts): Pagefind's process indexes on the second core while Astro
 * renders on the first, and the build waits for it at the end.
 * In `astro dev` it serves the index of the last build, so search works there too, with the photos its
 * result cards name (they live in that build's `/_astro/`, which the dev server does not serve).
 */
export default function pagefindIndex(): AstroIntegration {
  let outDir = '';
  let closeChannel = () => {};
  /** Each language's indexing: how many records, and its seconds from the hand-over to the files written. */
  const indexing = new Map<Locale, Promise<{ count: number; seconds: number }>>();
  return {
    name: 'top-ofertas:pagefind',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir);
      },
      'astro:server:setup': ({ server }) => {
        server.middlewares.use(async (req, res, next) => {
          const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://dev').pathname);
          if (!fromLastBuild(pathname)) return next();
          try {
            const body = await readFile(path.join(outDir, pathname));
            res.setHeader('Content-Type', contentTypeOf(pathname));
            res.end(body);
          } catch {
            next();
          }
        });
      },
      'astro:build:start': () => {
        indexing.clear();
        closeChannel = openIndexChannel((locale, documents) => {
          // The model is made once per build, so a language comes once; a second copy would race the first's files.
          if (indexing.has(locale)) return;
          const outputPath = path.join(outDir, pagefindUrl(locale));
          const start = performance.now();
          const done = mkdir(outputPath, { recursive: true })
            .then(() => writeIndex(documents, locale, outputPath))
            .then(() => ({ count: documents.length, seconds: (performance.now() - start) / 1000 }));
          // Awaited at the end of the build; until then a failure must not end the process mid-render.
          done.catch(() => undefined);
          indexing.set(locale, done);
        });
      },
      'astro:build:done': async ({ logger }) => {
        closeChannel();
        // How long the pages' end waits for the indexes: what Pagefind adds to a build's time.
        const start = performance.now();
        try {
          for (const locale of locales) {
            const indexed = indexing.get(locale);
            if (!indexed) throw new Error(`no search records for "${locale}": the build model hands them over when it is made (src/lib/model/build-model.ts)`);
            const { count, seconds } = await indexed;
            logger.info(`${locale}: ${count} products indexed into ${pagefindUrl(locale)} in ${seconds.toFixed(1)} s`);
          }
          logger.info(`the build waited ${((performance.now() - start) / 1000).toFixed(1)} s for the search indexes after its pages`);
        } finally {
          await pagefind.close();
        }
      },
    },
  };
}
