/**
 * The workflow's deploy step refuses to run without every setting it needs, naming each one missing,
 * and never deploys a site built for the placeholder address. Runs the step's own script with bash,
 * with a stand-in `npx` that records what it was asked to do.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { load } from 'js-yaml';

type Step = { name?: string; run?: string };
const workflow = load(readFileSync('.github/workflows/ci.yml', 'utf8')) as { jobs: Record<string, { steps?: Step[] }> };
const script = Object.values(workflow.jobs)
  .flatMap((job) => job.steps ?? [])
  .find((step) => step.name === 'Deploy dist/ with wrangler')!.run!;

const bin = mkdtempSync(path.join(tmpdir(), 'deploy-step-'));
writeFileSync(path.join(bin, 'npx'), '#!/bin/sh\necho "npx $*"\n');
chmodSync(path.join(bin, 'npx'), 0o755);
afterAll(() => rmSync(bin, { recursive: true, force: true }));

const ALL = {
  CLOUDFLARE_API_TOKEN: 'token',
  CLOUDFLARE_ACCOUNT_ID: 'account',
  PROJECT: 'top-ofertas',
  SITE_URL: 'https://www.topofertas.com.br',
  SITE_URL_SET: 'https://www.topofertas.com.br',
};
const run = (env: Partial<typeof ALL>) =>
  spawnSync('bash', ['-e', '-c', script], { encoding: 'utf8', env: { PATH: `${bin}:${process.env.PATH}`, GITHUB_SHA: 'abc123', ...env } });

describe('the deploy step', () => {
  it('names every missing setting and deploys nothing', () => {
    const result = run({ SITE_URL: 'https://www.topofertas.example' });
    expect(result.status).toBe(1);
    expect(result.stdout.trim().split('\n')).toEqual([
      '::error::Set the secret CLOUDFLARE_API_TOKEN (docs/deploy.md, Cloudflare Pages)',
      '::error::Set the secret CLOUDFLARE_ACCOUNT_ID (docs/deploy.md, Cloudflare Pages)',
      '::error::Set the variable CLOUDFLARE_PAGES_PROJECT (docs/deploy.md, Cloudflare Pages)',
      '::error::Set the variable SITE_URL (the site was built for https://www.topofertas.example, a placeholder) (docs/deploy.md, Cloudflare Pages)',
    ]);
  });

  it('refuses a site built for the placeholder address even when the host is set up', () => {
    const result = run({ ...ALL, SITE_URL: 'https://www.topofertas.example', SITE_URL_SET: '' });
    expect(result.status).toBe(1);
    expect(result.stdout).not.toContain('npx');
  });

  it('deploys dist/ to the named project when everything is set', () => {
    const result = run(ALL);
    expect(result.status).toBe(0);
    expect(result.stdout.trim()).toBe(
      'npx --yes wrangler@4 pages deploy dist --project-name=top-ofertas --branch=main --commit-hash=abc123 --commit-dirty=true',
    );
  });
});
