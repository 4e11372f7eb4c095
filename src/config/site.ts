/**
 * Operator settings in one place: the public origin of the site and the social profiles.
 * The origin also feeds astro.config.mjs (`site`), canonical URLs and sitemaps.
 */
export const site = {
  /**
   * Public origin, without a trailing slash. Override at build time with SITE_URL. Read through
   * globalThis: the editing form runs this module in the browser (the stores' day), where there is no process.
   */
  origin: (globalThis.process?.env.SITE_URL ?? 'https://www.topofertas.example').replace(/\/$/, ''),
  /** Social profiles shown as icons in the footer (placeholders until the accounts exist). */
  social: [
    { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/topofertas' },
    { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/topofertas' },
    { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@topofertas' },
  ],
} as const;

/**
 * How many hours the stores' and shoppers' clock, Brasília time (UTC−3, without daylight saving since
 * 2019), is behind UTC. An editor's `expiresAt` is a day on that clock: the deal lasts until its midnight
 * there, which is 03:00 UTC of the next day (src/content/expiry.ts).
 */
export const HOURS_BEHIND_UTC = 3;

/** One social profile entry. */
export type SocialLink = (typeof site.social)[number];

/** Routes the spec sends to the home page (spec §2), in each language; no page may take their names. */
export const RETIRED_ROUTES = ['products', 'cart', 'checkout', 'order-confirmation'] as const;
