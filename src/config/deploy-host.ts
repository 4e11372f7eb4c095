/**
 * The host a build is made for, `DEPLOY_HOST` at build time (default `static`). Hosts differ in who
 * answers the site's forwards (src/lib/redirects.ts) and in what a `_redirects` file may hold; the
 * guide is docs/deploy.md.
 */

/** The files the build writes for hosts that read them (Netlify, Cloudflare Pages); never pages of the site. */
export const HOST_RULE_FILES = { headers: '_headers', redirects: '_redirects' } as const;

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
  /** What the host accepts of one deploy (docs/deploy.md, "Limits", with each host's source); the build warns past them. */
  limits: HostLimits;
}

/** A host's limits on a deploy; an absent one is not limited. */
export interface HostLimits {
  /** Who sets them, as the warnings name it. */
  host?: string;
  /** Files in the whole site, and the plan that allows them. */
  files?: { most: number; plan: string }[];
  /** Entries (files and folders) in one folder. */
  filesPerFolder?: number;
  /** Bytes of the whole site. */
  bytes?: number;
}

/** What a build wrote, as the limits count it. */
export interface OutputStats {
  files: number;
  bytes: number;
  /** The folder with the most entries (files and folders), and how many. */
  largestFolder: { path: string; files: number };
}

export const DEPLOY_HOSTS = {
  // GitHub Pages, S3 and any server without deploy/nginx: the pages forward; _redirects is unused there.
  // GitHub Pages takes 1 GB per site (its terms also exclude mainly commercial sites: docs/deploy.md).
  static: { forwardingPages: true, notFoundRule: true, limits: { host: 'GitHub Pages', bytes: 1_000_000_000 } },
  netlify: { forwardingPages: false, notFoundRule: true, limits: { host: 'Netlify', filesPerFolder: 54_000 } },
  cloudflare: {
    forwardingPages: false,
    notFoundRule: false,
    limits: {
      host: 'Cloudflare Pages',
      files: [
        { most: 20_000, plan: 'the Free plan' },
        { most: 100_000, plan: 'paid plans, with PAGES_WRANGLER_MAJOR_VERSION=4 set in the project' },
      ],
    },
  },
  // deploy/nginx answers every forward and each language's 404 itself; only its disk limits it.
  nginx: { forwardingPages: false, notFoundRule: false, limits: {} },
} as const satisfies Record<string, HostOutput>;

export type DeployHost = keyof typeof DEPLOY_HOSTS;

/** The host named by DEPLOY_HOST; an unknown name stops the build rather than guess. */
export function deployHost(env: NodeJS.ProcessEnv = process.env): DeployHost {
  const name = env.DEPLOY_HOST?.trim() || 'static';
  if (Object.hasOwn(DEPLOY_HOSTS, name)) return name as DeployHost;
  throw new Error(`DEPLOY_HOST=${name} is not a host this build knows; use one of ${Object.keys(DEPLOY_HOSTS).join(', ')} (docs/deploy.md)`);
}

/**
 * What in a build the host named by `host` would refuse, one sentence per limit passed (empty when the build
 * fits): a catalog that outgrows its host is told at build time, not by a failed deploy.
 */
export function hostLimitWarnings(host: DeployHost, stats: OutputStats): string[] {
  const limits: HostLimits = DEPLOY_HOSTS[host].limits;
  const name = limits.host ?? host;
  const n = (value: number) => value.toLocaleString('en');
  const warnings: string[] = [];
  const plans = limits.files ?? [];
  const over = plans.filter((p) => stats.files > p.most);
  if (over.length > 0) {
    const last = over.at(-1)!;
    const fits = plans.find((p) => stats.files <= p.most);
    const then = fits ? `it fits ${fits.plan} (at most ${n(fits.most)})` : 'serve this catalog from nginx or object storage behind a CDN';
    warnings.push(`${n(stats.files)} files: ${name} takes at most ${n(last.most)} on ${last.plan}; ${then}`);
  }
  if (limits.filesPerFolder !== undefined && stats.largestFolder.files > limits.filesPerFolder) {
    warnings.push(`${n(stats.largestFolder.files)} files in ${stats.largestFolder.path}: ${name} takes at most ${n(limits.filesPerFolder)} in one folder`);
  }
  if (limits.bytes !== undefined && stats.bytes > limits.bytes) {
    warnings.push(`${(stats.bytes / 1e9).toFixed(2)} GB: ${name} takes at most ${(limits.bytes / 1e9).toFixed(0)} GB per site`);
  }
  return warnings;
}
