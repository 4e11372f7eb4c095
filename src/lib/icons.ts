/**
 * Icons repeated on every page (search, menus, hearts, social networks) live in one cacheable sprite,
 * src/assets/icons.svg; each use costs a short <use> instead of the whole path.
 */
import sprite from '../assets/icons.svg?url&no-inline';
import categorySprite from '../assets/category-icons.svg?url&no-inline';
import type { CategoryKey } from '../data/categories.ts';

export type IconName = 'heart' | 'search' | 'globe' | 'menu' | 'close' | 'instagram' | 'facebook' | 'youtube';

/** The sprite reference of an icon, for `<use href>`. */
export function iconHref(name: IconName): string {
  return `${sprite}#${name}`;
}

/** A decorative icon (hidden from assistive technology) of `size` CSS pixels. */
export function iconHtml(name: IconName, size: number): string {
  return `<svg aria-hidden="true" width="${size}" height="${size}"><use href="${iconHref(name)}"/></svg>`;
}

/** The sprite reference of a category's icon (its own sprite: only the home page's tiles draw them). */
export function categoryIconHref(key: CategoryKey): string {
  return `${categorySprite}#${key}`;
}
