/**
 * The saved list in this browser's localStorage; every page and the profile page go through here.
 * Whatever cannot be read is moved to SET_ASIDE_STORAGE_KEY before the list is written again, so no
 * save ever overwrites what failed to parse; when it cannot be moved (storage full), nothing is written.
 */
import { mergeSaved, parseSaved, SAVED_STORAGE_KEY, serializeSaved, SET_ASIDE_STORAGE_KEY, type SavedDeal } from './saved-list';
import { CARD_SAVE_TEMPLATE } from './save-button-html';
import { showSavedCount } from './saved-count';

/** Why storing failed: the browser's storage is full, or storage is blocked (some private modes). */
export type StoreFailure = 'quota' | 'blocked';

/** What reading the list found. */
export interface StoredList {
  deals: SavedDeal[];
  /** How many entries are kept apart (damaged ones, from this read and earlier ones). */
  setAside: number;
  /** Set when something damaged could not be moved apart, or storage cannot be read. */
  failure?: StoreFailure;
}

const failureOf = (error: unknown): StoreFailure =>
  error instanceof DOMException && (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED') ? 'quota' : 'blocked';

/** The entries kept apart, as stored (an unreadable value is kept as its text). */
export function readSetAside(): unknown[] {
  try {
    const text = localStorage.getItem(SET_ASIDE_STORAGE_KEY);
    if (text === null) return [];
    try {
      const value: unknown = JSON.parse(text);
      return Array.isArray(value) ? value : [text];
    } catch {
      return [text];
    }
  } catch {
    return [];
  }
}

/** Forgets the entries kept apart (the shopper chose to, after being offered the file). */
export function clearSetAside(): void {
  try {
    localStorage.removeItem(SET_ASIDE_STORAGE_KEY);
  } catch {
    // Blocked storage holds nothing to clear.
  }
}

/** Reads the list; damaged entries (or a damaged list) are moved apart first and the rest written back. */
export function loadSaved(): StoredList {
  let text: string | null;
  try {
    text = localStorage.getItem(SAVED_STORAGE_KEY);
  } catch {
    return { deals: [], setAside: 0, failure: 'blocked' };
  }
  const read = parseSaved(text);
  const damaged = text !== null && !read ? [text] : (read?.invalid ?? []);
  const deals = mergeSaved([], read?.deals ?? []);
  if (damaged.length === 0) return { deals, setAside: readSetAside().length };
  const setAside = [...readSetAside(), ...damaged];
  try {
    localStorage.setItem(SET_ASIDE_STORAGE_KEY, JSON.stringify(setAside));
    localStorage.setItem(SAVED_STORAGE_KEY, serializeSaved(deals));
  } catch (error) {
    // Left as it was: the next read tries again, and writeSaved refuses to overwrite it meanwhile.
    return { deals, setAside: setAside.length - damaged.length, failure: failureOf(error) };
  }
  return { deals, setAside: setAside.length };
}

/** The saved deals (empty when nothing is stored or storage is blocked). */
export function readSaved(): SavedDeal[] {
  return loadSaved().deals;
}

/** Stores the list and tells this page's save buttons; says why when it could not. */
export function writeSaved(deals: readonly SavedDeal[]): StoreFailure | undefined {
  const before = loadSaved();
  if (before.failure) return before.failure;
  try {
    localStorage.setItem(SAVED_STORAGE_KEY, serializeSaved(deals));
  } catch (error) {
    return failureOf(error);
  }
  syncSaveButtons(deals);
  showSavedCount(deals.length);
  return undefined;
}

/** A deal card that can carry a save button. */
export const CARD = 'article.card[data-product-id][data-price]';

/** Gives every card under `root` that has none its save button, from the page's template. */
function addCardButtons(root: ParentNode): void {
  const template = document.querySelector<HTMLTemplateElement>(`template[${CARD_SAVE_TEMPLATE}]`);
  if (!template) return;
  for (const card of root.querySelectorAll<HTMLElement>(CARD)) {
    const media = card.querySelector('.card__media');
    if (!media || media.querySelector('[data-save]')) continue;
    const button = template.content.firstElementChild!.cloneNode(true) as HTMLButtonElement;
    button.dataset.save = card.dataset.productId;
    button.dataset.price = card.dataset.price;
    const title = card.dataset.title;
    if (title) {
      // Saved with the deal, so the list can name it after it leaves the catalog; and every heart says whose it is.
      button.dataset.title = title;
      button.setAttribute('aria-label', `${button.getAttribute('aria-label')}: ${title}`);
    }
    media.append(button);
  }
}

/** Shows the save buttons under `root` (cards get theirs here) and marks the saved ones as pressed. */
export function syncSaveButtons(deals: readonly SavedDeal[] = readSaved(), root: ParentNode = document): void {
  addCardButtons(root);
  const ids = new Set(deals.map((d) => d.id));
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-save]')) {
    button.setAttribute('aria-pressed', String(ids.has(button.dataset.save!)));
    button.hidden = false;
  }
}
