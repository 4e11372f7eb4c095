/**
 * The search page in the browser: reads the state from the URL, asks Pagefind (forgiving misspelt
 * and extra words, src/lib/search/forgiving.ts), and prints the results with the same card renderer
 * as the server. The static HTML already shows the default view (every deal by popularity), so with
 * nothing in the URL no search library is loaded at all. A search sent from the header while here
 * runs in place, as a new history entry.
 */
import { renderCard, type CardView } from '../../../lib/card';
import { refreshRelativeTimes } from '../../../lib/relative-time';
import { fill, plural, type PluralTexts } from '../../../i18n/text';
import type { Locale } from '../../../i18n/locales';
import { isStaticState, parseSearchState, searchStateUrl, type SearchState } from '../../../lib/search/state';
import type { PagefindApi, PagefindResult } from '../../../lib/search/pagefind';
import { pagefindQuery } from '../../../lib/search/query';
import { forgivingSearch, type Corrector, type ForgivingOutcome } from '../../../lib/search/forgiving';
import { sortOrderLoader } from '../../../lib/search/order';

interface Labels {
  siteName: string;
  allDeals: string;
  resultsFor: string;
  productsFound: PluralTexts;
  indexMissing: string;
  correctedTo: string;
  searchInstead: string;
  partialMatch: string;
}

/**
 * Cards shown with the results. The rest of a page's cards follow in steps of this size as the shopper
 * scrolls near them, so a first search fetches the data of about a screen of deals, not of 48.
 */
const CARD_BATCH = 12;

/** Resolves when `el` is within a screen's height below the viewport; rejects when `signal` aborts. */
function whenNear(el: Element, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '0px 0px 100% 0px' },
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

const $ = <T extends Element>(root: ParentNode, selector: string) => root.querySelector<T>(selector)!;

/** A dictionary text with `{name}` shown as emphasised text (never HTML: it is what the visitor typed). */
function emphasised(template: string, name: string, value: string): Node[] {
  const [before = '', after = ''] = template.split(`{${name}}`);
  const em = document.createElement('em');
  em.textContent = value;
  return [document.createTextNode(before), em, document.createTextNode(after)];
}

