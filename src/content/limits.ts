/**
 * Limits on what an editor (or an imported file) can hand the site, each with its reason. Kept apart
 * from the schema (src/content/schema.ts, which applies them to product files) so the browser's code can
 * use the same numbers without bundling the validator.
 */

/**
 * Highest price a deal or a saved deal may carry, in its currency. No deal costs ten million; a larger
 * number is a slip (or a crafted import), and 1e308 became "caiu R$ ∞" on /profile.
 */
export const MAX_PRICE = 10_000_000;
