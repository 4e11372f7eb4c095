/**
 * The git side of a price check: it never touches a tree with an editor's uncommitted change, and it
 * commits what it wrote as one commit by the price-check identity whose message lists each change.
 */
import { execFileSync } from 'node:child_process';

/** The identity of the nightly commits (PRICE_BOT_NAME / PRICE_BOT_EMAIL override it). */
export function botIdentity(env: NodeJS.ProcessEnv = process.env): { name: string; email: string } {
  return { name: env.PRICE_BOT_NAME || 'Top Ofertas price check', email: env.PRICE_BOT_EMAIL || 'price-check@users.noreply.github.com' };
}

const git = (cwd: string, args: string[], env?: NodeJS.ProcessEnv) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });

/** Why `dir` cannot be written by a check (not in git, or changes not committed), or undefined when it can. */
export function dirtyReason(dir: string): string | undefined {
  try {
    git(dir, ['rev-parse', '--is-inside-work-tree']);
  } catch {
    return `${dir} is not in a git checkout; --write only runs in one, so every price change is a commit`;
  }
  const status = git(dir, ['status', '--porcelain', '--untracked-files=all', '--', '.']).trim();
  if (status === '') return undefined;
  const lines = status.split('\n');
  return `the catalog has uncommitted changes (${lines.slice(0, 5).join('; ')}${lines.length > 5 ? `; ${lines.length - 5} more` : ''}); commit or stash them first: a check never writes over an editor's work`;
}

/** Puts the check's `files` (all under `dir`) back as the last commit has them: a write that failed content:check. */
export function restoreFiles(dir: string, files: readonly string[]): void {
  // The tree was clean before the check (dirtyReason), so restoring everything under `dir` undoes exactly its writes.
  if (files.length > 0) git(dir, ['checkout', '--', '.']);
}

/** Commits the check's `files` (all under `dir`) as the bot with `message`; returns the commit id. */
export function commitAsBot(dir: string, files: readonly string[], message: string, env: NodeJS.ProcessEnv = process.env): string {
  const { name, email } = botIdentity(env);
  const who = { GIT_AUTHOR_NAME: name, GIT_AUTHOR_EMAIL: email, GIT_COMMITTER_NAME: name, GIT_COMMITTER_EMAIL: email };
  // The tree was clean before the check (dirtyReason), so everything changed under `dir` is the check's.
  if (files.length === 0) throw new Error('nothing to commit');
  git(dir, ['add', '--all', '--', '.']);
  git(dir, ['commit', '--quiet', '--no-verify', '-m', message], who);
  return git(dir, ['rev-parse', 'HEAD']).trim();
}
