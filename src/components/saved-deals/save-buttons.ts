import { isoDate } from '../../lib/format';
import { toggleSaved } from './saved-list';
import { readSaved, syncSaveButtons, writeSaved } from './saved-storage';

/** Makes every save button of the page work, those of cards printed later (search, profile) included. */
export function startSaveButtons(): void {
  syncSaveButtons();
  // Search results and the profile page add cards after load.
  new MutationObserver(() => syncSaveButtons()).observe(document.body, { childList: true, subtree: true });
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-save]');
    if (!button) return;
    const deal = { id: button.dataset.save!, price: Number(button.dataset.price), savedAt: isoDate(new Date()) };
    writeSaved(toggleSaved(readSaved(), deal));
  });
}
