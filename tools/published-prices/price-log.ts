/**
 * The git side of the history seed (git-history.ts): which product files each commit of the deployed
 * branch changed, and the files' front matter at those commits. Two git processes whatever the catalog size: one `git log` of the
 * first-parent history (the commits the deployed branch itself went through, merges as one commit whose
 * tree is the resolution) and one `git cat-file --batch` that streams every changed file's text.
 */
import { spawn } from 'node:child_process';

/** Why no history could be read, when it could not; `detail` is git's own words. */
export type GitProblem = { kind: 'not-a-repository' | 'shallow' | 'refused' | 'git-missing' | 'failed'; detail: string };

/** A product file as one commit left it: its id and the object id of its text (undefined: deleted). */
export type FileChange = { id: string; from?: string; blob: string | undefined };

/** One commit of the first-parent history, oldest first. `ignored`: the editor marked it (IGNORE_TRAILER). */
export type LogCommit = { hash: string; date: Date; ignored: boolean; changes: FileChange[] };

/** The commit-message trailer an editor adds to keep a commit's prices out of the history. */
export const IGNORE_TRAILER = 'Price-History';

const COMMIT_MARK = '\u0001';
const ZERO = /^0+$/;

/** `git log` arguments: first parent only, merges diffed against their first parent, renames followed. */
export const GIT_LOG_ARGS = [
  '-c',
  'core.quotePath=false',
  'log',
  '--first-parent',
  '--diff-merges=first-parent',
  '--reverse',
  '-M',
  '--raw',
  '--no-abbrev',
  '--relative',
  `--format=${COMMIT_MARK}%H %ct %(trailers:key=${IGNORE_TRAILER},valueonly,separator=%x2C)`,
  '--',
  '.',
];

type Run = { code: number | null; stdout: string; stderr: string; spawnError?: Error };

function run(dir: string, args: readonly string[], onLine?: (line: string) => void): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn('git', args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      out += chunk;
      if (!onLine) return;
      const lines = out.split('\n');
      out = lines.pop()!;
      for (const line of lines) onLine(line);
    });
    child.stderr.on('data', (chunk: string) => (err += chunk));
    child.on('error', (spawnError) => resolve({ code: null, stdout: out, stderr: err, spawnError }));
    child.on('close', (code) => {
      if (onLine && out) onLine(out);
      resolve({ code, stdout: out, stderr: err });
    });
  });
}

/** What stops `dir`'s history from being read, or undefined when it is a full (not shallow) clone. */
export async function gitProblem(dir: string): Promise<GitProblem | undefined> {
  const probe = await run(dir, ['rev-parse', '--is-shallow-repository']);
  const detail = probe.stderr.trim().split('\n')[0] ?? '';
  if (probe.spawnError) return { kind: 'git-missing', detail: probe.spawnError.message };
  if (/dubious ownership/i.test(probe.stderr)) return { kind: 'refused', detail };
  if (/not a git repository/i.test(probe.stderr) || (probe.code !== 0 && /ENOENT|cannot change to/i.test(probe.stderr))) {
    return { kind: 'not-a-repository', detail };
  }
  if (probe.code !== 0) return { kind: 'failed', detail: detail || `git exited with ${probe.code}` };
  if (probe.stdout.trim() !== 'false') return { kind: 'shallow', detail: 'the clone is shallow' };
  return undefined;
}

const idOf = (file: string) => (file.endsWith('.md') && !file.includes('/') ? file.slice(0, -3) : undefined);

/** Parses `git log` output (GIT_LOG_ARGS) line by line into commits; `onBlob` hears of each file text as it is named. */
export class LogParser {
  readonly commits: LogCommit[] = [];
  private readonly onBlob: (blob: string) => void;

  constructor(onBlob: (blob: string) => void = () => undefined) {
    this.onBlob = onBlob;
  }

  line(text: string): void {
    if (text.startsWith(COMMIT_MARK)) {
      const [hash = '', seconds = '0', ...trailer] = text.slice(1).split(' ');
      const ignored = trailer
        .join(' ')
        .split(',')
        .some((value) => value.trim().toLowerCase() === 'ignore');
      this.commits.push({ hash, date: new Date(Number(seconds) * 1000), ignored, changes: [] });
      return;
    }
    if (!text.startsWith(':')) return;
    // ":100644 100644 <old> <new> M\tpath" or "... R100\told\tnew".
    const [meta = '', ...paths] = text.split('\t');
    const [, , , blob = '', status = ''] = meta.split(' ');
    const commit = this.commits.at(-1);
    if (!commit) return;
    const to = idOf(paths.at(-1) ?? '');
    const from = status.startsWith('R') ? idOf(paths[0] ?? '') : undefined;
    // Moved out of the product folder's top level: no longer a product.
    if (to === undefined) {
      if (from !== undefined) commit.changes.push({ id: from, blob: undefined });
      return;
    }
    const kept = status === 'D' || ZERO.test(blob) ? undefined : blob;
    commit.changes.push({ id: to, from, blob: kept });
    if (kept) this.onBlob(kept);
  }
}

