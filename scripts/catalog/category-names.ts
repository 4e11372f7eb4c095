/** Category names as the generated texts print them. */
import { categories, type CategoryKey } from '../../src/data/categories.ts';

/** A text in both languages. */
export type Pair = { pt: string; en: string };

/** A category's display names. */
export function categoryNames(key: CategoryKey): Pair {
  const category = categories.find((c) => c.key === key);
  return { pt: category?.pt ?? key, en: category?.en ?? key };
}
