import { SEARCH_PARAMS } from '../contract.ts';

/**
 * The search page, before first paint: a URL with a search shows its heading, sort and loading state
 * at once, so nothing moves when results arrive. The controls stay invisible until it has run (a busy
 * phone can paint them before it), so its changes never show as a shift. Runs inside the search root (its parent element).
 * It also marks the first search (data-first-search): the static list it will replace is never laid out.
 */
export const SEARCH_PRE_PAINT = `(function (root) {
  const names = ${JSON.stringify(SEARCH_PARAMS)};
  root.setAttribute('data-pre-painted', '');
  const params = new URLSearchParams(location.search);
  const query = (params.get(names.query) || '').trim();
  // The parameter names and defaults come from the contract (contract.ts, search.astro); a sort the page does not offer, or the
  // query's own sort without a query, falls back to them as parseSearchState does.
  const defaults = JSON.parse(root.getAttribute('data-default-sorts'));
  const fallback = query ? defaults.query : defaults.none;
  let sort = params.get(names.sort) || fallback;
  const offered = Array.prototype.some.call(root.querySelectorAll('[data-sort]'), function (link) {
    return link.getAttribute('data-sort') === sort;
  });
  if (!offered || (sort === defaults.query && !query)) sort = fallback;
  const category = (params.get(names.category) || '').trim();
  if (!query && sort === defaults.none && !category && !(parseInt(params.get(names.page) || '1', 10) > 1)) return;
  root.setAttribute('data-status', 'loading');
  root.setAttribute('data-first-search', '');
  if (query) {
    const template = JSON.parse(root.getAttribute('data-labels')).resultsFor;
    root.querySelector('[data-search-heading]').textContent = template.replace('{query}', query);
    root.querySelector('[data-sort="' + defaults.query + '"]').parentElement.hidden = false;
  }
  root.querySelectorAll('[data-sort]').forEach(function (link) {
    if (link.getAttribute('data-sort') === sort) link.setAttribute('aria-current', 'true');
    else link.removeAttribute('aria-current');
  });
})(document.currentScript.parentElement);`;