/** Wires the search page; call once from the page's script. */
export function startSearchPage(): void {
  const root = document.querySelector<HTMLElement>('[data-search]');
  if (!root) return;
  const { base = '/search/', bundle = '/pagefind/', build = '', vocabulary = '' } = root.dataset;
  const locale = root.dataset.locale as Locale;
  const pageSize = Number(root.dataset.pageSize);
  // No live deal at build time means no index to ask (Pagefind throws on an empty bundle): nothing matches.
  const liveDeals = Number(root.dataset.total);
  const labels = JSON.parse(root.dataset.labels ?? '{}') as Labels;
  const els = {
    heading: $<HTMLElement>(root, '[data-search-heading]'),
    count: $<HTMLElement>(root, '[data-search-count]'),
    spinner: $<HTMLElement>(root, '[data-loading]'),
    empty: $<HTMLElement>(root, '[data-search-empty]'),
    controls: $<HTMLElement>(root, '[data-search-controls]'),
    error: $<HTMLElement>(root, '[data-search-error]'),
    correction: $<HTMLElement>(root, '[data-search-correction]'),
    partial: $<HTMLElement>(root, '[data-search-partial]'),
    results: $<HTMLElement>(root, '[data-search-results]'),
    more: $<HTMLButtonElement>(root, '[data-search-more]'),
    sorts: root.querySelectorAll<HTMLAnchorElement>('[data-sort]'),
    filters: root.querySelectorAll<HTMLAnchorElement>('[data-category]'),
  };

  const sortOrder = sortOrderLoader(bundle);
  let pagefind: Promise<PagefindApi> | undefined;
  const loadPagefind = () =>
    (pagefind ??= import(/* @vite-ignore */ `${bundle}pagefind.js`).then(async (pf: PagefindApi) => {
      // A tag fixed per build (instead of Pagefind's per-request one) lets the entry file be cached for offline use.
      await pf.options({ metaCacheTag: build });
      // The query's index chunks (and the order of a sorted address) load while Pagefind starts, not after.
      const order = state.sort !== 'relevance' && sortOrder(state.sort).catch(() => undefined);
      await Promise.all([state.query && pf.preload(pagefindQuery(state.query, locale)), order]);
      return pf;
    }));

  // Spelling correction (its code and the vocabulary) is fetched only when a query finds nothing as
  // typed; after a failed fetch the next such query tries again.
  let correcting: Promise<Corrector> | undefined;
  const loadCorrector = () =>
    (correcting ??= Promise.all([import('../../../lib/search/correct'), import('../../../lib/search/vocabulary'), fetch(vocabulary)])
      .then(async ([{ corrector }, { parseVocabulary }, response]) => {
        if (!response.ok) throw new Error(`${vocabulary}: ${response.status}`);
        return corrector(parseVocabulary(await response.text()), locale);
      })
      .catch((error: unknown) => {
        correcting = undefined;
        throw error;
      }));

  let state = parseSearchState(new URLSearchParams(location.search));
  let last: ForgivingOutcome | undefined;
  let run = 0;

  const renderHeading = () => {
    // Text, never HTML: the query is whatever the visitor typed.
    els.heading.textContent = state.query ? fill(labels.resultsFor, { query: state.query }) : labels.allDeals;
    document.title = `${els.heading.textContent} | ${labels.siteName}`;
  };

  const markCurrent = (link: HTMLAnchorElement, current: boolean) => {
    if (current) link.setAttribute('aria-current', 'true');
    else link.removeAttribute('aria-current');
  };

  /** Says how the query was changed to find something, with a link back to the query as typed. */
  const renderNotes = ({ correction, partial }: ForgivingOutcome) => {
    els.correction.replaceChildren();
    if (correction) {
      const instead = document.createElement('a');
      instead.href = searchStateUrl(base, { ...state, literal: true, page: 1 });
      instead.dataset.searchLiteral = '';
      instead.append(...emphasised(labels.searchInstead, 'query', correction.from));
      els.correction.append(...emphasised(labels.correctedTo, 'corrected', correction.to), ' ', instead);
    }
    els.correction.hidden = !correction;
    els.partial.textContent = partial ? fill(labels.partialMatch, { words: partial }) : '';
    els.partial.hidden = !partial;
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
    }
  };

  /** The cards of `items` as list items, and the categories the items are in (from the same data). */
  const cardItems = async (items: readonly PagefindResult[], offset: number) => {
    const data = await Promise.all(items.map((r) => r.data()));
    const cards = data.map((d) => JSON.parse(d.meta.card ?? 'null') as CardView | null);
    return {
      html: cards.flatMap((card, i) => (card ? [`<li>${renderCard(card, offset + i < 2)}</li>`] : [])).join(''),
      categories: data.flatMap((d) => d.filters?.category ?? []),
    };
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

  /**
   * Adds the cards of `shown` from `from` on, a batch each time the end of the list nears the screen,
   * and adds their categories to `categories`.
   */
  const appendAsScrolled = async (list: Element, shown: readonly PagefindResult[], from: number, categories: Set<string>, signal: AbortSignal) => {
    for (let at = from; at < shown.length; at += CARD_BATCH) {
      await whenNear(list.lastElementChild ?? list, signal);
      const batch = await cardItems(shown.slice(at, at + CARD_BATCH), at);
      signal.throwIfAborted();
      list.insertAdjacentHTML('beforeend', batch.html);
      refreshRelativeTimes(list);
      for (const category of batch.categories) categories.add(category);
    }
  };

  const renderResults = async ({ results }: ForgivingOutcome, token: number) => {
    appending?.abort();
    const shown = results.slice(0, state.page * pageSize);
    // "Load more" keeps the cards already on screen (their data is cached) and adds one batch at once.
    const first = Math.min(shown.length, (state.page - 1) * pageSize + CARD_BATCH);
    const { html, categories: firstCategories } = await cardItems(shown.slice(0, first), 0);
    if (token !== run) return;
    const categories = new Set(firstCategories);
    const knowsEveryCategory = (loaded: number) => !state.category && results.length <= loaded;
    markEmptyCategories(knowsEveryCategory(first) ? categories : undefined);
    els.results.innerHTML = `<ul class="product-grid">${html}</ul>`;
    refreshRelativeTimes(els.results);
    els.count.textContent = plural(labels.productsFound, results.length, locale);
    els.count.hidden = false;
    // No results: categories to try instead of sort and filter controls that have nothing to act on.
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
    renderHeading();
    els.error.hidden = true;
    els.correction.hidden = true;
    els.partial.hidden = true;
    // The results area stays in place (hidden by the loading status), so nothing shifts.
    if (showSpinner) {
      els.spinner.hidden = false;
      els.empty.hidden = true;
    }
    try {
      const outcome = liveDeals === 0 ? { results: [] } : await forgivingSearch({ pagefind: await loadPagefind(), sortOrder }, state, locale, loadCorrector);
      if (token !== run) return;
      last = outcome;
      renderNotes(outcome);
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
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-sort], a[data-category], a[data-search-literal]');
    if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    go(parseSearchState(new URL(link.href).searchParams), true);
  });
  els.more.addEventListener('click', () => {
    state = { ...state, page: state.page + 1 };
    history.replaceState(null, '', searchStateUrl(base, state));
    if (last) void renderResults(last, run);
    else void update(false);
  });
  window.addEventListener('popstate', () => go(parseSearchState(new URLSearchParams(location.search)), false));
  // The header's search forms announce a search (src/components/header/SearchForm.astro); here it
  // runs in place, as a new search with the default sort and no filter, like the form's own address.
  document.addEventListener('site-search', (event) => {
    const query = (event as CustomEvent<{ query?: string }>).detail?.query;
    if (!query) return;
    event.preventDefault();
    window.scrollTo({ top: 0 });
    go(parseSearchState(new URLSearchParams({ q: query })), true);
  });

  // "ready" tells tests and benchmarks that what is on screen matches the URL.
  if (isStaticState(state)) root.dataset.status = 'ready';
  else void update(true);
}
