/** Why a build Astro was handed a whole cache for reused none of it (scripts/build/incremental-cache.ts). */
import { describe, expect, it } from 'vitest';
import { whyNothingReused, type ManifestHashes } from '../../scripts/build/incremental-cache.ts';

const before: ManifestHashes = { config: 'c1', lockfile: 'l1', routes: { 'product.astro': 'p1', 'category.astro': 'k1' } };

describe('whyNothingReused', () => {
  it('names a configuration change first, then a dependency change, then code every page route shares', () => {
    expect(whyNothingReused(before, { ...before, config: 'c2', lockfile: 'l2' })).toMatch(/^Astro's configuration changed/);
    expect(whyNothingReused(before, { ...before, lockfile: 'l2' })).toBe('the dependencies changed (package-lock.json)');
    expect(whyNothingReused(before, { ...before, routes: { 'product.astro': 'p2', 'category.astro': 'k2' } })).toBe(
      'the code of every route with pages changed',
    );
  });

  it("says every key or code changed when some route kept its code (its pages' keys name the built stylesheets)", () => {
    expect(whyNothingReused(before, { ...before, routes: { 'product.astro': 'p2', 'category.astro': 'k1' } })).toBe(
      "every page's key or its route's code changed (a script or stylesheet every page loads, or data every page shows)",
    );
  });
});
