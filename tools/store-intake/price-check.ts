/**
 * `npm run prices:check`: each live deal's store page read again, a verdict per deal, and with --write the
 * files updated (decide.ts says what changes). A store that fails never stops the run: its deals are
 * reported as not checked, with why.
 */
import { readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { findMerchant, hostBelongsTo } from '../../src/config/merchants.ts';
import { isExpired, storeDay } from '../../src/content/expiry.ts';
import { readFrontMatter } from '../../src/content/frontmatter.ts';
import { productSchema } from '../../src/content/schema.ts';
import { decide, describeVerdict, type DealOnFile, type Decision } from './decide.ts';
import { updateDealText } from './deal-file.ts';
import { FetchError, type StoreFetcher } from './fetch-page.ts';
import { readPageData } from './page-data.ts';
import { NoOfferError, readOffer } from './read-offer.ts';

const SHAPE = productSchema(z.string()).shape;
const DealFields = z.object({
  price: SHAPE.price,
  listPrice: SHAPE.listPrice,
  currency: SHAPE.currency,
  merchant: SHAPE.merchant,
  affiliateUrl: SHAPE.affiliateUrl,
  expiresAt: SHAPE.expiresAt,
  unavailableSince: SHAPE.unavailableSince,
});

/** A deal file to check. */
export interface DealToCheck extends DealOnFile {
  file: string;
  merchant: string;
  url: string;
}

/** One deal's outcome. */
export interface CheckResult {
  id: string;
  file: string;
  decision: Decision;
}

/** The live deals of a products folder (ended ones are not checked; unavailable ones are, to see them come back). */
export async function readDeals(dir: string, now: Date): Promise<{ deals: DealToCheck[]; unreadable: CheckResult[] }> {
  const names = (await readdir(dir)).filter((n) => n.endsWith('.md')).sort();
  const deals: DealToCheck[] = [];
  const unreadable: CheckResult[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    const id = name.slice(0, -3);
    const parsed = (() => {
      try {
        return DealFields.safeParse(readFrontMatter(readFileSync(file, 'utf8')));
      } catch {
        return undefined;
      }
    })();
    if (!parsed?.success) {
      unreadable.push({
        id,
        file,
        decision: { verdict: { kind: 'failed', why: 'the file does not pass content:check (run it for the details)' }, changes: {} },
      });
      continue;
    }
    const d = parsed.data;
    if (isExpired(d.expiresAt, now)) continue;
    deals.push({
      id,
      file,
      merchant: d.merchant,
      url: d.affiliateUrl,
      price: d.price,
      listPrice: d.listPrice,
      currency: d.currency,
      unavailableSince: d.unavailableSince,
    });
  }
  return { deals, unreadable };
}

/** Checks every deal (at most PER_HOST_IN_FLIGHT per store host at a time) and returns one result per deal, in order. */
export async function checkDeals(deals: readonly DealToCheck[], fetcher: StoreFetcher, now: Date): Promise<CheckResult[]> {
  const today = storeDay(now);
  return Promise.all(
    deals.map(async (deal): Promise<CheckResult> => {
      const failed = (why: string): CheckResult => ({ id: deal.id, file: deal.file, decision: { verdict: { kind: 'failed', why }, changes: {} } });
      const merchant = findMerchant(deal.merchant);
      const url = new URL(deal.url);
      if (!merchant || !hostBelongsTo(url.hostname, merchant)) return failed(`its link ${url.host} is not an address of a known store`);
      try {
        const page = await fetcher.page(url, merchant);
        const offer = readOffer(readPageData(page.html), merchant);
        return { id: deal.id, file: deal.file, decision: decide(deal, offer, today) };
      } catch (error) {
        if (error instanceof FetchError) return failed(error.message);
        if (error instanceof NoOfferError) return failed(`${url.href}: ${error.message}`);
        throw error;
      }
    }),
  );
}

/** Applies the results' changes to their files; returns the files written. */
export async function writeChanges(results: readonly CheckResult[]): Promise<string[]> {
  const written: string[] = [];
  for (const result of results) {
    if (Object.keys(result.decision.changes).length === 0) continue;
    const text = await readFile(result.file, 'utf8');
    const updated = updateDealText(text, result.decision.changes);
    if (updated === text) continue;
    await writeFile(result.file, updated);
    written.push(result.file);
  }
  return written;
}

const KIND_ORDER = ['new-price', 'back', 'unavailable', 'suspicious', 'failed', 'unchanged'] as const;
const HEADINGS: Record<(typeof KIND_ORDER)[number], string> = {
  'new-price': 'New prices',
  back: 'Available again',
  unavailable: 'Unavailable at the store',
  suspicious: 'Not written: looks wrong, for an editor to check',
  failed: 'Could not check',
  unchanged: 'Unchanged',
};

/** Counts per verdict kind. */
export function tally(results: readonly CheckResult[]): Record<(typeof KIND_ORDER)[number], number> {
  const counts = Object.fromEntries(KIND_ORDER.map((k) => [k, 0])) as Record<(typeof KIND_ORDER)[number], number>;
  for (const r of results) counts[r.decision.verdict.kind]++;
  return counts;
}

/** The report as markdown: counts, then every deal by verdict (unchanged ones only counted). */
export function reportText(results: readonly CheckResult[], day: string): string {
  const counts = tally(results);
  const lines = [`# Price check, ${day}`, '', KIND_ORDER.map((k) => `${HEADINGS[k]}: ${counts[k]}`).join(' · '), ''];
  for (const kind of KIND_ORDER) {
    if (kind === 'unchanged' || counts[kind] === 0) continue;
    lines.push(`## ${HEADINGS[kind]}`, '');
    for (const r of results) if (r.decision.verdict.kind === kind) lines.push(`- ${describeVerdict(r.id, r.decision.verdict)}`);
    lines.push('');
  }
  return lines.join('\n');
}

/** The nightly commit's message: a subject with the counts and one line per changed deal. */
export function commitMessage(results: readonly CheckResult[], day: string): string {
  const counts = tally(results);
  const changed = results.filter((r) => ['new-price', 'back', 'unavailable'].includes(r.decision.verdict.kind));
  const subject = `Price check ${day}: ${counts['new-price']} new prices, ${counts.unavailable} unavailable, ${counts.back} available again`;
  const body = changed.map((r) => `- ${describeVerdict(r.id, r.decision.verdict)}`);
  const rest = `${counts.unchanged} unchanged (priceCheckedAt ${day}); ${counts.suspicious} held for an editor; ${counts.failed} not checked.`;
  return [subject, '', ...body, ...(body.length ? [''] : []), rest].join('\n');
}
