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

// Pages render an entry's HTML, never its markdown source (content:check reads the files itself): without
// the source, the store Astro compiles into the build is about half the size (BENCHMARKS.md).
const loader = (pattern: string, base: string) => glob({ pattern, base, generateId: byFileName, retainBody: false });

const products = defineCollection({
  loader: loader('*.md', productsDir(root, 'pt')),
  schema: ({ image }) => productSchema(image()),
});

const productsEn = defineCollection({
  loader: loader('*.md', productsDir(root, 'en')),
  schema: englishProductSchema,
});

// Static pages (contact, FAQ, policies) of both languages; the id keeps the folder: "pt/contact", "en/faq".
// Only files a route can serve are loaded; content:check reports any other file under pages/.
const pages = defineCollection({
  loader: loader(`{${locales.join(',')}}/*.md`, path.join(root, 'pages')),
  schema: pageSchema,
});

export const collections = { products, productsEn, pages };
