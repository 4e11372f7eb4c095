/**
 * The last look before `npm run build` publishes: the staged site is checked against the catalog's files,
 * read here on their own (front matter only), not through Astro's content store or its incremental cache.
 * Every product has its page in each language, each page's offer price is the file's price, and each
 * language's search index answers a search for a live deal with that deal. A cache that handed Astro a
 * value the files do not hold (a tampered content store published R$ 1,23 for a deal of R$ 549,90), a page
 * copied stale, or a search indexer that died while the pages rendered stops the build instead of
 * reaching shoppers.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { productsDir } from '../../src/content/paths.ts';
import { readFrontMatter } from '../../src/content/frontmatter.ts';
import { isExpired, isScheduled } from '../../src/content/expiry.ts';
import { locales, type Locale } from '../../src/i18n/locales.ts';
import { productUrl } from '../../src/lib/routes.ts';
import { pagefindUrl } from '../../src/search/contract.ts';
import type { PagefindApi } from '../../src/search/shared/pagefind.ts';
import { serveSitePathsFrom } from './site-fetch.ts';
import { inBatches } from './batches.ts';

/** What the files say of one deal. */
export interface DealFact {
  id: string;
  price: number;
  live: boolean;
  /** Its publishedAt is after the build's day: it must have no page yet (src/content/expiry.ts isScheduled). */
  scheduled?: boolean;
  titles: Record<Locale, string>;
}

/** Live deals tried as search queries, in id order: one found is enough to show the index answers. */
const SEARCH_CANDIDATES = 5;

const field = (data: unknown, name: string): unknown => (data && typeof data === 'object' ? (data as Record<string, unknown>)[name] : undefined);

/** The deals of the catalog at `root` as their files say, as of `now`. content:check has already vouched for the files. */
export async function catalogFacts(root: string, now: Date): Promise<DealFact[]> {
  const dir = productsDir(root, 'pt');
  if (!existsSync(dir)) return [];
  const ids = (await readdir(dir))
    .filter((f) => f.endsWith('.md'))
    .map((f) => f.slice(0, -3))
    .sort();
  const english = productsDir(root, 'en');
  return inBatches(ids, async (id) => {
    const data = readFrontMatter(await readFile(path.join(dir, `${id}.md`), 'utf8'));
    // The front matter is read as text (readFrontMatter): dates come as strings.
    const date = (value: unknown) => (value instanceof Date ? value : value ? new Date(String(value)) : undefined);
    const expiresAt = field(data, 'expiresAt');
    const publishedAt = date(field(data, 'publishedAt'));
    const title = String(field(data, 'title'));
    const enFile = path.join(english, `${id}.md`);
    const enTitle = existsSync(enFile) ? String(field(readFrontMatter(await readFile(enFile, 'utf8')), 'title')) : title;
    return {
      id,
      price: Number(field(data, 'price')),
      live: !isExpired(date(expiresAt), now),
      scheduled: publishedAt !== undefined && isScheduled(publishedAt, now),
      titles: { pt: title, en: enTitle },
    };
  });
}

/** The page's offer price in its structured data (src/lib/structured-data.ts), or undefined when it shows none. */
function offerPrice(html: string): string | undefined {
  return /"offers":\{"@type":"Offer",[^}]*?"price":"([^"]*)"/.exec(html)?.[1];
}

/** One product page of a staged site, as the catalog says it should be. */
type ProductPage = { fact: DealFact; locale: Locale; file: string };

/** What is wrong with one product page: missing, a price that is not the file's, out before its day. */
async function pageProblem({ fact, locale, file }: ProductPage): Promise<{ found: boolean; problem?: string }> {
  const html = await readFile(file, 'utf8').catch(() => undefined);
  const url = productUrl(fact.id, locale);
  if (fact.scheduled)
    return {
      found: html !== undefined,
      problem: html === undefined ? undefined : `${url}: a page, though ${fact.id} is scheduled for a later day (its publishedAt)`,
    };
  if (html === undefined) return { found: false, problem: `${url}: no page, though the catalog has ${fact.id}` };
  const price = offerPrice(html);
  return {
    found: true,
    problem: price !== undefined && Number(price) !== fact.price ? `${url}: the page offers ${price}, the file says ${fact.price}` : undefined,
  };
}

/**
 * Checks the product pages of `site` against `facts` (missing, a price that is not the file's, out before
 * its day), and returns how to finish: `finish()` checks again every page written, removed or created
 * since this check began, and lists the problems. So the check can start once Astro has generated its
 * pages, while its last steps (the search index) still run and the build script removes stale pages
 * (reuse-output.ts), and what is published is what was checked.
 */
export async function checkProductPages(site: string, facts: readonly DealFact[]): Promise<{ finish: () => Promise<string[]> }> {
  const started = Date.now();
  const pages = facts.flatMap((fact) => locales.map((locale) => ({ fact, locale, file: path.join(site, productUrl(fact.id, locale), 'index.html') })));
  const first = await inBatches(pages, pageProblem);
  return {
    async finish() {
      const now = await inBatches(pages, (page) => stat(page.file).catch(() => undefined));
      const results = [...first];
      const again = pages
        .map((_, i) => i)
        .filter((i) => {
          const info = now[i];
          return info === undefined ? first[i]!.found : !first[i]!.found || info.mtimeMs >= started;
        });
      const rechecked = await inBatches(again, (i) => pageProblem(pages[i]!));
      again.forEach((i, at) => (results[i] = rechecked[at]!));
      return results.flatMap((r) => (r.problem ? [r.problem] : []));
    },
  };
}

/** Loads a language's built Pagefind from `site`, reading its files from disk as the browser would fetch them. */
async function loadPagefind(site: string, locale: Locale): Promise<PagefindApi> {
  const base = pagefindUrl(locale);
  const api = (await import(`${pathToFileURL(path.join(site, base, 'pagefind.js')).href}?verify=${Date.now()}`)) as PagefindApi;
  // Records carry whole paths (/en/product/…/): no base to put before them.
  await api.options({ basePath: base, baseUrl: '/', noWorker: true });
  return api;
}

/** Problems with the search index of each language: missing, or not finding any of a few live deals by their titles. */
export async function searchProblems(site: string, facts: readonly DealFact[]): Promise<string[]> {
  const live = facts.filter((f) => f.live && !f.scheduled).slice(0, SEARCH_CANDIDATES);
  if (live.length === 0) return [];
  const restoreFetch = serveSitePathsFrom(site);
  try {
    const problems: string[] = [];
    for (const locale of locales) {
      if (!existsSync(path.join(site, pagefindUrl(locale), 'pagefind.js'))) {
        problems.push(`${pagefindUrl(locale)}: no search index`);
        continue;
      }
      const pagefind = await loadPagefind(site, locale);
      let found = false;
      for (const fact of live) {
        const results = (await pagefind.search(fact.titles[locale], {}))?.results ?? [];
        const urls = await Promise.all(results.slice(0, 10).map(async (r) => (await r.data()).url));
        if (urls.includes(productUrl(fact.id, locale))) {
          found = true;
          break;
        }
      }
      if (!found) problems.push(`${pagefindUrl(locale)}: the search index finds none of ${live.map((f) => `"${f.titles[locale]}"`).join(', ')} by its title`);
    }
    return problems;
  } finally {
    restoreFetch();
  }
}

/** Everything wrong with the staged site at `site` against the catalog's `facts`; empty when it may be published. */
export async function verifyOutput(site: string, facts: readonly DealFact[]): Promise<string[]> {
  return [...(await (await checkProductPages(site, facts)).finish()), ...(await searchProblems(site, facts))];
}
