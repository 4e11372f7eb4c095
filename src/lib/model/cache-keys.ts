/**
 * What each page's `cacheKey` is made of, written down here and nowhere else. Astro's incremental builds
 * (`experimental.incrementalBuild`, astro.config.mjs) copy a page from the previous build instead of
 * rendering it when its route's module graph is unchanged (Astro hashes the code, our components and
 * dictionaries included) and its `cacheKey` is the one it had. So a key must name every value the page
 * renders that the code does not hold: catalog data, the price history, the build day's state of each
 * deal, and the settings below. A key that leaves one out publishes a stale page: the incremental build
 * test (tests/build/incremental.test.ts) changes each kind of input in a fixture catalog and compares the
 * whole output, byte for byte, with a clean full build of the same content.
 *
 * | route                          | key                                                                      |
 * | ------------------------------ | ------------------------------------------------------------------------ |
 * | product, listing, home,        | the page's props, each deal in them as its `dealKey`, + SITE_INPUTS      |
 * | profile (its suggested deals)  |                                                                          |
 * | static page                    | its props, the markdown entry as its digest, + SITE_INPUTS               |
 * | offline                        | its props (locale, alternates) + SITE_INPUTS                             |
 * | feeds, deal shards             | their props (the feed's items, the shard's deals and day) + SITE_INPUTS  |
 * | search, sitemaps, 404, robots  | none: always rendered (the search page carries the build's id; the      |
 * |                                | sitemaps are read from every route; the others are one file each)       |
 *
 * SITE_INPUTS also names the site's scripts and stylesheets as the client build wrote them. Astro's
 * module graph of a page does not see how its code was bundled: the shared `site` files hold modules of
 * other pages too, so a change to a card's stylesheet renamed the `site.css` the profile page links to,
 * and the profile page, whose own graph had not changed, was reused with a link to a file no longer
 * published (found by the test above). Astro writes the client build before it renders any page.
 *
 * A deal's `dealKey` (build-model.ts) is its fields as the page's language shows them, the digest of
 * the markdown entry whose body it renders, what the price history says of it (which a product page draws
 * as a chart ending on the build day: that day is in the key only for deals with a chart), and its state
 * on the build day: ended, unavailable and price too old (fields) and ending soon. Dates the pages print are calendar dates; the
 * browser says them in words ("há 2 dias") and marks a deal's last 48 hours from the end moment the page
 * carries (src/lib/relative-time.ts), so no other part of a page changes with the day or the hour.
 */
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { BUILD_DAY } from '../catalog.ts';
import { site } from '../../config/site.ts';
import { siteOutDir } from '../../content/paths.ts';

/** Raised when keys must change everywhere at once (the rules above changed without a code change Astro sees). */
const KEY_VERSION = 1;

/** The names of the scripts and stylesheets of the client build in `outDir` (none in the dev server, which builds no keys it uses). */
export function clientFiles(outDir = siteOutDir()): string[] {
  const dir = path.join(outDir, '_astro');
  try {
    return readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.(m?js|css)$/.test(name))
      .sort();
  } catch {
    return [];
  }
}

/**
 * What every page reads that is neither in its props nor in Astro's module graph: the site's address
 * (also in Astro's config hash), the footer's year, the island runtime's mode (src/lib/island-scripts.ts)
 * and the client build's file names (above).
 */
export const SITE_INPUTS = {
  version: KEY_VERSION,
  origin: site.origin,
  year: BUILD_DAY.getUTCFullYear(),
  nodeEnv: process.env.NODE_ENV ?? '',
  clientFiles: digest(clientFiles().join('\n')),
} as const;

/** The parts of a markdown entry that decide what it renders: Astro tracks the entry's own imports beside it. */
interface EntryLike {
  collection: string;
  id: string;
  digest?: string;
}

const isEntry = (value: object): value is EntryLike => 'collection' in value && 'id' in value && 'digest' in value;
const isDeal = (value: object): boolean => 'bodyEntry' in value;

/**
 * The key of a page rendering `inputs`: a hash of them, of SITE_INPUTS, and of each deal in them as
 * `dealKey` names it. A deal `dealKey` does not know, or any value JSON cannot say, throws: a key that
 * silently dropped part of a page's data would publish stale pages.
 */
export function pageKey(inputs: unknown, dealKey: (deal: object) => string | undefined): string {
  return digest(keyJson([SITE_INPUTS, inputs], dealKey));
}

/**
 * An imported picture's data without telling Astro the page uses the original file. Astro's picture
 * objects are proxies that mark the original as used, and so publish it, on any property read but
 * `clone`, which returns a plain copy (astro/dist/assets/utils/proxy.js); tests/e2e/photos.spec.ts fails
 * if an original is published. Undefined for any other value.
 */
function pictureData(value: object): object | undefined {
  const copy: unknown = (value as { clone?: unknown }).clone;
  return copy && typeof copy === 'object' && 'src' in copy && 'width' in copy ? copy : undefined;
}

/** `value` as the JSON a key hashes: deals as `dealKey` names them, markdown entries as their digest, pictures as their data. */
export function keyJson(value: unknown, dealKey: (deal: object) => string | undefined = () => undefined): string {
  return JSON.stringify(value, (name, value: unknown) => {
    if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') {
      throw new Error(`cache key: "${name}" is a ${typeof value}, which a key cannot name; pass its data instead`);
    }
    if (value === null || typeof value !== 'object') return value;
    if (isDeal(value)) {
      const key = dealKey(value);
      if (key === undefined) throw new Error(`cache key: "${name}" is a deal the build model does not know; take deals from the model`);
      return { deal: key };
    }
    if (isEntry(value)) return { collection: value.collection, id: value.id, digest: value.digest };
    if (value instanceof Map || value instanceof Set) throw new Error(`cache key: "${name}" is a ${value.constructor.name}; pass an array or an object`);
    return pictureData(value) ?? value;
  });
}

/** A short hash of `text`. */
export function digest(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 32);
}
