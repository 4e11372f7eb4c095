import type { Locale } from '../i18n/locales.ts';

/**
 * The spec's 14 categories, in spec order. `key` is stable and is what product files use;
 * the display names are what shoppers see and what category URLs carry. `icon` is the Lucide icon
 * (lucide-static) its tile shows, drawn into src/assets/category-icons.svg by `npm run icons:categories`.
 */
export const categories = [
  { key: 'electronics', pt: 'Eletrônicos', en: 'Electronics', icon: 'headphones' },
  { key: 'computers', pt: 'Computadores e Informática', en: 'Computers & IT', icon: 'laptop' },
  { key: 'mobiles', pt: 'Celulares e Acessórios', en: 'Mobiles & Accessories', icon: 'smartphone' },
  { key: 'automotive', pt: 'Automotivo e Acessórios', en: 'Automotive & Accessories', icon: 'car' },
  { key: 'home-garden', pt: 'Casa e Jardim', en: 'Home & Garden', icon: 'sofa' },
  { key: 'fashion-travel', pt: 'Moda e Viagens', en: 'Fashion & Travel', icon: 'luggage' },
  { key: 'sports', pt: 'Esporte e Aventura', en: 'Sports & Adventure', icon: 'bike' },
  { key: 'pet-shop', pt: 'Pet Shop', en: 'Pet Shop', icon: 'paw-print' },
  { key: 'books', pt: 'Livros e E-books', en: 'Books & E-books', icon: 'book-open' },
  { key: 'courses', pt: 'Cursos', en: 'Courses', icon: 'graduation-cap' },
  { key: 'games', pt: 'Games e Controles', en: 'Games & Controllers', icon: 'gamepad-2' },
  { key: 'beauty', pt: 'Beleza e Cuidados', en: 'Beauty & Care', icon: 'sparkles' },
  { key: 'tools', pt: 'Ferramentas', en: 'Tools', icon: 'wrench' },
  { key: 'toys', pt: 'Brinquedos e Jogos', en: 'Toys & Games', icon: 'toy-brick' },
] as const;

/** One category as listed above. */
export type Category = (typeof categories)[number];

/** Stable key of a category, as written in product files. */
export type CategoryKey = Category['key'];

/** All keys in spec order, as a non-empty tuple (what `z.enum` needs). */
export const categoryKeys = categories.map((c) => c.key) as [CategoryKey, ...CategoryKey[]];

/** How many categories the footer lists as popular (spec §2: the first 4). */
export const POPULAR_CATEGORY_COUNT = 4;

const byKey = new Map<string, Category>(categories.map((c) => [c.key, c]));

/** The category with this key; throws for an unknown key (the schema rejects those earlier). */
export function getCategory(key: CategoryKey): Category {
  const category = byKey.get(key);
  if (!category) throw new Error(`Unknown category key "${key}"`);
  return category;
}

/** Display name of a category in a language. */
export function categoryName(key: CategoryKey, locale: Locale): string {
  return getCategory(key)[locale];
}

/** True when `value` is a category key. */
export function isCategoryKey(value: unknown): value is CategoryKey {
  return typeof value === 'string' && byKey.has(value);
}
