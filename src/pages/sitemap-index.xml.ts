import type { APIRoute } from 'astro';
import { getSitemapItems } from '../lib/model/routes';
import { sitemapFileCount, sitemapIndexXml } from '../lib/sitemap';

/** The sitemap index that robots.txt announces. */
export const GET: APIRoute = async () =>
  new Response(await sitemapIndexXml(sitemapFileCount((await getSitemapItems()).length)), {
    headers: { 'Content-Type': 'application/xml' },
  });
