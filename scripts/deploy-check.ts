/**
 * `node scripts/deploy-check.ts DIR`: stops a deploy the host would refuse before anything is uploaded. Counts
 * DIR as hosts count it and checks it against the limits of DEPLOY_HOST on DEPLOY_PLAN (free unless `paid`;
 * src/config/deploy-host.ts); exits 1 naming each limit passed and the choices, 0 when the host takes it.
 * The workflow's deploy job runs it before the upload. Runs on Node 24 alone, without `npm ci`: it imports
 * only Node's own modules and these two files.
 */
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEPLOY_HOSTS, deployHost, deployRefusal, type DeployPlan, type HostLimits } from '../src/config/deploy-host.ts';
import { readOutput } from './build/output-stats.ts';

/** DEPLOY_PLAN as given (default `free`): hosts with per-plan limits are held to the smallest unless told `paid`; anything else stops rather than guess. */
export function deployPlan(env: NodeJS.ProcessEnv = process.env): DeployPlan {
  const plan = env.DEPLOY_PLAN?.trim() || 'free';
  if (plan === 'free' || plan === 'paid') return plan;
  throw new Error(`DEPLOY_PLAN=${plan} is not a plan this check knows; use free or paid (docs/deploy.md, "Limits")`);
}

/** The lines to print, and whether the deploy may go on. */
export async function deployCheck(dir: string, env: NodeJS.ProcessEnv = process.env): Promise<{ ok: boolean; lines: string[] }> {
  const host = deployHost(env);
  const plan = deployPlan(env);
  const stats = await readOutput(dir);
  const limits: HostLimits = DEPLOY_HOSTS[host].limits;
  const on = `DEPLOY_HOST=${host}${limits.files ? ` (${plan} plan)` : ''}`;
  const summary = `${stats.files.toLocaleString('en')} files, ${(stats.bytes / 1e6).toFixed(1)} MB, largest file ${stats.largestFile.path} (${(stats.largestFile.bytes / 1e6).toFixed(1)} MB)`;
  const refusal = deployRefusal(host, stats, plan);
  if (!refusal) return { ok: true, lines: [`deploy-check: ${on} takes ${dir}: ${summary}`] };
  // `::error::` is GitHub Actions' annotation: the run's summary shows the line.
  const error = env.GITHUB_ACTIONS === 'true' ? '::error::' : '';
  return {
    ok: false,
    lines: [
      `${error}deploy-check: ${on} would refuse ${dir}, so nothing was uploaded: ${refusal.limits.join('; ')}`,
      `deploy-check: ${summary}. Choices:`,
      ...refusal.choices.map((choice) => `  - ${choice}`),
    ],
  };
}

// Node runs a script from its real path: compare real paths, so a link to scripts/ runs it too.
if (process.argv[1] && realpathSync(path.resolve(process.argv[1])) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node scripts/deploy-check.ts DIR   (DEPLOY_HOST, DEPLOY_PLAN=free|paid)');
    process.exit(2);
  }
  try {
    const { ok, lines } = await deployCheck(dir);
    for (const line of lines) (ok ? console.log : console.error)(line);
    process.exitCode = ok ? 0 : 1;
  } catch (error) {
    console.error(`deploy-check: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
