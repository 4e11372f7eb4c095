/**
 * The number of saved deals beside "Minha conta" (AccountLink.astro), written by the page script on load,
 * after every save or removal on this page (saved-storage.ts) and when another tab changes the list.
 */
import { plural, type PluralTexts } from '../../i18n/text';
import type { Locale } from '../../i18n/locales';

/** The attribute of a count's box; its value is the plural texts it is read aloud with ("3 ofertas salvas"). */
export const SAVED_COUNT = 'data-saved-count';

/** Writes `count` into every count box of the page: the number shown, the phrase for assistive technology. */
export function showSavedCount(count: number): void {
  const boxes = document.querySelectorAll<HTMLElement>(`[${SAVED_COUNT}]`);
  const locale = boxes.length > 0 ? (document.documentElement.dataset.locale as Locale | undefined) : undefined;
  for (const box of boxes) {
    if (box.dataset.count === String(count) || !locale) continue;
    box.dataset.count = String(count);
    // No number when nothing is saved (the empty box keeps its place, unseen).
    if (count === 0) {
      box.replaceChildren();
      continue;
    }
    const texts = JSON.parse(box.getAttribute(SAVED_COUNT)!) as PluralTexts;
    const shown = document.createElement('span');
    shown.setAttribute('aria-hidden', 'true');
    shown.textContent = String(count);
    const spoken = document.createElement('span');
    spoken.className = 'visually-hidden';
    spoken.textContent = `(${plural(texts, count, locale)})`;
    box.replaceChildren(shown, spoken);
  }
}
