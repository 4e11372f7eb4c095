/**
 * Keystatic's API route, reading and writing under the catalog root (CONTENT_DIR or content/) rather than
 * the repository root, so the form edits the catalog the dev server shows, and only it; it answers the
 * form's own requests only (./api-guard.ts).
 */
import type { APIContext } from 'astro';
import { makeHandler } from '@keystatic/astro/api';
import config from '../../keystatic.config.ts';
import { contentRoot } from '../../src/content/paths.ts';
import { apiRefusal } from './api-guard.ts';

export const prerender = false;

const handler = makeHandler({ config, localBaseDirectory: contentRoot() });

export const ALL = (context: APIContext): Response | Promise<Response> => {
  const refusal = apiRefusal(context.request);
  if (refusal) return new Response(`403 Forbidden: ${refusal}\n`, { status: 403, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return handler(context);
};
