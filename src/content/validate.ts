/**
 * Core of `npm run content:check`: validates a whole catalog and reports every problem at once, so an
 * editor fixes a batch per run instead of one error per build. Validation itself is the schema in
 * schema.ts; this module adds what a single file cannot know (ids, twins, folders, image files) and the
 * affiliate programs' rules (src/config/merchants.ts).
 */
import path from 'node:path';
import { locales } from '../i18n/locales.ts';
import { checkDeal, checkEnglish, checkPortuguese } from './check/product.ts';
import { checkTwins, scanLocale, type ProductFile } from './check/files.ts';
import { checkText, readParsed } from './check/read.ts';
import { checkPages, checkSynonyms, type DealTexts } from './check/pages.ts';
import { checkImageSize, type ImageContext } from './check/images.ts';
import { checkBodyImages } from './check/body-images.ts';
import { clockProblems, newestCommit, type DealDates } from './check/clock.ts';
import { checkPriceJumps, checkPublishedPrices, type DealPrice } from './check/published-prices.ts';
import { DuplicateLinks } from './check/duplicate-links.ts';
import { checkFoldedLists } from './check/folded-lists.ts';
import { displayPath, sinkFor, sorted, type CatalogOptions, type CatalogReport, type Sink } from './check/report.ts';

export { FrontMatterError, parseMarkdown, parseYaml } from './frontmatter.ts';
export { IMAGE_EXTENSIONS } from './check/images.ts';
export { displayPath, formatProblem, type CatalogOptions, type CatalogReport, type Ending, type Problem, type Scheduled } from './check/report.ts';

/**
 * Validates every product file under `root` (a catalog root holding products/pt and products/en), and
 * the static pages under pages/pt and pages/en when the catalog has any.
 */
export async function validateCatalog(root: string, options: CatalogOptions = {}): Promise<CatalogReport> {
  const now = options.now ?? new Date();
  const report: CatalogReport = { errors: [], warnings: [], endings: [], scheduled: [], productCount: 0, clock: [] };
  const sink = sinkFor(report);
  const pt = await scanLocale(root, 'pt', sink, true);
  const en = await scanLocale(root, 'en', sink, false);
  report.productCount = pt.filter((f) => !f.nested).length;
  const images: ImageContext = { root: path.resolve(root), kinds: new Map(), schemas: new Map(), listings: new Map(), contents: new Map(), sizes: new Map(), links: new Map() };
  const texts = Object.fromEntries(locales.map((l) => [l, []])) as unknown as DealTexts;
  const dates: DealDates[] = [];
  const links = new DuplicateLinks();
  const prices: DealPrice[] = [];
  // Synchronous reads: for thousands of small files they are several times faster than fs/promises.
  for (const file of [...pt, ...en]) checkFile(file, sink, images, now, { texts, dates, links, prices });
  links.report(sink);
  // The newest commit is compared with the machine's clock only: a what-if day (options.now) may well precede it.
  report.clock = clockProblems(dates, now, options.now ? undefined : newestCommit(root));
  checkTwins(root, pt, en, sink);
  await checkPages(root, sink);
  checkSynonyms(root, sink, texts, options.synonymExpansion);
  checkPriceJumps(prices, checkPublishedPrices(root, now, sink), sink);
  return sorted(report);
}

/** The texts search matches synonyms in (src/search/build/search-record.ts): title, summary, highlights, brand, store, tags. */
function searchedTexts(data: unknown): string[] {
  if (data === null || typeof data !== 'object') return [];
  const { title, summary, highlights, brand, merchant, tags } = data as Record<string, unknown>;
  const list = (value: unknown) => (Array.isArray(value) ? value : []);
  return [title, summary, ...list(highlights), brand, merchant, ...list(tags)].filter((t): t is string => typeof t === 'string');
}

/** What checking each file gathers for the checks across files. */
interface Gathered {
  texts: DealTexts;
  dates: DealDates[];
  links: DuplicateLinks;
  prices: DealPrice[];
}

function checkFile(file: ProductFile, sink: Sink, images: ImageContext, now: Date, { texts, dates, links, prices }: Gathered): void {
  const shown = displayPath(file.absolute);
  const parsed = readParsed(file.absolute, shown, sink);
  if (!parsed) return;
  if (!file.nested) texts[file.locale].push({ shown, texts: searchedTexts(parsed.data) });
  if (file.locale === 'pt') {
    const valid = checkPortuguese(file, parsed, shown, sink, images);
    if (valid && !file.nested) {
      dates.push(valid);
      // A price refused as typed (2.500) is already explained; its misreading is no jump to report too.
      if (!valid.priceSlip) prices.push({ shown, id: file.id, price: valid.price, confirmedPrice: valid.confirmedPrice });
    }
    checkImageSize(parsed.data, path.dirname(file.absolute), shown, sink, images);
    // A nested file is not on the site (reported as such): its link repeats none.
    checkDeal(parsed.data, shown, sink, now, file.nested ? undefined : links);
  } else checkEnglish(parsed.data, shown, sink);
  // An HTML comment alone (the scaffold's instructions) is not a description either.
  if (parsed.body.replace(/<!--[\s\S]*?-->/g, '').trim() === '') sink.warn(shown, '-', 'has an empty body: add a description below the closing "---" (it is the product page text)');
  checkText(parsed, shown, sink);
  checkFoldedLists(parsed.text, shown, sink);
  checkBodyImages(parsed, file.absolute, shown, sink, images);
}

