/**
 * With PRECOMPRESS=1, the build writes `x.gz` and `x.br` beside each text file of 1 KiB or more, so nginx
 * sends them as they are (gzip_static, brotli_static: deploy/nginx) instead of compressing the same file
 * on every request (gzip at its highest level, which would be too slow per request). Off by default:
 * Netlify and Cloudflare compress on their own and count every file against their limits (docs/deploy.md).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Files whose bytes are text; Pagefind's index files and images are compressed already. */
const TEXT_FILE = /\.(html|css|js|mjs|json|xml|svg|txt|webmanifest)$/i;
/** Below this, the headers of a response outweigh what compressing saves (nginx's gzip_min_length alike). */
export const MIN_BYTES = 1024;
/**
 * Brotli's quality: 5 compresses a page about as fast as gzip -9 and smaller; the higher qualities cost
 * many times more per page for a few per cent, minutes over a catalog's pages (BENCHMARKS.md).
 */
export const BROTLI_QUALITY = 5;
/** Files compressed at once; zlib works on libuv's thread pool. */
const BATCH = 16;

export interface PrecompressReport {
  files: number;
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

/** Writes `.gz` and `.br` beside every text file of `dir` of at least MIN_BYTES; a variant no smaller than the file is not written. */
export async function precompress(dir: string): Promise<PrecompressReport> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile() && TEXT_FILE.test(e.name)).map((e) => path.join(e.parentPath, e.name));
  const report: PrecompressReport = { files: 0, bytes: 0, gzipBytes: 0, brotliBytes: 0 };
  for (let at = 0; at < files.length; at += BATCH) {
    await Promise.all(
      files.slice(at, at + BATCH).map(async (file) => {
        const bytes = await readFile(file);
        if (bytes.length < MIN_BYTES) return;
        const [gz, br] = await Promise.all([
          gzipAsync(bytes, { level: 9 }),
          brotliAsync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
        ]);
        report.files += 1;
        report.bytes += bytes.length;
        if (gz.length < bytes.length) {
          await writeFile(`${file}.gz`, gz);
          report.gzipBytes += gz.length;
        }
        if (br.length < bytes.length) {
          await writeFile(`${file}.br`, br);
          report.brotliBytes += br.length;
        }
      }),
    );
  }
  return report;
}

const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;

/** The build log's line. */
export function precompressSummary(r: PrecompressReport): string {
  return `precompressed ${r.files} text files of ${MIN_BYTES} bytes or more: ${mb(r.bytes)}, gzip ${mb(r.gzipBytes)}, brotli ${mb(r.brotliBytes)}`;
}
