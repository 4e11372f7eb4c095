import path from 'node:path';
import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { glob } from 'astro/loaders';

const root = path.resolve(process.env.CONTENT_DIR ?? '../../content', 'products');
const byFileName = ({ entry }: { entry: string }) => entry.replace(/\.md$/, '');
const text = { title: z.string(), summary: z.string() };

export const collections = {
  pt: defineCollection({
    loader: glob({ pattern: '*.md', base: path.join(root, 'pt'), generateId: byFileName }),
    schema: z.object({ ...text, category: z.string(), price: z.number(), merchant: z.string() }),
  }),
  en: defineCollection({
    loader: glob({ pattern: '*.md', base: path.join(root, 'en'), generateId: byFileName }),
    schema: z.object(text),
  }),
};
