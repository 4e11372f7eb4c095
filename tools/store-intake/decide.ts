/**
 * What a price check does with one deal, given its file's values and what its store page says now: pure,
 * so every rule is unit-tested. Changes that look like a misreading (a big jump, a zero, another currency)
 * are never written: they go to the editor's report.
 */
import { isoDate } from '../../src/content/days.ts';
import type { FieldChanges } from './deal-file.ts';
import type { StoreOffer } from './read-offer.ts';

/** Above this share of change (up or down) a new price goes to an editor instead of the site. */
export const SUSPICIOUS_CHANGE = 0.6;

/** The deal as its file has it. */
export interface DealOnFile {
  id: string;
  price: number;
  listPrice?: number | undefined;
  currency: string;
  unavailableSince?: Date | undefined;
}

export type Verdict =
  | { kind: 'unchanged' }
  | { kind: 'new-price'; from: number; to: number }
  | { kind: 'unavailable' }
  | { kind: 'back'; price: number }
  | { kind: 'suspicious'; why: string }
  | { kind: 'failed'; why: string };

/** A verdict and the file changes it makes under --write (none for suspicious or failed). */
export interface Decision {
  verdict: Verdict;
  changes: FieldChanges;
}

/** The decision for one deal checked on `today` (the stores' day). */
export function decide(deal: DealOnFile, offer: StoreOffer, today: Date): Decision {
  const day = isoDate(today);
  if (offer.currency !== deal.currency)
    return { verdict: { kind: 'suspicious', why: `the store now prices it in ${offer.currency}, the deal is in ${deal.currency}` }, changes: {} };
  if (!offer.available) {
    // The price is kept as it was: the deal leaves the site until the store sells it again.
    if (deal.unavailableSince) return { verdict: { kind: 'unavailable' }, changes: { priceCheckedAt: day } };
    return { verdict: { kind: 'unavailable' }, changes: { unavailableSince: day, priceCheckedAt: day } };
  }
  if (offer.price === 0) return { verdict: { kind: 'suspicious', why: 'the store shows a price of 0' }, changes: {} };
  const change = Math.abs(offer.price - deal.price) / deal.price;
  if (deal.price > 0 && change > SUSPICIOUS_CHANGE)
    return {
      verdict: {
        kind: 'suspicious',
        why: `the price would move ${Math.round(change * 100)} % (${deal.price} → ${offer.price}), more than ${SUSPICIOUS_CHANGE * 100} %`,
      },
      changes: {},
    };
  const changes: FieldChanges = { priceCheckedAt: day };
  if (offer.price !== deal.price) changes.price = offer.price;
  if (offer.listPrice !== undefined && offer.listPrice > offer.price) {
    if (offer.listPrice !== deal.listPrice) changes.listPrice = offer.listPrice;
  } else if (deal.listPrice !== undefined && deal.listPrice <= offer.price) {
    // The store no longer shows a "de" price above the new one: keeping ours would claim a discount that is gone.
    changes.listPrice = null;
  }
  if (deal.unavailableSince) {
    changes.unavailableSince = null;
    return { verdict: { kind: 'back', price: offer.price }, changes };
  }
  if (changes.price !== undefined) return { verdict: { kind: 'new-price', from: deal.price, to: offer.price }, changes };
  return { verdict: { kind: 'unchanged' }, changes };
}

/** One line of the report or the commit message for a deal's verdict. */
export function describeVerdict(id: string, verdict: Verdict): string {
  switch (verdict.kind) {
    case 'unchanged':
      return `${id}: unchanged`;
    case 'new-price':
      return `${id}: ${verdict.from.toFixed(2)} → ${verdict.to.toFixed(2)}`;
    case 'unavailable':
      return `${id}: unavailable at the store`;
    case 'back':
      return `${id}: available again at ${verdict.price.toFixed(2)}`;
    case 'suspicious':
      return `${id}: not written, ${verdict.why}`;
    case 'failed':
      return `${id}: could not check: ${verdict.why}`;
  }
}
