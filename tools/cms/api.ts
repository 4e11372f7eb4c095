/**
 * Keystatic's API route, reading and writing under the catalog root (CONTENT_DIR or content/) rather than
 * the repository root, so the form edits the catalog the dev server shows, and only it.
 */
import { makeHandler } from '@keystatic/astro/api';
import config from '../../keystatic.config.ts';
import { contentRoot } from '../../src/content/paths.ts';

export const prerender = false;

export const ALL = makeHandler({ config, localBaseDirectory: contentRoot() });
