/**
 * Result cards in the browser, with the same renderer as the server (src/lib/card.ts): a first batch
 * at once, the rest in batches as the shopper scrolls near them.
 */
import { cardLoading, renderCard } from '../../lib/card';
import { refreshRelativeTimes } from '../../lib/relative-time';
import { resultCard, type PagefindResult } from '../shared/pagefind';

/**
 * Cards shown with the results. The rest of a page's cards follow in steps of this size as the shopper
 * scrolls near them, so a first search fetches the data of about a screen of deals, not of a whole page (SEARCH_PAGE_SIZE).
 */
export const CARD_BATCH = 12;

/**
 * Resolves when `el` is within a screen's height below the viewport, or anywhere above it: a shopper who
 * jumps to the end (End key, a dragged scrollbar) passes it without it ever crossing the viewport, so the
 * observed area reaches far above the screen (a margin no page is tall enough to pass). Rejects when
 * `signal` aborts.
 */
function whenNear(el: Element, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '1000000px 0px 100% 0px' },
    );
    observer.observe(el);
    signal.addEventListener(
      'abort',
      () => {
        observer.disconnect();
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/** The cards of `items` as list items, and the categories the items are in (from the same data). */
export async function cardItems(items: readonly PagefindResult[], offset: number): Promise<{ html: string; categories: string[] }> {
  const data = await Promise.all(items.map((r) => r.data()));
  const cards = data.map(resultCard);
  return {
    html: cards.flatMap((card, i) => (card ? [`<li>${renderCard(card, cardLoading(offset + i, 2))}</li>`] : [])).join(''),
    categories: data.flatMap((d) => d.filters?.category ?? []),
  };
}

/**
 * Adds the cards of `shown` from `from` on to `list`, a batch each time the end of the list nears the
 * screen, and adds their categories to `categories`.
 */
export async function appendAsScrolled(
  list: Element,
  shown: readonly PagefindResult[],
  from: number,
  categories: Set<string>,
  signal: AbortSignal,
): Promise<void> {
  for (let at = from; at < shown.length; at += CARD_BATCH) {
    await whenNear(list.lastElementChild ?? list, signal);
    const batch = await cardItems(shown.slice(at, at + CARD_BATCH), at);
    signal.throwIfAborted();
    list.insertAdjacentHTML('beforeend', batch.html);
    refreshRelativeTimes(list);
    for (const category of batch.categories) categories.add(category);
  }
}
