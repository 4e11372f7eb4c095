import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { englishProductSchema, productSchema } from './content/schema.ts';
import { contentRoot, productsDir } from './content/paths.ts';

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

export const collections = { products, productsEn };
