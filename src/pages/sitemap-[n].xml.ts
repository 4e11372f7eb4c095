import type { APIRoute, InferGetStaticPropsType } from 'astro';
import { getSitemapFilePaths, getSitemapItems } from '../lib/model/routes';
import { sitemapXml } from '../lib/sitemap';

export const getStaticPaths = getSitemapFilePaths;
type Props = InferGetStaticPropsType<typeof getStaticPaths>;

/** One sitemap file: indexable pages of both languages with their alternates. */
export const GET: APIRoute<Props> = async ({ props }) =>
  new Response(await sitemapXml(await getSitemapItems(), props.n), { headers: { 'Content-Type': 'application/xml' } });
