/**
 * Build benchmark: generates a synthetic catalog, builds the site from it and reports times, page and
 * file counts, sizes, the largest listing page and the search index. Results go in BENCHMARKS.md.
 * Usage: npm run bench -- [--count 10000] [--seed 1]
 */
import { execFileSync } from 'node:child_process';
import { readdir, readFile, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { count: { type: 'string', default: '10000' }, seed: { type: 'string', default: '1' } } });
const count = Number(values.count);
const catalog = path.resolve(`.cache/bench-catalog-${count}`);
const out = path.resolve(`.cache/bench-dist-${count}`);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function timed(label: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  const start = performance.now();
  execFileSync(npm, args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
  const seconds = (performance.now() - start) / 1000;
  console.log(`${label}: ${seconds.toFixed(1)} s`);
  return seconds;
}

async function walk(dir: string): Promise<{ files: number; bytes: number; html: string[] }> {
  const result = { files: 0, bytes: 0, html: [] as string[] };
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    result.files++;
    result.bytes += (await stat(file)).size;
    if (entry.name.endsWith('.html')) result.html.push(file);
  }
  return result;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

timed('generate', ['run', 'catalog:generate', '--', '--count', String(count), '--out', catalog, '--seed', values.seed]);
const check = timed('content:check', ['run', 'content:check'], { CONTENT_DIR: catalog });
const build = timed('build', ['run', 'build'], { CONTENT_DIR: catalog, OUT_DIR: out });

const site = await walk(out);
const listings = site.html.filter((f) => f.includes(`${path.sep}category${path.sep}`));
let maxCards = 0;
for (const file of listings) maxCards = Math.max(maxCards, (await readFile(file, 'utf8')).split('class="card"').length - 1);
const productPages = site.html.filter((f) => f.includes(`${path.sep}product${path.sep}`));
const productBytes = await Promise.all(productPages.slice(0, 200).map(async (f) => (await stat(f)).size));
const indexes = await Promise.all(['pagefind', path.join('en', 'pagefind')].map((p) => walk(path.join(out, p))));

const rows = [
  ['Date', new Date().toISOString().slice(0, 10)],
  ['Machine', `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`],
  ['Products', String(count)],
  ['content:check', `${check.toFixed(1)} s`],
  ['Build (content:check + astro build + Pagefind)', `${build.toFixed(1)} s`],
  ['HTML pages', String(site.html.length)],
  ['Files / total size', `${site.files} / ${mb(site.bytes)}`],
  ['Listing pages / most cards on one', `${listings.length} / ${maxCards}`],
  ['Product page, average HTML', `${(productBytes.reduce((a, b) => a + b, 0) / productBytes.length / 1024).toFixed(1)} KB`],
  ['Search index pt: files / size', `${indexes[0]!.files} / ${mb(indexes[0]!.bytes)}`],
  ['Search index en: files / size', `${indexes[1]!.files} / ${mb(indexes[1]!.bytes)}`],
];
console.log(`\n| Measure | Value |\n| --- | --- |\n${rows.map(([k, v]) => `| ${k} | ${v} |`).join('\n')}`);
