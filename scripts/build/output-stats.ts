/**
 * What a build wrote, counted as hosts count it (src/config/deploy-host.ts: hostLimitWarnings): files and bytes
 * of the site, the entries of its fullest folder (product/ holds a folder per product) and its largest file. One walk of the
 * output, shared by the build's host check and the scale benchmark (scripts/bench-build.ts).
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { OutputStats } from '../../src/config/deploy-host.ts';

/** A file of the output and its size. */
export interface OutputFile {
  path: string;
  size: number;
}

/** Every file under `dir` with its size, and the stats the host limits count. */
export async function readOutput(dir: string): Promise<OutputStats & { list: OutputFile[] }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const perFolder = new Map<string, number>();
  for (const entry of entries) {
    const folder = path.relative(dir, entry.parentPath) || '.';
    perFolder.set(folder, (perFolder.get(folder) ?? 0) + 1);
  }
  const list = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry): Promise<OutputFile> => {
        const file = path.join(entry.parentPath, entry.name);
        return { path: file, size: (await stat(file)).size };
      }),
  );
  // Astro writes every size of a local photo to _astro/ (src/lib/card.ts); its own scripts and styles are not pictures.
  const photoFiles = list.filter((f) => /\.(jpe?g|png|webp|avif|gif)$/i.test(f.path) && path.relative(dir, f.path).split(path.sep)[0] === '_astro').length;
  const [largest, count] = [...perFolder].reduce((a, b) => (b[1] > a[1] ? b : a), ['.', 0]);
  const biggest = list.reduce<OutputFile | undefined>((a, b) => (!a || b.size > a.size ? b : a), undefined);
  return {
    files: list.length,
    bytes: list.reduce((sum, f) => sum + f.size, 0),
    largestFolder: { path: `${largest}/`, files: count },
    largestFile: { path: biggest ? path.relative(dir, biggest.path) : '', bytes: biggest?.size ?? 0 },
    photoFiles,
    list,
  };
}
