/** Keystatic's app over our configuration, for ./form-page.astro (as @keystatic/astro's own page builds it). */
import { makePage } from '@keystatic/astro/ui';
import config from '../../keystatic.config.ts';

export const Keystatic = makePage(config);
