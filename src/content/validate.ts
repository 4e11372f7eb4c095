/**
 * Core of `npm run content:check`: validates a whole catalog and reports every problem at once, so an
 * editor fixes a batch per run instead of one error per build. Validation itself is the schema in
 * schema.ts; this module adds what a single file cannot know (ids, twins, folders, image files) and the
 * affiliate programs' rules (src/config/merchants.ts).
 */
import path from 'node:path';
import { checkDeal, checkEnglish, checkPortuguese } from './check/product.ts';
import { checkTwins, scanLocale, type ProductFile } from './check/files.ts';
import { checkText, readParsed } from './check/read.ts';
import { checkPages, checkSynonyms } from './check/pages.ts';
import { checkImageSize, type ImageContext } from './check/images.ts';
import { checkPublishedPrices } from './check/published-prices.ts';
import { displayPath, sinkFor, sorted, type CatalogOptions, type CatalogReport, type Sink } from './check/report.ts';

export { FrontMatterError, parseMarkdown, parseYaml } from './frontmatter.ts';
export { IMAGE_EXTENSIONS } from './check/images.ts';
export { displayPath, formatProblem, type CatalogOptions, type CatalogReport, type Ending, type Problem } from './check/report.ts';

/**
 * Validates every product file under `root` (a catalog root holding products/pt and products/en), and
 * the static pages under pages/pt and pages/en when the catalog has any.
 */
export async function validateCatalog(root: string, options: CatalogOptions = {}): Promise<CatalogReport> {
  const now = options.now ?? new Date();
  const report: CatalogReport = { errors: [], warnings: [], endings: [], productCount: 0 };
  const sink = sinkFor(report);
  const pt = await scanLocale(root, 'pt', sink, true);
  const en = await scanLocale(root, 'en', sink, false);
  report.productCount = pt.filter((f) => !f.nested).length;
  const images: ImageContext = { root: path.resolve(root), kinds: new Map(), schemas: new Map(), listings: new Map(), contents: new Map(), sizes: new Map(), links: new Map() };
  // Synchronous reads: for thousands of small files they are several times faster than fs/promises.
  for (const file of [...pt, ...en]) checkFile(file, sink, images, now);
  checkTwins(root, pt, en, sink);
  await checkPages(root, sink);
  checkSynonyms(root, sink);
  checkPublishedPrices(root, now, sink);
  return sorted(report);
}

function checkFile(file: ProductFile, sink: Sink, images: ImageContext, now: Date): void {
  const shown = displayPath(file.absolute);
  const parsed = readParsed(file.absolute, shown, sink);
  if (!parsed) return;
  if (file.locale === 'pt') {
    checkPortuguese(file, parsed, shown, sink, images);
    checkImageSize(parsed.data, path.dirname(file.absolute), shown, sink, images);
    checkDeal(parsed.data, shown, sink, now);
  } else checkEnglish(parsed.data, shown, sink);
  // An HTML comment alone (the scaffold's instructions) is not a description either.
  if (parsed.body.replace(/<!--[\s\S]*?-->/g, '').trim() === '') sink.warn(shown, '-', 'has an empty body: add a description below the closing "---" (it is the product page text)');
  checkText(parsed, shown, sink);
}

