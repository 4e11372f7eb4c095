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

/**
 * Synonym groups (content/search/synonyms.*.yml). A deal that mentions a term is indexed under every
 * other term of its group, so a group's size is multiplied by every deal that mentions it: one group of
 * 9,400 terms made the indexer use 22.5 GB at 2,000 deals. Shoppers' synonyms are a handful of words.
 */
export const MAX_GROUP_TERMS = 20;

/** Longest synonym term, in characters: a phrase shoppers type, not a sentence. */
export const MAX_TERM_CHARS = 60;

/** Most words in a synonym term: matching a deal's text looks this many words ahead at most. */
export const MAX_TERM_WORDS = 5;

/** Most synonym terms added to one deal's search record; a deal mentioning more groups keeps the first ones. */
export const MAX_SYNONYMS_PER_DEAL = 100;

/** Most tags on one deal, and the longest tag: one 3,200-letter tag made the build 9x slower (3.1 GB). */
export const MAX_TAGS = 20;
export const MAX_TAG_CHARS = 40;

/** Longest highlight, image description, store or brand name, in characters. */
export const MAX_HIGHLIGHT_CHARS = 200;
export const MAX_IMAGE_ALT_CHARS = 200;
export const MAX_NAME_CHARS = 60;

/**
 * Largest product or page file read. A deal is a few KB of text; a pasted page or a file of megabytes is
 * refused before it is read (a 64 MB file cost every build 43 s), its size and this limit named.
 */
export const MAX_CONTENT_FILE_BYTES = 256 * 1024;
