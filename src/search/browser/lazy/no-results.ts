/**
 * The no-results state beyond the spec's message: the category the query names (or most of its closest
 * deals are in) and the closest deals, the ones sharing only a number, size or qualifier with it.
 * The block, its category chips and its tips are server-rendered; this fills in what depends on the query.
 * The search page loads it only when a query finds nothing, and hands it the card renderer and the category
 * matcher (as partial.ts is handed the search): an on-demand module imports only types from the rest.
 */
import type { Locale } from '../../../i18n/locales';
import type { PagefindResult } from '../../shared/pagefind';
import type { suggestedCategory, SuggestedCategory } from '../../shared/suggest';
import type { cardItems } from '../cards';

/** Closest deals shown: one row on a wide screen. */
export const CLOSEST_DEALS = 4;

export interface NoResultsElements {
  /** The "see the deals of {category}" paragraph; its link's text and address are set here. */
  category: HTMLElement;
  closest: HTMLElement;
  /** The server-rendered category chips, with their name and match words (search.astro). */
  chips: readonly HTMLAnchorElement[];
}

/** Fills the no-results block for `query`; resolves once its cards are in. */
export async function renderNoResults(
  els: NoResultsElements,
  query: string,
  closest: readonly PagefindResult[],
  template: string,
  locale: Locale,
  cards: typeof cardItems,
  suggest: typeof suggestedCategory,
): Promise<void> {
  const { html, categories } = await cards(closest.slice(0, CLOSEST_DEALS), 0);
  const options = els.chips.map(
    (chip) =>
      ({ chip, name: chip.textContent?.trim() ?? '', words: (chip.dataset.match ?? '').split(' ') }) satisfies SuggestedCategory & { chip: HTMLAnchorElement },
  );
  const category = suggest(query, options, categories, locale);
  const link = els.category.querySelector('a')!;
  if (category) {
    link.href = category.chip.href;
    const [before = '', after = ''] = template.split('{category}');
    link.textContent = `${before}${category.name}${after}`;
  }
  els.category.hidden = !category;
  els.closest.querySelector('ul')!.innerHTML = html;
  els.closest.hidden = !html;
}
