/**
 * What keeps `npm run build` from hurting anything but its own output:
 * - OUT_DIR may not be, contain or lie inside the catalog (CONTENT_DIR), the repository's sources or
 *   node_modules: publishing replaces OUT_DIR, so OUT_DIR=content once deleted the catalog and its .git.
 * - OUT_DIR is replaced only when it is empty or holds a build's output (the marker file every build
 *   writes into it; outputs of the earlier build script are known by their fingerprint file beside them).
 * - One build per OUT_DIR at a time: a lock file beside it names the build holding it, and a second build
 *   fails at once saying so (two builds used to publish a mix of both). A lock whose process is gone is
 *   taken over, and the staging folder that build recorded in it is removed.
 * - One build per checkout at a time, whatever its OUT_DIR: Astro writes the modules generated from the
 *   catalog being built (its pictures among them) into the checkout's .astro/, which every build of the
 *   checkout reads, so two builds of different catalogs at once published each other's picture paths.
 * - Publishing is one atomic step: OUT_DIR is a symbolic link to the published folder, switched by a
 *   rename (switchOutput), so a server reading OUT_DIR never finds it missing.
 * - Each OUT_DIR stages into one folder beside it, `{OUT_DIR}-building`, which only the lock's holder
 *   writes, so no other build's files can end up in its output. Its name never changes: Astro writes
 *   the output folder's path into the modules it hashes for incremental builds, so a new name each
 *   build made every page look changed. A staging folder left by a build that died is removed by the
 *   next build of that OUT_DIR before it starts.
 */
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, realpathSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { rename, rm, symlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';

/** Written into every output: the build replaces or deletes only folders that carry it. */
export const OUTPUT_MARKER = '.top-ofertas-build';

/** Folders of the repository a build must never write into or replace. */
const SOURCE_FOLDERS = ['src', 'scripts', 'tests', 'content', 'public', 'docs', 'bench', '.git', 'node_modules'];

/** A refusal that names the folder and what to do. */
export class OutputGuardError extends Error {
  override name = 'OutputGuardError';
}

/** `p` with symbolic links resolved, also when its last parts do not exist yet. */
function realPath(p: string): string {
  const absolute = path.resolve(p);
  const missing: string[] = [];
  let existing = absolute;
  while (!existsSync(existing)) {
    missing.unshift(path.basename(existing));
    const parent = path.dirname(existing);
    if (parent === existing) break;
    existing = parent;
  }
  return path.join(realpathSync(existing), ...missing);
}

const isInside = (child: string, parent: string) => {
  const relative = path.relative(parent, child);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
};

/** Why `outDir` may not be a build's output folder, or undefined. `repoRoot` is the repository's root. */
export function outputDirProblem(outDir: string, contentDir: string, repoRoot: string): string | undefined {
  const out = realPath(outDir);
  const root = realPath(repoRoot);
  const guarded = [
    { dir: realPath(contentDir), what: 'the catalog (CONTENT_DIR)' },
    ...SOURCE_FOLDERS.map((name) => ({ dir: path.join(root, name), what: `the repository's ${name}/` })),
  ];
  if (out.split(path.sep).includes('node_modules')) return 'lies inside a node_modules folder';
  if (out === root || isInside(root, out)) return 'is or contains the repository itself';
  for (const { dir, what } of guarded) {
    if (out === dir) return `is ${what}`;
    if (isInside(out, dir)) return `lies inside ${what}`;
    if (isInside(dir, out)) return `contains ${what}`;
  }
  return undefined;
}

/** Why the build may not replace the existing `outDir`, or undefined when it may. */
export function ownershipProblem(outDir: string): string | undefined {
  const info = statSync(outDir, { throwIfNoEntry: false });
  if (!info) return undefined;
  if (!info.isDirectory()) return 'is a file, not a folder';
  if (existsSync(path.join(outDir, OUTPUT_MARKER)) || existsSync(`${outDir}.fingerprint`)) return undefined;
  if (readdirSync(outDir).length === 0) return undefined;
  return `holds files no build wrote (it has no ${OUTPUT_MARKER} file), and publishing would delete them`;
}

/** What a lock file records about the build holding it (`output`, its OUT_DIR as shown, is absent in locks of earlier builds). */
type LockRecord = { pid: number; host: string; startedAt: string; token: string; staging: string; output?: string };

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists, it belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(file: string): LockRecord | undefined {
  try {
    const record = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockRecord>;
    return typeof record.pid === 'number' && typeof record.token === 'string' ? (record as LockRecord) : undefined;
  } catch {
    return undefined;
  }
}

/** A lock file being written by a build that has just started is empty for a moment: not stale unless old. */
const UNREADABLE_LOCK_GRACE_MS = 10_000;

function describeHolder(record: LockRecord | undefined, file: string): string {
  if (!record) return `another build is starting (lock file ${file})`;
  const seconds = Math.round((Date.now() - Date.parse(record.startedAt)) / 1000);
  return `another build (pid ${record.pid} on ${record.host}, started ${record.startedAt}, ${seconds} s ago) is writing ${record.output ?? 'it'}`;
}

/** The output folder a build has claimed: where to stage, and how to publish or give up. */
export interface OutputClaim {
  /** This build's own staging folder, beside the output. */
  staging: string;
  /** Marks the staged site as a build's output and puts it in place of the previous one; resolves to the published folder's name. */
  publish(): Promise<string>;
  /** Removes the staging folder. */
  discard(): Promise<void>;
  /** Gives up the locks (done when the process exits). */
  release(): void;
}

/**
 * Checks `outDir` and takes its lock and the checkout's; throws OutputGuardError with the reason when
 * the build must not write there. The locks are released when the process exits.
 */
export function claimOutput(outDir: string, contentDir: string, repoRoot: string, shown: string): OutputClaim {
  const placement = outputDirProblem(outDir, contentDir, repoRoot);
  if (placement) throw new OutputGuardError(`OUT_DIR ${shown} ${placement}; build into a folder of its own, such as dist/ or dist-{name}/`);
  const lockFile = `${outDir}.lock`;
  // The lock sits beside OUT_DIR: a fresh clone has no .cache/ for OUT_DIR=.cache/x yet.
  mkdirSync(path.dirname(outDir), { recursive: true });
  const token = `${process.pid}-${Date.now().toString(36)}`;
  const record: LockRecord = {
    pid: process.pid,
    host: hostname(),
    startedAt: new Date().toISOString(),
    token,
    staging: stagingFolder(outDir),
    output: shown,
  };
  const checkoutLock = path.join(repoRoot, CHECKOUT_LOCK);
  const release = () => {
    for (const file of [checkoutLock, lockFile]) if (readLock(file)?.token === token) unlinkSync(file);
  };
  process.once('exit', release);
  takeLock(
    lockFile,
    record,
    (holder) => `OUT_DIR ${shown} is locked: ${holder}. Wait for it to finish; if no build is running, delete ${lockFile}`,
    (stale) => {
      // The dead build's staging folder is named in its lock: it was that build's own, so it goes
      // (builds before the stable name staged into `{OUT_DIR}-building-{token}`).
      if (stale?.staging?.startsWith(`${outDir}-building`)) rmSync(stale.staging, { recursive: true, force: true });
    },
  );
  // Holding the lock, a staging folder that exists was left by a build that died.
  rmSync(record.staging, { recursive: true, force: true });
  const owner = ownershipProblem(outDir);
  if (owner) throw new OutputGuardError(`OUT_DIR ${shown} ${owner}; empty or move that folder, or choose another OUT_DIR`);
  takeLock(
    checkoutLock,
    record,
    (holder) =>
      `${holder}, and builds of one checkout share Astro's generated modules in .astro/. Wait for it to finish; if no build is running, delete ${checkoutLock}`,
  );
  return {
    staging: record.staging,
    async publish() {
      // A takeover of a lock judged stale could race with another build's: only the holder publishes.
      if (readLock(lockFile)?.token !== token)
        throw new OutputGuardError(`lost the lock of ${shown} to ${describeHolder(readLock(lockFile), lockFile)}; nothing was published`);
      await writeFile(path.join(record.staging, OUTPUT_MARKER), 'Output of npm run build: the next build replaces this whole folder.\n');
      return switchOutput(outDir, record.staging, token);
    },
    discard: () => rm(record.staging, { recursive: true, force: true }),
    release,
  };
}

/** The folders published outputs live in, beside OUT_DIR, which is a symbolic link to the newest. */
const PUBLISHED = '-published-';

/**
 * Puts the staged site in place with one atomic step: OUT_DIR is a symbolic link to the published folder
 * (`{OUT_DIR}-published-{token}`), replaced by a rename of a new link over it, so a server reading OUT_DIR
 * finds the old site or the new one on every request, never no site (two renames of folders left OUT_DIR
 * missing for a moment). The folder just replaced stays until the next publish, for requests that were
 * already reading it; older ones go. An OUT_DIR that is still a plain folder (from builds before this) is
 * swapped the old way once.
 */
export async function switchOutput(outDir: string, staged: string, token: string): Promise<string> {
  const base = path.basename(outDir);
  const published = `${outDir}${PUBLISHED}${token}`;
  await rename(staged, published);
  const link = `${outDir}.switch-${token}`;
  await rm(link, { force: true });
  await symlink(path.basename(published), link);
  const current = lstatSync(outDir, { throwIfNoEntry: false });
  const replaced = current?.isSymbolicLink() ? path.basename(readlinkSync(outDir)) : undefined;
  if (current?.isDirectory()) {
    const retired = `${outDir}-previous-${token}`;
    await rename(outDir, retired);
    await rename(link, outDir);
    await rm(retired, { recursive: true, force: true });
  } else {
    await rename(link, outDir);
  }
  // Every other published folder (older ones, and any a killed build left) is no longer served.
  const kept = new Set([path.basename(published), replaced]);
  const siblings = readdirSync(path.dirname(outDir)).filter((name) => name.startsWith(`${base}${PUBLISHED}`) && !kept.has(name));
  await Promise.all(siblings.map((name) => rm(path.join(path.dirname(outDir), name), { recursive: true, force: true })));
  return path.basename(published);
}

/**
 * The published folder OUT_DIR links to, the one the last publish replaced and kept (when exactly one
 * is), and when that publish happened (the link's own time: a publish creates it and renames it in place).
 */
export function publishedFolders(outDir: string): { current?: string; previous?: string; switchedAt?: number } {
  const link = lstatSync(outDir, { throwIfNoEntry: false });
  if (!link?.isSymbolicLink()) return {};
  const current = path.basename(readlinkSync(outDir));
  const base = path.basename(outDir);
  const others = readdirSync(path.dirname(outDir)).filter((name) => name.startsWith(`${base}${PUBLISHED}`) && name !== current);
  return { current, previous: others.length === 1 ? others[0] : undefined, switchedAt: link.mtimeMs };
}

/** Where builds of `outDir` stage their output (one at a time: the lock's holder). */
export function stagingFolder(outDir: string): string {
  return `${outDir}-building`;
}

/** The lock of the checkout (the repository's root), beside the .astro/ folder it protects. */
export const CHECKOUT_LOCK = '.astro.lock';

/**
 * Creates `lockFile` holding `record`, taking over a lock whose build is gone (`onStale` cleans up after
 * it); throws OutputGuardError with `refusal(holder)` while a live build holds it.
 */
function takeLock(lockFile: string, record: LockRecord, refusal: (holder: string) => string, onStale?: (stale: LockRecord | undefined) => void): void {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(lockFile, JSON.stringify(record), { flag: 'wx' });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readLock(lockFile);
    const stale = holder
      ? holder.host === hostname() && !alive(holder.pid)
      : Date.now() - (statSync(lockFile, { throwIfNoEntry: false })?.mtimeMs ?? 0) > UNREADABLE_LOCK_GRACE_MS;
    if (!stale) throw new OutputGuardError(refusal(describeHolder(holder, lockFile)));
    onStale?.(holder);
    rmSync(lockFile, { force: true });
  }
  throw new OutputGuardError(refusal(`builds starting at the same time hold ${lockFile}; try again`));
}