/**
 * Reads the first-parent commits that touched product files in `dir` (oldest first) and hands each
 * named file's front matter to `onText` (undefined: missing, or front matter longer than MAX_FRONT_MATTER_BYTES) as `git cat-file --batch` streams it, while the log is still being read.
 * Undefined when git failed.
 */
export async function readLogAndTexts(dir: string, onText: (blob: string, text: string | undefined) => void): Promise<LogCommit[] | undefined> {
  const texts = new BlobReader(dir, onText);
  const requested = new Set<string>();
  const parser = new LogParser((blob) => {
    if (requested.has(blob)) return;
    requested.add(blob);
    texts.request(blob);
  });
  const done = await run(dir, GIT_LOG_ARGS, (line) => parser.line(line));
  await texts.end();
  return done.code === 0 ? parser.commits : undefined;
}

/**
 * Most bytes of one file version kept: its front matter must end within them. A file's body is never
 * kept (a 64 MB file in history once cost every build 43 s); the bytes past this are skipped as git streams them.
 */
export const MAX_FRONT_MATTER_BYTES = 64 * 1024;

/**
 * The front matter of a file's first bytes (through its closing `---` line), the whole text when it has
 * none (the YAML reader then says why), or undefined when the front matter does not end within them.
 */
export function frontMatterOnly(head: string, truncated: boolean): string | undefined {
  if (!/^---[ \t]*\r?\n/.test(head)) return truncated ? undefined : head;
  const close = /\r?\n---[ \t]*(?:\r?\n|$)/g;
  close.lastIndex = 3;
  const end = close.exec(head);
  if (!end) return truncated ? undefined : head;
  return head.slice(0, end.index + end[0].length);
}

/** One `git cat-file --batch`: object ids in, each object's front matter out, in order (see MAX_FRONT_MATTER_BYTES). */
class BlobReader {
  private readonly child;
  private readonly queue: string[] = [];
  private header: Buffer = Buffer.alloc(0);
  /** The object being streamed: bytes still to come (its trailing newline included) and the first ones kept. */
  private object: { id: string; left: number; size: number; kept: Buffer[]; keptBytes: number } | undefined;
  private readonly closed: Promise<void>;

  constructor(dir: string, onText: (blob: string, text: string | undefined) => void) {
    this.child = spawn('git', ['cat-file', '--batch'], { cwd: dir, stdio: ['pipe', 'pipe', 'ignore'] });
    this.child.stdin.on('error', () => undefined);
    this.child.stdout.on('data', (chunk: Buffer) => {
      let rest = chunk;
      while (rest.length) {
        if (this.object) {
          const object = this.object;
          const take = Math.min(rest.length, object.left);
          const room = MAX_FRONT_MATTER_BYTES - object.keptBytes;
          if (room > 0) {
            const part = rest.subarray(0, Math.min(take, room));
            object.kept.push(part);
            object.keptBytes += part.length;
          }
          object.left -= take;
          rest = rest.subarray(take);
          if (object.left > 0) return;
          this.object = undefined;
          const bytes = Buffer.concat(object.kept).subarray(0, Math.min(object.size, MAX_FRONT_MATTER_BYTES));
          onText(object.id, frontMatterOnly(bytes.toString('utf8'), object.size > MAX_FRONT_MATTER_BYTES));
          continue;
        }
        // Each answer: "<id> blob <size>\n<bytes>\n", or "<id> missing\n".
        const end = rest.indexOf(10);
        if (end === -1) {
          this.header = Buffer.concat([this.header, rest]);
          return;
        }
        const header = Buffer.concat([this.header, rest.subarray(0, end)])
          .toString('latin1')
          .split(' ');
        this.header = Buffer.alloc(0);
        rest = rest.subarray(end + 1);
        const id = this.queue.shift() ?? '';
        if (header[1] === 'missing') onText(id, undefined);
        else this.object = { id, left: Number(header[2]) + 1, size: Number(header[2]), kept: [], keptBytes: 0 };
      }
    });
    this.closed = new Promise((resolve) => {
      this.child.on('error', () => resolve());
      this.child.on('close', () => resolve());
    });
  }

  request(id: string): void {
    this.queue.push(id);
    this.child.stdin.write(`${id}\n`);
  }

  end(): Promise<void> {
    this.child.stdin.end();
    return this.closed;
  }
}
