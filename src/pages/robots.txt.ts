import type { APIRoute } from 'astro';
import { site } from '../config/site';
import { robotsTxt } from '../lib/sitemap';

/** robots.txt: crawling is open, and it announces the sitemap index. */
export const GET: APIRoute = () => new Response(robotsTxt(site.origin), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
