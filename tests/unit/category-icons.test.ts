import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SPRITE_PATH, categorySprite } from '../../tools/icons/category-sprite.ts';
import { categories } from '../../src/data/categories.ts';

describe('category icons', () => {
  it('the committed sprite is what the generator writes (run npm run icons:categories after changing an icon)', () => {
    expect(readFileSync(SPRITE_PATH, 'utf8')).toBe(categorySprite());
  });

  it('has one drawing per category, none of them a store photo', () => {
    const sprite = readFileSync(SPRITE_PATH, 'utf8');
    for (const { key } of categories)
      expect(sprite, key).toMatch(new RegExp(`<symbol id="${key}"[^>]*>.*<(path|circle|rect|line|polyline|polygon|ellipse)\\b`));
    expect(sprite).not.toMatch(/<image\b|href=/);
  });
});
