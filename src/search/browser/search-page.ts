/**
 * The search page in the browser: reads the state from the URL, asks Pagefind (forgiving misspelt
 * and extra words, src/search/shared/forgiving.ts), and prints the results with the same card renderer
 * as the server. The static HTML already shows the default view (every deal by popularity), so with
 * nothing in the URL no search library is loaded at all. A search sent from the header while here
 * runs in place, as a new history entry. Its parts: loaders.ts (what it downloads), cards.ts (result
 * cards), headline-view.ts (heading, count, note), no-results.ts (the no-results state).
 */
import { refreshRelativeTimes } from '../../lib/relative-time';
import type { Locale } from '../../i18n/locales';
import { isStaticState, parseSearchState, searchStateUrl, type SearchState } from '../contract';
import type { PagefindResult } from '../shared/pagefind';
import { forgivingSearch, type ForgivingOutcome } from '../shared/forgiving';
import { headline } from '../shared/headline';
import { sortOrderLoader } from '../shared/order';
import { suggestedCategory } from '../shared/suggest';
import { fold } from '../shared/query';
import { appendAsScrolled, cardItems, CARD_BATCH } from './cards';
import { pendingHeading, renderHeadline } from './headline-view';
import type { SearchLabels } from './labels';
import { correctorLoader, pagefindLoader } from './loaders';
import { registerServiceWorkerAfter } from '../../components/register-service-worker';

const $ = <T extends Element>(root: ParentNode, selector: string) => root.querySelector<T>(selector)!;

