/**
 * `npm run content:new -- --from-url URL`: a new deal from its store page. Fetched politely (fetch-page.ts),
 * read from the page's structured data (page-data.ts, read-offer.ts), its category proposed and confirmed
 * when unsure (category.ts), written without overwriting anything, then checked with content:check's rules
 * so the command says exactly what is still missing.
 */
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { merchantForHost, merchants, type MerchantConfig } from '../../src/config/merchants.ts';
import { categories, isCategoryKey, type CategoryKey } from '../../src/data/categories.ts';
import { isoDate } from '../../src/content/days.ts';
import { storeDay } from '../../src/content/expiry.ts';
import { contentRoot, productsDir } from '../../src/content/paths.ts';
import { slugify } from '../../src/content/slug.ts';
import { displayPath, formatProblem, validateCatalog } from '../../src/content/validate.ts';
import { proposeCategory } from './category.ts';
import { affiliateLink, newDealText } from './deal-file.ts';
import { StoreFetcher, type FetchLimits } from './fetch-page.ts';
import { parseOriginOverride } from './origins.ts';
import { readPageData } from './page-data.ts';
import { readOffer } from './read-offer.ts';

/** What the command needs besides the URL. */
export interface FromUrlOptions {
  id?: string;
  category?: string;
  /** Asks the editor to choose a category when the proposal is unsure; without it the command refuses. */
  ask?: (question: string, choices: readonly CategoryKey[]) => Promise<CategoryKey | undefined>;
  env?: NodeJS.ProcessEnv;
  limits?: Partial<FetchLimits>;
  log?: (line: string) => void;
  now?: Date;
}

/** The store a product URL belongs to, or an error listing the known stores. */
export function merchantOfUrl(text: string): { url: URL; merchant: MerchantConfig } {
  const url = URL.parse(text);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    throw new Error(`"${text.slice(0, 200)}" is not a web address; paste the product page's https:// address`);
  const merchant = merchantForHost(url.hostname);
  if (!merchant)
    throw new Error(
      `${url.host} is not a store we know; known stores: ${merchants.map((m) => `${m.name} (${m.hosts.join(', ')})`).join('; ')}. Add the store to src/config/merchants.ts first`,
    );
  return { url, merchant };
}

/** Writes the new deal; returns its file. Throws with a message for the editor when nothing was written. */
export async function dealFromUrl(text: string, options: FromUrlOptions = {}): Promise<string> {
  const log = options.log ?? console.log;
  const env = options.env ?? process.env;
  const now = options.now ?? new Date();
  const { url, merchant } = merchantOfUrl(text);
  if (options.category !== undefined && !isCategoryKey(options.category))
    throw new Error(`--category "${options.category}" is not a category key; use one of: ${categories.map((c) => c.key).join(', ')}`);
  const fetcher = new StoreFetcher(parseOriginOverride(env.STORE_ORIGIN_OVERRIDE), options.limits);
  const page = await fetcher.page(url, merchant);
  const data = readPageData(page.html);
  const offer = readOffer(data, merchant);
  const category = await chooseCategory(options, data.breadcrumb, offer.title, log);
  const id = options.id ?? idFrom(offer.title ?? '', offer.sku);
  if (!id) throw new Error('the page gives no product name to make an id from; pass --id my-deal');
  const root = contentRoot(env);
  const target = path.join(productsDir(root, 'pt'), `${id}.md`);
  const siblings = await readdir(path.dirname(target)).catch(() => [] as string[]);
  const clash = siblings.find((name) => name.toLowerCase() === `${id}.md`);
  if (clash) throw new Error(`${displayPath(path.join(path.dirname(target), clash))} already exists; nothing was written (pass another --id)`);
  const today = isoDate(storeDay(now));
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, newDealText({ id, category, offer, merchant, url: affiliateLink(page.url, merchant), today, sourceUrl: url.href }), { flag: 'wx' });
  log(
    `content:new: wrote ${displayPath(target)} from ${merchant.name} (${offer.source}): ${offer.title ?? '(no name)'}, ${offer.currency} ${offer.price.toFixed(2)}${offer.available ? '' : ', unavailable at the store'}`,
  );
  for (const note of offer.notes) log(`content:new: note: ${note}`);
  const report = await validateCatalog(root, { now });
  const shown = displayPath(target);
  const mine = report.errors.filter((p) => p.file === shown);
  if (mine.length === 0) log('content:new: the file passes content:check; read it over and write a description below the front matter');
  else {
    log(`content:new: still missing before it can be published (${mine.length}):`);
    for (const problem of mine) log(`  ${formatProblem(problem)}`);
  }
  return target;
}

function idFrom(title: string, sku: string | undefined): string {
  const slug = slugify(title);
  const cut = slug.length > 60 ? slug.slice(0, slug.lastIndexOf('-', 60) > 20 ? slug.lastIndexOf('-', 60) : 60).replace(/-+$/, '') : slug;
  return cut || slugify(sku ?? '');
}

async function chooseCategory(options: FromUrlOptions, breadcrumb: string[], title: string | undefined, log: (line: string) => void): Promise<CategoryKey> {
  if (options.category !== undefined) return options.category as CategoryKey;
  const proposal = proposeCategory(breadcrumb, title);
  const crumbs = breadcrumb.length ? `breadcrumb "${breadcrumb.join(' > ')}"` : 'no breadcrumb';
  if (proposal.sure && proposal.key) {
    log(`content:new: category ${proposal.key} (from the ${crumbs}); pass --category to choose another`);
    return proposal.key;
  }
  const choices = proposal.candidates.map((c) => c.key);
  const listed = proposal.candidates.length
    ? proposal.candidates.map((c) => `${c.key} (${c.why.slice(0, 3).join(', ')})`).join('; ')
    : 'none of our category words appear on the page';
  if (options.ask) {
    const chosen = await options.ask(
      `The category is unsure (${crumbs}; candidates: ${listed}). Category key`,
      choices.length ? choices : categories.map((c) => c.key),
    );
    if (chosen && isCategoryKey(chosen)) return chosen;
  }
  throw new Error(
    `the category is unsure (${crumbs}; candidates: ${listed}); nothing was written: run again with --category KEY (${categories.map((c) => c.key).join(', ')})`,
  );
}
