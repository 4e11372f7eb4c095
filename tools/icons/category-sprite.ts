/**
 * The category tiles' icons as one sprite, src/assets/category-icons.svg, drawn from Lucide (lucide-static,
 * ISC licence): our own pictures, so a tile never borrows a store's photo (which a store CDN may fail to
 * serve, leaving the tile blank). Each category names its icon in src/data/categories.ts; run
 * `npm run icons:categories` after changing one. tests/unit/category-icons.test.ts fails while the
 * committed sprite differs from what this writes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { categories } from '../../src/data/categories.ts';

/** Where the sprite is written, from the repository root. */
export const SPRITE_PATH = 'src/assets/category-icons.svg';

const require = createRequire(import.meta.url);

/** The drawing inside one Lucide icon file (its `<svg>` element's children), on one line. */
function iconBody(name: string): string {
  const file = path.join(path.dirname(require.resolve('lucide-static/package.json')), 'icons', `${name}.svg`);
  const svg = readFileSync(file, 'utf8');
  const body = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(svg)?.[1];
  if (!body) throw new Error(`${file}: no <svg> element; is "${name}" a Lucide icon name? (src/data/categories.ts, icon)`);
  return body.replace(/\s*\n\s*/g, '').replace(/\s+\/>/g, '/>');
}

/** The sprite: one `<symbol id="{category key}">` per category, stroked in the text colour. */
export function categorySprite(): string {
  const symbols = categories.map(
    (c) =>
      `  <symbol id="${c.key}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${iconBody(c.icon)}</symbol>`,
  );
  return [
    '<svg xmlns="http://www.w3.org/2000/svg">',
    '  <!-- Category icons, written by tools/icons/category-sprite.ts from Lucide (https://lucide.dev, ISC licence). -->',
    ...symbols,
    '</svg>',
    '',
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  writeFileSync(path.join(root, SPRITE_PATH), categorySprite());
  console.log(`wrote ${SPRITE_PATH} (${categories.length} icons)`);
}
