/**
 * The host a build is made for, `DEPLOY_HOST` at build time (default `static`). Hosts differ in who
 * answers the site's forwards (src/lib/redirects.ts) and in what a `_redirects` file may hold; the
 * guide is docs/deploy.md.
 */

/** What the build writes for a host. */
export interface HostOutput {
  /**
   * A static forwarding page at every old address. Only for hosts without rules: Netlify serves an
   * existing file before an unforced `_redirects` rule, so the pages would stop its 301s from firing
   * (and Cloudflare refuses the forced `301!` form that would get past them).
   */
  forwardingPages: boolean;
  /** The `/en/* /en/404.html 404` rule: Cloudflare refuses rules with status 404 (it finds the nearest 404.html itself). */
  notFoundRule: boolean;
}

export const DEPLOY_HOSTS = {
  // GitHub Pages, S3 and any server without deploy/nginx: the pages forward; _redirects is unused there.
  static: { forwardingPages: true, notFoundRule: true },
  netlify: { forwardingPages: false, notFoundRule: true },
  cloudflare: { forwardingPages: false, notFoundRule: false },
  // deploy/nginx answers every forward and each language's 404 itself.
  nginx: { forwardingPages: false, notFoundRule: false },
} as const satisfies Record<string, HostOutput>;

export type DeployHost = keyof typeof DEPLOY_HOSTS;

/** The host named by DEPLOY_HOST; an unknown name stops the build rather than guess. */
export function deployHost(env: NodeJS.ProcessEnv = process.env): DeployHost {
  const name = env.DEPLOY_HOST?.trim() || 'static';
  if (Object.hasOwn(DEPLOY_HOSTS, name)) return name as DeployHost;
  throw new Error(`DEPLOY_HOST=${name} is not a host this build knows; use one of ${Object.keys(DEPLOY_HOSTS).join(', ')} (docs/deploy.md)`);
}
