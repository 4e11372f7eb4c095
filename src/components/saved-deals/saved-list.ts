/**
 * The shopper's saved deals. They live only on the device, in localStorage, as the same JSON document
 * the profile page exports and imports: for each deal its id, the price when saved and the date.
 */
import type { DealRecord } from '../../lib/deal-data.ts';

/** localStorage key of the saved list. */
export const SAVED_STORAGE_KEY = 'topofertas:saved';

/** File name of an exported list. */
export const SAVED_EXPORT_NAME = 'top-ofertas-saved-deals.json';

/** One saved deal. */
export interface SavedDeal {
  id: string;
  /** Price when saved, in the deal's currency. */
  price: number;
  /** Day saved, YYYY-MM-DD. */
  savedAt: string;
}

/** The stored and exported document. */
export interface SavedDocument {
  app: 'top-ofertas';
  version: 1;
  deals: SavedDeal[];
}

const isSavedDeal = (value: unknown): value is SavedDeal => {
  if (typeof value !== 'object' || value === null) return false;
  const { id, price, savedAt } = value as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    /^[a-z0-9-]+$/.test(id) &&
    typeof price === 'number' &&
    Number.isFinite(price) &&
    price >= 0 &&
    typeof savedAt === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(savedAt)
  );
};

/** The deals of a saved document, or undefined when the text is not one (a wrong file, a damaged list). */
export function parseSaved(text: string | null): SavedDeal[] | undefined {
  if (!text) return undefined;
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof doc !== 'object' || doc === null || (doc as SavedDocument).app !== 'top-ofertas') return undefined;
  const { deals } = doc as SavedDocument;
  if (!Array.isArray(deals) || !deals.every(isSavedDeal)) return undefined;
  return deals.map(({ id, price, savedAt }) => ({ id, price, savedAt }));
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

/** How a saved deal stands today: ended (expired or gone from the catalog), cheaper by `amount`, or not cheaper. */
export type SavedStatus = { kind: 'ended' } | { kind: 'drop'; amount: number } | { kind: 'same' };

/** Compares a saved deal with the latest build's record of it. */
export function savedStatus(saved: SavedDeal, today: DealRecord | undefined): SavedStatus {
  if (!today || today.expired) return { kind: 'ended' };
  const amount = Math.round((saved.price - today.price) * 100) / 100;
  return amount > 0 ? { kind: 'drop', amount } : { kind: 'same' };
}
