/**
 * The static server the Playwright tests use (`astro preview`, playwright.config.ts), started for the
 * engine tests: on the sample port, or reused when one already answers there (as Playwright does
 * outside CI), and on a port of its own for a test that stops its server to go offline.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../../e2e/support/urls.ts';

export interface Preview {
  url: string;
  stop(): Promise<void>;
}

const answers = (url: string) =>
  fetch(url).then(
    (r) => r.ok,
    () => false,
  );

/** Serves a build folder (relative to the repository) on a port until stopped; reuses a server already there when `reuse`. */
export async function preview(port: number, outDir = 'dist', { reuse = false } = {}): Promise<Preview> {
  const url = `http://localhost:${port}`;
  if (reuse && (await answers(`${url}/`))) return { url, stop: async () => undefined };
  // Its own process group: npx, astro and what it starts end together.
  const child = spawn(path.join(REPO_ROOT, 'node_modules/.bin/astro'), ['preview', '--port', String(port), '--ignore-lock'], {
    cwd: REPO_ROOT,
    env: { ...process.env, OUT_DIR: outDir },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // A run that ends without stopping it (a crash, a test runner's exit) leaves no server behind.
  const killOnExit = () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
  };
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode !== null || !child.pid) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  const until = Date.now() + 60_000;
  while (!(await answers(`${url}/`))) {
    if (child.exitCode !== null || Date.now() > until) {
      await stop();
      throw new Error(`astro preview of ${outDir} on port ${port} did not start (run npm run build first?):\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, stop };
}
