/**
 * Astro's island runtime (the `<astro-island>` element) and the header's `client:interaction` directive, as
 * part of the script every page loads, cached with it: Astro writes both inline into each page with an
 * island (~4.7 KB of every page's HTML). The header's island is kept HTML (Memo), and src/lib/memo.ts takes
 * Astro's inline copies out of it; this module is what wakes the island instead. The element upgrades when
 * this deferred module runs, and the directive then waits for the shopper's first touch, as before.
 * For a page's own island (/profile/, `client:load`) Astro may still write its inline scripts as well; the
 * element is defined once either way.
 */
// In this order: the runtime reads the global `Astro`, which registering the directive makes.
import './register-directive';
import 'astro/runtime/server/astro-island.js';
