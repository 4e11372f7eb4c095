/**
 * The workflow's deploy job stops a build its host would refuse before the upload step, naming the limit
 * and the choices (scripts/deploy-check.ts). Runs the step's own command with bash, in a folder that has the
 * repository's scripts and sources but no node_modules (the job runs no npm ci), over real files.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, truncateSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { load } from 'js-yaml';

type Step = { name?: string; uses?: string; run?: string; env?: Record<string, string> };
const workflow = load(readFileSync('.github/workflows/ci.yml', 'utf8')) as { jobs: Record<string, { steps?: Step[] }> };
const steps = workflow.jobs.deploy!.steps!;
const check = steps.find((step) => step.name === 'Check that the host takes this build')!;

const tmp = mkdtempSync(path.join(tmpdir(), 'deploy-check-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
let count = 0;

/** A job workspace: the repository's files the step may use, and a dist/ of `files` small files. */
function workspace(files: number, extra: Record<string, number> = {}): string {
  const dir = path.join(tmp, `ws-${++count}`);
  mkdirSync(path.join(dir, 'dist/product'), { recursive: true });
  for (const name of ['scripts', 'src', 'package.json']) symlinkSync(path.resolve(name), path.join(dir, name));
  writeFileSync(path.join(dir, 'dist/index.html'), 'home');
  for (let i = 1; i < files; i++) writeFileSync(path.join(dir, 'dist/product', `${i}.html`), '');
  for (const [name, bytes] of Object.entries(extra)) {
    writeFileSync(path.join(dir, 'dist', name), '');
    truncateSync(path.join(dir, 'dist', name), bytes);
  }
  return dir;
}

/** The step's command as the job runs it, with its env (the repository variable DEPLOY_PLAN as given). */
function run(cwd: string, plan?: string) {
  const env = { ...check.env, DEPLOY_PLAN: plan ?? 'free', GITHUB_ACTIONS: 'true', PATH: `${path.dirname(process.execPath)}:/usr/bin:/bin` };
  return spawnSync('bash', ['--norc', '--noprofile', '-e', '-c', check.run!], { cwd, encoding: 'utf8', env });
}

describe("the deploy job's host check", () => {
  it('comes after the checkout and before the upload, and checks the host the build was made for', () => {
    const at = (predicate: (step: Step) => boolean) => steps.findIndex(predicate);
    expect(at((s) => s === check)).toBeGreaterThan(at((s) => s.uses?.startsWith('actions/checkout') ?? false));
    expect(at((s) => s === check)).toBeGreaterThan(at((s) => s.uses?.startsWith('actions/download-artifact') ?? false));
    expect(at((s) => s === check)).toBeLessThan(at((s) => s.name === 'Deploy dist/ with wrangler'));
    const build = workflow.jobs.build!.steps!.find((s) => s.run === 'npm run build')!;
    expect(check.env?.DEPLOY_HOST).toBe(build.env?.DEPLOY_HOST);
    expect(check.env?.DEPLOY_PLAN).toBe("${{ vars.DEPLOY_PLAN || 'free' }}");
  });

  // One site of 20,001 files (writing them is most of this file's time), then one less.
  const big = workspace(20_001);

  it('stops a build over the Free plan’s 20,000 files, naming the limit and the choices', { timeout: 60_000 }, () => {
    const result = run(big);
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines[0]).toBe(
      '::error::deploy-check: DEPLOY_HOST=cloudflare (free plan) would refuse dist, so nothing was uploaded: 20,001 files: Cloudflare Pages takes at most 20,000 on the Free plan',
    );
    expect(lines.slice(2).join('\n')).toMatch(/paid plans, with PAGES_WRANGLER_MAJOR_VERSION=4 .* DEPLOY_PLAN=paid\n.*Netlify.*\n.*nginx.*\n.*fewer deals/);
  });

  it('takes 20,001 files on a paid plan, and 20,000 on the Free plan', { timeout: 60_000 }, () => {
    const paid = run(big, 'paid');
    expect(paid.status, paid.stderr).toBe(0);
    expect(paid.stdout).toContain('DEPLOY_HOST=cloudflare (paid plan) takes dist: 20,001 files');
    unlinkSync(path.join(big, 'dist/product/1.html'));
    const free = run(big);
    expect(free.status, free.stderr).toBe(0);
    expect(free.stdout).toContain('takes dist: 20,000 files');
  });

  it('stops a file over 25 MiB on any plan', () => {
    const result = run(workspace(10, { 'big.json': 25 * 1024 * 1024 + 1 }), 'paid');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('big.json is 25.0 MiB: Cloudflare Pages takes at most 25 MiB per file');
  });

  it('refuses a plan it does not know rather than guess', () => {
    const result = run(workspace(1), 'pro');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('DEPLOY_PLAN=pro is not a plan this check knows; use free or paid');
  });
});
