/**
 * The save control (a heart) of cards, product pages and search results. Pure markup, so the server and
 * the search page print the same button; src/components/saved/SavedDeals.astro wires every one of them.
 * It starts hidden: without the script it could do nothing.
 */
import { escapeHtml } from './card.ts';

/** What a save button needs: its accessible name and the price to remember. */
export interface SaveView {
  label: string;
  price: number;
}

const HEART =
  '<svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22"><path d="M12 20.5s-7.6-4.7-9.6-9.2C.9 7.8 3 4.2 6.5 4c2.2-.1 4 1.2 5.5 3 1.5-1.8 3.3-3.1 5.5-3 3.5.2 5.6 3.8 4.1 7.3-2 4.5-9.6 9.2-9.6 9.2Z"/></svg>';

/** The button; `withText` shows the label beside the heart (product page), otherwise it is the accessible name. */
export function saveButtonHtml(id: string, save: SaveView, withText = false): string {
  const name = withText ? `<span>${escapeHtml(save.label)}</span>` : '';
  const label = withText ? '' : ` aria-label="${escapeHtml(save.label)}"`;
  const kind = withText ? 'save save--text' : 'save';
  return `<button type="button" class="${kind}" data-save="${escapeHtml(id)}" data-price="${save.price}" data-pagefind-ignore aria-pressed="false"${label} hidden>${HEART}${name}</button>`;
}
