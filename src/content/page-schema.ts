/**
 * The one definition of a static page file (content/pages/{pt,en}/{slug}.md: contact, FAQ, policies).
 * Astro's `pages` collection (src/content.config.ts) and the checker (validate.ts) both use it.
 */
import { z } from 'zod';
import { locales } from '../i18n/locales.ts';
import { RETIRED_ROUTES } from '../config/site.ts';
import { dateField } from './schema.ts';

/** Schema of a static page's front matter; the markdown body is the page text. */
export const pageSchema = z.strictObject({
  /** Page heading (h1) and the first part of the browser title. */
  title: z.string({ error: 'is required: the page heading' }).trim().min(3, 'needs at least 3 characters').max(80, 'must be at most 80 characters'),
  /** Meta description: one sentence for search results, at most 160 characters. */
  description: z
    .string({ error: 'is required: one sentence for search results' })
    .trim()
    .min(20, 'needs at least 20 characters')
    .max(160, 'must be at most 160 characters (search results cut longer ones)'),
  /** When the text last changed; shown on the page as "last updated". */
  updatedAt: dateField,
});

/**
 * File names that cannot be static pages because the address already belongs to something else:
 * a language folder, a section of the store, or a retired route that forwards to the home page.
 */
export const RESERVED_PAGE_SLUGS: readonly string[] = [...locales, 'category', 'product', 'search', 'go', 'offline', 'pagefind', '404', ...RETIRED_ROUTES];
