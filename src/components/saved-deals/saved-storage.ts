/** The saved list in this browser's localStorage; every page and the profile page go through here. */
import { parseSaved, SAVED_STORAGE_KEY, serializeSaved, type SavedDeal } from './saved-list';
import { CARD_SAVE_TEMPLATE } from './save-button-html';

/** The saved deals; empty when nothing is stored, storage is blocked or the stored text is damaged. */
export function readSaved(): SavedDeal[] {
  try {
    return parseSaved(localStorage.getItem(SAVED_STORAGE_KEY)) ?? [];
  } catch {
    return [];
  }
}

/** Stores the list and tells this page's save buttons. */
export function writeSaved(deals: readonly SavedDeal[]): void {
  try {
    localStorage.setItem(SAVED_STORAGE_KEY, serializeSaved(deals));
  } catch {
    // Private modes may refuse storage: the list then lasts as long as the page.
  }
  syncSaveButtons(deals);
}

/** Gives every card under `root` that has none its save button, from the page's template. */
function addCardButtons(root: ParentNode): void {
  const template = document.querySelector<HTMLTemplateElement>(`template[${CARD_SAVE_TEMPLATE}]`);
  if (!template) return;
  for (const card of root.querySelectorAll<HTMLElement>('article.card[data-product-id][data-price]')) {
    const media = card.querySelector('.card__media');
    if (!media || media.querySelector('[data-save]')) continue;
    const button = template.content.firstElementChild!.cloneNode(true) as HTMLButtonElement;
    button.dataset.save = card.dataset.productId;
    button.dataset.price = card.dataset.price;
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
