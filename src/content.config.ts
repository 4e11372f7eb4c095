import path from 'node:path';
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { englishProductSchema, productSchema } from './content/schema.ts';
import { pageSchema } from './content/page-schema.ts';
import { contentRoot, productsDir } from './content/paths.ts';
import { locales } from './i18n/locales.ts';

const root = contentRoot();

// The file name is the product id, the same in both folders: that is how English text finds its product.
const byFileName = ({ entry }: { entry: string }) => entry.replace(/\.md$/, '');

const products = defineCollection({
  loader: glob({ pattern: '*.md', base: productsDir(root, 'pt'), generateId: byFileName }),
  schema: ({ image }) => productSchema(image()),
});

const productsEn = defineCollection({
  loader: glob({ pattern: '*.md', base: productsDir(root, 'en'), generateId: byFileName }),
  schema: englishProductSchema,
});

// Static pages (contact, FAQ, policies) of both languages; the id keeps the folder: "pt/contact", "en/faq".
// Only files a route can serve are loaded; content:check reports any other file under pages/.
const pages = defineCollection({
  loader: glob({ pattern: `{${locales.join(',')}}/*.md`, base: path.join(root, 'pages'), generateId: byFileName }),
  schema: pageSchema,
});

export const collections = { products, productsEn, pages };
