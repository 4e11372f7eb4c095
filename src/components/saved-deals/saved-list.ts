/**
 * The shopper's saved deals. They live only on the device, in localStorage, as the same JSON document
 * the profile page exports and imports: for each deal its id, the price when saved, the date and its title
 * then (lists saved before titles were kept have none).
 * Entries are checked one by one, so one damaged entry never costs the shopper the rest of the list.
 */
import type { DealRecord } from '../../lib/deal-data.ts';
import { addDays, isoDate } from '../../content/days.ts';
import { localDay } from '../../lib/relative-time.ts';
import { MAX_PRICE } from '../../content/limits.ts';

/** localStorage key of the saved list. */
export const SAVED_STORAGE_KEY = 'topofertas:saved';

/**
 * localStorage key of what could not be read from the list (damaged entries, or the whole text when it
 * was not a list at all). Kept apart so that saving again never overwrites it; the profile page offers
 * it as a file.
 */
export const SET_ASIDE_STORAGE_KEY = 'topofertas:saved:set-aside';

/** File name of an exported list. */
export const SAVED_EXPORT_NAME = 'top-ofertas-saved-deals.json';

/** File name of the entries set aside. */
export const SET_ASIDE_EXPORT_NAME = 'top-ofertas-set-aside.json';

/**
 * Most deals a list holds. A list is for deals a shopper is watching; 500 rows already take 16 shard
 * requests and a long page, and the cap keeps a huge or hostile import from filling the browser's storage.
 */
export const MAX_SAVED = 500;

/** One saved deal. */
export interface SavedDeal {
  id: string;
  /** Price when saved, in the deal's currency. */
  price: number;
  /** Day saved, YYYY-MM-DD. */
  savedAt: string;
  /** The deal's title when saved: the list names a deal by it once the catalog no longer has it. */
  title?: string;
}

/**
 * Every field a saved deal stores, once: the privacy policy says exactly these (tests/unit/privacy-policy.test.ts),
 * and the type below fails to compile when SavedDeal gains a field this list lacks, or the other way round.
 */
export const SAVED_DEAL_FIELDS = ['id', 'price', 'savedAt', 'title'] as const;
type ListedField = (typeof SAVED_DEAL_FIELDS)[number];
const FIELDS_MATCH: [keyof SavedDeal] extends [ListedField] ? ([ListedField] extends [keyof SavedDeal] ? true : never) : never = true;
void FIELDS_MATCH;

/** Longest title kept with a saved deal; a longer one (or one that is not text) is left out, the deal kept. */
export const MAX_SAVED_TITLE = 300;

/** The stored and exported document. */
export interface SavedDocument {
  app: 'top-ofertas';
  version: 1;
  deals: SavedDeal[];
}

/** A real calendar day (2026-02-30 is not), from 2000 on: `new Date()` of anything else cannot be formatted. */
export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 2000 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The day a deal saved at `now` is saved on: the shopper's own calendar day (a Brazilian evening is already tomorrow in UTC). */
export function saveDay(now = new Date()): string {
  return isoDate(localDay(now));
}

/** The latest day a deal can have been saved on: the shopper's today, and a day of slack for a list from a device east of them. */
export function latestSaveDay(now: Date): string {
  return saveDay(addDays(now, 1));
}

/**
 * The entry as a saved deal, or undefined when any field is missing or wrong (a day after `latest`
 * included: "Salva em 1 de janeiro de 2030"; a price over MAX_PRICE: "caiu R$ ∞").
 */
export function savedDeal(value: unknown, latest = latestSaveDay(new Date())): SavedDeal | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, price, savedAt, title } = value as Record<string, unknown>;
  const valid =
    typeof id === 'string' &&
    /^[a-z0-9-]{1,200}$/.test(id) &&
    typeof price === 'number' &&
    Number.isFinite(price) &&
    price >= 0 &&
    price <= MAX_PRICE &&
    typeof savedAt === 'string' &&
    isCalendarDay(savedAt) &&
    savedAt <= latest;
  if (!valid) return undefined;
  const named = typeof title === 'string' && title.trim() !== '' && title.length <= MAX_SAVED_TITLE;
  return named ? { id, price, savedAt, title: title.trim() } : { id, price, savedAt };
}

/** A list read entry by entry: the deals that are valid (in order, repeats included) and the entries that are not. */
export interface ReadList {
  deals: SavedDeal[];
  invalid: unknown[];
}

/** The entries of a saved document, or undefined when the text is not one (a wrong file, a damaged list). */
export function parseSaved(text: string | null): ReadList | undefined {
  if (!text) return undefined;
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof doc !== 'object' || doc === null || (doc as SavedDocument).app !== 'top-ofertas') return undefined;
  const { deals } = doc as { deals?: unknown };
  if (!Array.isArray(deals)) return undefined;
  const read: ReadList = { deals: [], invalid: [] };
  const latest = latestSaveDay(new Date());
  for (const entry of deals) {
    const deal = savedDeal(entry, latest);
    if (deal) read.deals.push(deal);
    else read.invalid.push(entry);
  }
  return read;
}

/** The document text of a list. */
export function serializeSaved(deals: readonly SavedDeal[]): string {
  const doc: SavedDocument = { app: 'top-ofertas', version: 1, deals: [...deals] };
  return JSON.stringify(doc);
}

/** Adds a deal, or removes it when it is already saved. */
export function toggleSaved(deals: readonly SavedDeal[], deal: SavedDeal): SavedDeal[] {
  return deals.some((d) => d.id === deal.id) ? deals.filter((d) => d.id !== deal.id) : [...deals, deal];
}

/** An imported list added to the current one; a deal on both keeps the current entry. */
export function mergeSaved(current: readonly SavedDeal[], imported: readonly SavedDeal[]): SavedDeal[] {
  const ids = new Set(current.map((d) => d.id));
  return [...current, ...imported.filter((d) => !ids.has(d.id) && ids.add(d.id))];
}

/** What an import did: the list to store and how many of the file's entries went where. */
export interface ImportPlan {
  next: SavedDeal[];
  /** New deals added. */
  added: number;
  /** Deals already on the list (or twice in the file). */
  known: number;
  /** Entries that are not valid saved deals. */
  invalid: number;
  /** Valid new deals left out because the list reached MAX_SAVED. */
  overCap: number;
}

/** Adds an imported list to the current one, up to MAX_SAVED deals in all. */
export function planImport(current: readonly SavedDeal[], imported: ReadList, cap = MAX_SAVED): ImportPlan {
  const merged = mergeSaved(current, imported.deals);
  const fresh = merged.length - current.length;
  const room = Math.max(0, cap - current.length);
  const added = Math.min(fresh, room);
  return {
    next: merged.slice(0, current.length + added),
    added,
    known: imported.deals.length - fresh,
    invalid: imported.invalid.length,
    overCap: fresh - added,
  };
}

/** How a saved deal stands today: ended (expired or gone from the catalog), cheaper by `amount`, or not cheaper. */
export type SavedStatus = { kind: 'ended' } | { kind: 'drop'; amount: number } | { kind: 'same' };

/** Compares a saved deal with the latest build's record of it. */
export function savedStatus(saved: SavedDeal, today: DealRecord | undefined): SavedStatus {
  if (!today || today.expired) return { kind: 'ended' };
  // A price too old to show is no price to compare with.
  if (today.stale) return { kind: 'same' };
  const amount = Math.round((saved.price - today.price) * 100) / 100;
  return amount > 0 ? { kind: 'drop', amount } : { kind: 'same' };
}
