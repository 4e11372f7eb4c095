import { SAVED_STORAGE_KEY, saveDay, toggleSaved } from './saved-list';
import { CARD, readSaved, syncSaveButtons, writeSaved } from './saved-storage';
import { showSavedCount } from './saved-count';
import { showToast } from '../../lib/toast';

/** Says on screen what a tap on a heart did, with a link to where the list lives (SaveButtonTemplate's texts). */
function confirm(saved: boolean, failed: boolean): void {
  const texts = document.querySelector<HTMLElement>('[data-save-feedback]')?.dataset;
  if (!texts?.saved || !texts.removed || !texts.failed) return;
  if (failed) {
    showToast(texts.failed);
    return;
  }
  const link = texts.listHref && texts.listLabel ? { href: texts.listHref, label: texts.listLabel } : undefined;
  // The profile page is the list: no link to where the shopper already is.
  const here = link && new URL(link.href, location.href).pathname === location.pathname;
  showToast({ text: saved ? texts.saved : texts.removed, link: here ? undefined : link });
}

/** Makes every save button of the page work, those of cards printed later (search, profile) included. */
export function startSaveButtons(): void {
  const saved = readSaved();
  syncSaveButtons(saved);
  showSavedCount(saved.length);
  // Another tab saved or removed a deal: this page's hearts and count follow.
  window.addEventListener('storage', (event) => {
    if (event.key !== SAVED_STORAGE_KEY && event.key !== null) return;
    const deals = readSaved();
    syncSaveButtons(deals);
    showSavedCount(deals.length);
  });
  // Search results and the profile page add cards after load: only where cards arrived is looked at
  // again (the buttons this appends, toasts and other changes are not cards).
  new MutationObserver((records) => {
    const places = new Set<ParentNode>();
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof Element && node.parentNode && (node.matches(CARD) || node.querySelector(CARD))) places.add(node.parentNode);
    if (places.size === 0) return;
    const deals = readSaved();
    for (const place of places) syncSaveButtons(deals, place);
  }).observe(document.body, { childList: true, subtree: true });
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-save]');
    if (!button) return;
    const { title } = button.dataset;
    const deal = { id: button.dataset.save!, price: Number(button.dataset.price), savedAt: saveDay(), ...(title && { title }) };
    const next = toggleSaved(readSaved(), deal);
    const failed = writeSaved(next) !== undefined;
    confirm(
      next.some((saved) => saved.id === deal.id),
      failed,
    );
  });
}
