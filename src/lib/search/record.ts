/**
 * Checks of a product page's search record before Pagefind indexes it. Pagefind silently leaves a
 * page out of sorted results when a sort key is missing, so the build refuses such a page instead.
 */

/** Sort keys every indexed product page must carry, and what their values must look like. */
export const REQUIRED_SORT_KEYS = {
  price: /^\d+(\.\d{1,2})?$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
  popularity: /^\d+$/,
} as const;

/** True when the page asks to be indexed (only live product pages do). */
export function isIndexedPage(html: string): boolean {
  return html.includes('data-pagefind-body');
}

/** Problems with the sort keys and filter of a page's record; empty when it is fine. */
export function recordProblems(html: string): string[] {
  const problems: string[] = [];
  for (const [key, pattern] of Object.entries(REQUIRED_SORT_KEYS)) {
    const match = new RegExp(`data-pagefind-sort="${key}"[^>]*>([^<]*)<`).exec(html);
    if (!match) problems.push(`sort key "${key}" is missing`);
    else if (!pattern.test(match[1]!.trim())) problems.push(`sort key "${key}" has the value "${match[1]}", which does not sort correctly`);
  }
  if (!/data-pagefind-filter="category"[^>]*>[^<]+</.test(html)) problems.push('the category filter is missing');
  return problems;
}