/** Wires the search page; call once from the page's script. */
export function startSearchPage(): void {
  const root = document.querySelector<HTMLElement>('[data-search]');
  if (!root) return;
  const { base = '/search/', bundle = '/pagefind/', library = '/pagefind/pagefind.js', build = '', vocabulary = '' } = root.dataset;
  const locale = root.dataset.locale as Locale;
  const pageSize = Number(root.dataset.pageSize);
  // No live deal at build time means no index to ask (Pagefind throws on an empty bundle): nothing matches.
  const liveDeals = Number(root.dataset.total);
  const labels = JSON.parse(root.dataset.labels ?? '{}') as SearchLabels;
  const els = {
    heading: $<HTMLElement>(root, '[data-search-heading]'),
    count: $<HTMLElement>(root, '[data-search-count]'),
    note: $<HTMLElement>(root, '[data-search-correction]'),
    spinner: $<HTMLElement>(root, '[data-loading]'),
    empty: $<HTMLElement>(root, '[data-search-empty]'),
    controls: $<HTMLElement>(root, '[data-search-controls]'),
    error: $<HTMLElement>(root, '[data-search-error]'),
    results: $<HTMLElement>(root, '[data-search-results]'),
    more: $<HTMLButtonElement>(root, '[data-search-more]'),
    sorts: root.querySelectorAll<HTMLAnchorElement>('[data-sort]'),
    filters: root.querySelectorAll<HTMLAnchorElement>('[data-category]'),
    noResults: {
      category: $<HTMLElement>(root, '[data-search-suggested-category]'),
      closest: $<HTMLElement>(root, '[data-search-closest]'),
      chips: [...root.querySelectorAll<HTMLAnchorElement>('[data-search-empty] a[data-match]')],
      popular: [...root.querySelectorAll<HTMLAnchorElement>('a[data-search-popular]')],
      examples: [...root.querySelectorAll<HTMLElement>('[data-search-empty] [data-example]')],
    },
  };

  let state = parseSearchState(new URLSearchParams(location.search), locale);
  const sortOrder = sortOrderLoader(bundle);
  const loadPagefind = pagefindLoader(library, build, locale, sortOrder, () => state);
  const loadCorrector = correctorLoader(vocabulary, locale);
  let last: ForgivingOutcome | undefined;
  let run = 0;

  // The category chips are one row that scrolls sideways: the chosen one is scrolled into it, never the page.
  const showInRow = (link: HTMLElement) => {
    const row = link.closest('ul')!;
    const left = link.offsetLeft - row.offsetLeft;
    if (left < row.scrollLeft || left + link.offsetWidth > row.scrollLeft + row.clientWidth) row.scrollLeft = Math.max(0, left - row.clientWidth / 3);
  };

  const markCurrent = (link: HTMLAnchorElement, current: boolean) => {
    if (current) link.setAttribute('aria-current', 'true');
    else link.removeAttribute('aria-current');
  };

  const renderControls = () => {
    for (const link of els.sorts) {
      const sort = link.dataset.sort as SearchState['sort'];
      link.href = searchStateUrl(base, { ...state, sort, page: 1 });
      markCurrent(link, sort === state.sort);
      if (sort === 'relevance') link.parentElement!.hidden = !state.query;
    }
    for (const link of els.filters) {
      const category = link.dataset.category || undefined;
      link.href = searchStateUrl(base, { ...state, category, page: 1 });
      markCurrent(link, category === state.category);
      if (category === state.category) showInRow(link);
    }
  };

  /**
   * Dims the chips of categories none of the results is in, given the categories of every result, or
   * undims them all when that is not known: without Pagefind's category filter file it is known only
   * once every result's data is loaded, and only unfiltered (filtered, every result shares one).
   */
  const markEmptyCategories = (present: ReadonlySet<string> | undefined) => {
    for (const link of els.filters) {
      const category = link.dataset.category;
      link.toggleAttribute('data-empty', Boolean(present && category && !present.has(category)));
    }
  };

  // Stops adding the cards of a list that a new search or page has replaced.
  let appending: AbortController | undefined;

  const renderResults = async (outcome: ForgivingOutcome, token: number) => {
    const { results } = outcome;
    appending?.abort();
    const shown = results.slice(0, state.page * pageSize);
    // "Load more" keeps the cards already on screen (their data is cached) and adds one batch at once.
    const first = Math.min(shown.length, (state.page - 1) * pageSize + CARD_BATCH);
    const noResultsFor = results.length === 0 ? state.query : undefined;
    const [{ html, categories: firstCategories }] = await Promise.all([
      cardItems(shown.slice(0, first), 0),
      // Loaded only for a query that finds nothing; without it (offline, never loaded) the block keeps its
      // server-rendered message, tips and category chips.
      noResultsFor &&
        import('./lazy/no-results').then(
          ({ renderNoResults }) =>
            renderNoResults(els.noResults, noResultsFor, outcome.closest?.results ?? [], labels.seeCategory, locale, cardItems, suggestedCategory, fold),
          () => undefined,
        ),
    ]);
    if (token !== run) return;
    const categories = new Set(firstCategories);
    const knowsEveryCategory = (loaded: number) => !state.category && results.length <= loaded;
    markEmptyCategories(knowsEveryCategory(first) ? categories : undefined);
    els.results.innerHTML = `<ul class="product-grid">${html}</ul>`;
    refreshRelativeTimes(els.results);
    renderHeadline(els, headline(state, outcome), labels, locale, searchStateUrl(base, { ...state, literal: true, page: 1 }));
    // No results: what to try instead of sort and filter controls that have nothing to act on.
    els.empty.hidden = results.length > 0;
    els.controls.hidden = results.length === 0;
    els.results.hidden = results.length === 0;
    els.more.hidden = true;
    // Set while cards of this page are still to come, the "load more" button only after them.
    root.toggleAttribute('data-more-cards', first < shown.length);
    const controller = (appending = new AbortController());
    appendAsScrolled(els.results.firstElementChild!, shown, first, categories, controller.signal).then(
      () => {
        root.removeAttribute('data-more-cards');
        els.more.hidden = shown.length >= results.length;
        if (knowsEveryCategory(shown.length)) markEmptyCategories(categories);
      },
      () => undefined,
    );
  };

  const update = async (showSpinner: boolean) => {
    const token = ++run;
    appending?.abort();
    root.dataset.status = 'loading';
    els.heading.textContent = pendingHeading(state.query, labels);
    els.error.hidden = true;
    els.note.hidden = true;
    // The results area stays in place (hidden by the loading status), so nothing shifts.
    if (showSpinner) {
      els.spinner.hidden = false;
      els.empty.hidden = true;
    }
    try {
      const outcome: ForgivingOutcome =
        liveDeals === 0
          ? { results: [] as PagefindResult[] }
          : await forgivingSearch({ pagefind: await loadPagefind(), sortOrder }, state, locale, loadCorrector);
      if (token !== run) return;
      last = outcome;
      renderControls();
      await renderResults(outcome, token);
    } catch {
      if (token !== run) return;
      // A shopper's message in the page's language, and no results that would pretend to match.
      els.error.textContent = labels.indexMissing;
      els.error.hidden = false;
      els.results.hidden = true;
      els.count.hidden = true;
      els.more.hidden = true;
      root.removeAttribute('data-more-cards');
    } finally {
      if (token === run) {
        els.spinner.hidden = true;
        delete root.dataset.firstSearch;
        root.dataset.status = 'ready';
      }
    }
  };

  const go = (next: SearchState, push: boolean) => {
    state = next;
    last = undefined;
    if (push) history.pushState(null, '', searchStateUrl(base, state));
    void update(true);
  };

  // Sorts, filters and "search instead" are plain links; with JavaScript they update the results in place.
  root.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-sort], a[data-category], a[data-search-literal], a[data-search-popular]');
    if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    go(parseSearchState(new URL(link.href).searchParams, locale), true);
  });
  els.more.addEventListener('click', () => {
    state = { ...state, page: state.page + 1 };
    history.replaceState(null, '', searchStateUrl(base, state));
    if (last) void renderResults(last, run);
    else void update(false);
  });
  window.addEventListener('popstate', () => go(parseSearchState(new URLSearchParams(location.search), locale), false));
  // The header's search forms announce a search (search-forms.ts's `site-search` event); here it
  // runs in place, as a new search with the default sort and no filter, like the form's own address.
  document.addEventListener('site-search', (event) => {
    const query = (event as CustomEvent<{ query?: string }>).detail?.query;
    if (!query) return;
    event.preventDefault();
    window.scrollTo({ top: 0 });
    go(parseSearchState(new URLSearchParams({ q: query }), locale), true);
  });

  // "ready" tells tests and benchmarks that what is on screen matches the URL.
  if (isStaticState(state)) root.dataset.status = 'ready';
  else registerServiceWorkerAfter(update(true));
}
