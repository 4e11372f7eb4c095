/**
 * The save control (a heart) of cards, product pages and search results. Pure markup, so the server and
 * the search page print the same button; src/components/saved/SavedDeals.astro wires every one of them.
 * It starts hidden: without the script it could do nothing.
 */
import { escapeHtml } from './card.ts';
import { iconHtml } from './icons.ts';

/** What a save button needs: its accessible name and the price to remember. */
export interface SaveView {
  label: string;
  price: number;
}

const HEART = iconHtml('heart', 22);

/** The button; `withText` shows the label beside the heart (product page), otherwise it is the accessible name. */
export function saveButtonHtml(id: string, save: SaveView, withText = false): string {
  const name = withText ? `<span>${escapeHtml(save.label)}</span>` : '';
  const label = withText ? '' : ` aria-label="${escapeHtml(save.label)}"`;
  const kind = withText ? 'save save--text' : 'save';
  return `<button type="button" class="${kind}" data-save="${escapeHtml(id)}" data-price="${save.price}" data-pagefind-ignore aria-pressed="false"${label} hidden>${HEART}${name}</button>`;
}
