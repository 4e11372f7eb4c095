/**
 * The search's precision rules as the search page loads them: with its first search, beside Pagefind
 * (loaders.ts), not with the page, whose script budget they would pass (size-budget.json). Kinds of
 * animal or person (kinds.ts), a brand with a product type (brand-type.ts) and the words that only
 * narrow a search down (specificity.ts), which the partial search is handed from here.
 */
export { brandWords, withoutOtherTypes } from './brand-type.ts';
export { kindFilter } from './kinds.ts';
export { isQualifier } from './specificity.ts';
