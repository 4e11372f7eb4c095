/**
 * The no-results state beyond the spec's message: the category the query names (or most of its closest
 * deals are in) and the closest deals, the ones sharing only a number, size or qualifier with it.
 * The block, its category chips and its tips are server-rendered; this fills in what depends on the query.
 * The search page loads it only when a query finds nothing, and hands it the card renderer and the category
 * matcher (as partial.ts is handed the search): an on-demand module imports only types from the rest.
 */
import type { Locale } from '../../../i18n/locales';
import type { PagefindResult } from '../../shared/pagefind';
import type { fold } from '../../shared/query';
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
  /** The popular searches' chips (src/search/page/popular.ts). */
  popular: readonly HTMLAnchorElement[];
  /** The quoted examples of the search tips, each with its own text in data-example. */
  examples: readonly HTMLElement[];
}

/**
 * The tips and the popular searches never offer the query that has just found nothing: a popular search equal
 * to it is hidden, and a tip's example equal to it becomes a popular search not shown yet (or the tip goes).
 */
function notTheQuery(els: NoResultsElements, query: string, same: (a: string, b: string) => boolean): void {
  for (const chip of els.popular) chip.parentElement!.hidden = same(chip.textContent ?? '', query);
  const examples = els.examples.map((example) => example.dataset.example ?? '');
  const spare = els.popular
    .map((chip) => chip.textContent?.trim() ?? '')
    .filter((name) => !same(name, query) && !examples.some((example) => same(example, name)));
  els.examples.forEach((element, i) => {
    const asked = same(examples[i]!, query);
    const instead = asked ? spare.shift() : examples[i];
    if (instead) element.textContent = instead;
    element.closest('li')!.hidden = !instead;
  });
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
  foldText: typeof fold,
): Promise<void> {
  notTheQuery(els, query, (a, b) => foldText(a.trim()) === foldText(b.trim()));
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
