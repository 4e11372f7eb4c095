/**
 * The editing form (Keystatic) over the catalog's markdown files, served by `npm run dev` at /keystatic
 * (tools/cms/integration.ts adds it to the dev server only). Files are read and written in the catalog
 * folder on disk; with PUBLIC_KEYSTATIC_GITHUB_REPO=owner/name they are read and committed on GitHub
 * instead (docs/editing.md explains both).
 */
import { config } from '@keystatic/core';
import { productsEn, productsPt } from './tools/cms/product-form.ts';

const githubRepo = import.meta.env.PUBLIC_KEYSTATIC_GITHUB_REPO as `${string}/${string}` | undefined;

export default config({
  // On GitHub the paths are the repository's, so the catalog folder is their prefix.
  storage: githubRepo ? { kind: 'github', repo: githubRepo, pathPrefix: 'content' } : { kind: 'local' },
  locale: 'pt-BR',
  ui: {
    brand: { name: 'Top Ofertas' },
    navigation: { Ofertas: ['productsPt', 'productsEn'] },
  },
  collections: { productsPt, productsEn },
});
