/** The placeholder picture of each category in a generated catalog. */
import { categories, type CategoryKey } from '../../src/data/categories.ts';
import { escapeHtml } from '../../src/lib/html.ts';
import { CATEGORY_WORDS } from './words.ts';

/** A text in both languages. */
export type Pair = { pt: string; en: string };

/** A category's display names. */
export function categoryNames(key: CategoryKey): Pair {
  const category = categories.find((c) => c.key === key);
  return { pt: category?.pt ?? key, en: category?.en ?? key };
}

const SHAPES = [
  '<circle cx="400" cy="400" r="210" fill="#fff" fill-opacity="0.9"/>',
  '<rect x="200" y="200" width="400" height="400" rx="48" fill="#fff" fill-opacity="0.9"/>',
  '<polygon points="400,170 640,600 160,600" fill="#fff" fill-opacity="0.9"/>',
  '<polygon points="400,160 640,400 400,640 160,400" fill="#fff" fill-opacity="0.9"/>',
  '<polygon points="400,170 599,285 599,515 400,630 201,515 201,285" fill="#fff" fill-opacity="0.9"/>',
  '<circle cx="400" cy="400" r="190" fill="none" stroke="#fff" stroke-width="60" stroke-opacity="0.9"/>',
  '<polygon points="400,160 456,322 627,326 491,430 540,594 400,497 260,594 309,430 173,326 344,322" fill="#fff" fill-opacity="0.9"/>',
];

/** A simple 800x800 placeholder: the category colour with a white shape; shape and outline vary per category. */
export function categorySvg(key: CategoryKey, index: number): string {
  const names = categoryNames(key);
  const shape = SHAPES[index % SHAPES.length] ?? '';
  const frame =
    index >= SHAPES.length ? '<rect x="40" y="40" width="720" height="720" rx="32" fill="none" stroke="#fff" stroke-width="12" stroke-opacity="0.6"/>' : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800" role="img" aria-label="${escapeHtml(`${names.pt} / ${names.en}`)}">`,
    `  <rect width="800" height="800" fill="${CATEGORY_WORDS[key].colour}"/>`,
    ...(frame ? [`  ${frame}`] : []),
    `  ${shape}`,
    '</svg>',
    '',
  ].join('\n');
}
