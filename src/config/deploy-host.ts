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
  /** Bytes of one file. */
  fileBytes?: number;
}

/** What a build wrote, as the limits count it. */
export interface OutputStats {
  files: number;
  bytes: number;
  /** The folder with the most entries (files and folders), and how many. */
  largestFolder: { path: string; files: number };
  /** The largest file (its path in the output) and its bytes. */
  largestFile: { path: string; bytes: number };
  /**
   * Files the build made of local photos (pictures under `_astro/`): each local photo is published as
   * about PHOTO_FILES_PER_LOCAL_PHOTO files, a photo on the store's image host as none.
   */
  photoFiles?: number;
}

/** Files one local photo becomes in the output: 3 widths and the link-preview JPEG (docs/deploy.md, "Limits"). */
export const PHOTO_FILES_PER_LOCAL_PHOTO = 4;

/** What of `stats.files` local photos make, as a clause of a warning; empty without any. */
function photoShare(stats: OutputStats): string {
  const photos = stats.photoFiles ?? 0;
  if (photos === 0) return '';
  return ` (${n(photos)} of them are sizes of local photos, about ${PHOTO_FILES_PER_LOCAL_PHOTO} per photo uploaded or committed; a photo on the store's image host adds none)`;
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
      fileBytes: 25 * 1024 * 1024,
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
  const warnings: string[] = [];
  const plans = limits.files ?? [];
  const over = plans.filter((p) => stats.files > p.most);
  if (over.length > 0) {
    const last = over.at(-1)!;
    const fits = plans.find((p) => stats.files <= p.most);
    const then = fits ? `it fits ${fits.plan} (at most ${n(fits.most)})` : 'serve this catalog from nginx or object storage behind a CDN';
    warnings.push(`${n(stats.files)} files${photoShare(stats)}: ${name} takes at most ${n(last.most)} on ${last.plan}; ${then}`);
  }
  return [...warnings, ...sizeLimitsPassed(limits, stats)];
}

/** The limits other than the file count (the same on every plan) that a build passes, one sentence each. */
function sizeLimitsPassed(limits: HostLimits, stats: OutputStats): string[] {
  const name = limits.host ?? 'the host';
  const passed: string[] = [];
  if (limits.filesPerFolder !== undefined && stats.largestFolder.files > limits.filesPerFolder) {
    passed.push(`${n(stats.largestFolder.files)} files in ${stats.largestFolder.path}: ${name} takes at most ${n(limits.filesPerFolder)} in one folder`);
  }
  if (limits.bytes !== undefined && stats.bytes > limits.bytes) {
    passed.push(`${(stats.bytes / 1e9).toFixed(2)} GB: ${name} takes at most ${(limits.bytes / 1e9).toFixed(0)} GB per site`);
  }
  if (limits.fileBytes !== undefined && stats.largestFile.bytes > limits.fileBytes) {
    passed.push(`${stats.largestFile.path} is ${mib(stats.largestFile.bytes)} MiB: ${name} takes at most ${mib(limits.fileBytes)} MiB per file`);
  }
  return passed;
}

const n = (value: number) => value.toLocaleString('en');
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(bytes % (1024 * 1024) === 0 ? 0 : 1);

/** The plan a deploy is made on (DEPLOY_PLAN, read by scripts/deploy-check.ts only: the build is the same on every plan). */
export type DeployPlan = 'free' | 'paid';

/** Why a deploy stops, and what the operator can do instead. */
export interface DeployRefusal {
  /** One sentence per limit passed, with the number and the limit. */
  limits: string[];
  /** The ways out, most direct first. */
  choices: string[];
}

/**
 * What the host named by `host` would refuse of this build on `plan`, checked before anything is
 * uploaded (scripts/deploy-check.ts, in the workflow's deploy job); `undefined` when the host takes it.
 * The build itself only warns (hostLimitWarnings): a build is also useful for another host.
 */
export function deployRefusal(host: DeployHost, stats: OutputStats, plan: DeployPlan = 'free'): DeployRefusal | undefined {
  const limits: HostLimits = DEPLOY_HOSTS[host].limits;
  const name = limits.host ?? host;
  const plans = limits.files ?? [];
  const inUse = plan === 'paid' ? plans.at(-1) : plans[0];
  const refusal: DeployRefusal = { limits: [], choices: [] };
  if (inUse && stats.files > inUse.most) {
    refusal.limits.push(`${n(stats.files)} files${photoShare(stats)}: ${name} takes at most ${n(inUse.most)} on ${inUse.plan}`);
    const bigger = plans.find((p) => p.most > inUse.most && stats.files <= p.most);
    if (bigger) refusal.choices.push(`move the project to ${bigger.plan} (at most ${n(bigger.most)} files), then deploy with DEPLOY_PLAN=paid`);
  }
  refusal.limits.push(...sizeLimitsPassed(limits, stats));
  if (refusal.limits.length === 0) return undefined;
  if (host !== 'netlify') {
    refusal.choices.push('deploy to Netlify (no limit on files per deploy; its Free plan does not cover nightly deploys: docs/deploy.md, "Netlify")');
  }
  refusal.choices.push('serve the site from nginx (deploy/release.sh) or object storage behind a CDN, which take any size (docs/deploy.md)');
  if ((stats.photoFiles ?? 0) > 0 && refusal.limits.some((l) => l.includes(' files'))) {
    refusal.choices.push(
      `use the stores' photo addresses instead of local photos (npm run content:new -- --from-url fills them in: docs/editing.md), each saving about ${PHOTO_FILES_PER_LOCAL_PHOTO} files`,
    );
  }
  refusal.choices.push('publish fewer deals (about 2.1 files per deal: docs/deploy.md, "Limits")');
  return refusal;
}
