import type { APIRoute } from 'astro';
import { robotsTxt } from '../lib/sitemap';

/** robots.txt: crawling is open but for the product pages' `?go` forwards, and it announces the sitemap index. */
export const GET: APIRoute = () => new Response(robotsTxt(), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
