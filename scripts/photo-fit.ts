/**
 * `npm run photo:fit -- <photo> [<photo> …]`: fits local product photos over the limits of
 * src/content/image-size.ts (1 MB, 2,500 px) to them, in place, and moves each original to photo-originals/,
 * which git ignores (tools/photo-fit/fit.ts). content:check's photo-size warning names this command.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fitPhoto, FIT_SIDE, ORIGINALS_DIR } from '../tools/photo-fit/fit.ts';

const USAGE = `Usage: npm run photo:fit -- content/products/images/photo.jpg [more photos]

Resizes each photo over 1 MB or 2,500 px to at most ${FIT_SIDE} px on its longest side (same name and
format, so the deals pointing at it need no change) and moves the original to ${ORIGINALS_DIR}/, which git
ignores: keep it there or delete it yourself once the new photo looks right.`;

const shown = (file: string) => path.relative(process.cwd(), file).split(path.sep).join('/');
const weight = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`);

async function main(): Promise<number> {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  if (positionals.length === 0) {
    console.log(USAGE);
    return 2;
  }
  let failed = false;
  for (const file of positionals) {
    const result = await fitPhoto(file);
    if (result.fitted) {
      const { before, after } = result;
      console.log(
        `photo:fit: ${shown(result.file)}: ${weight(before.bytes)}, ${before.width} × ${before.height} px → ${weight(after.bytes)}, ${after.width} × ${after.height} px; the original is in ${shown(result.original)} (git ignores that folder: it stays on this computer only)`,
      );
    } else {
      failed ||= result.reason === 'there is no such file';
      console.log(`photo:fit: ${shown(result.file)}: left as it is: ${result.reason}`);
    }
  }
  return failed ? 1 : 0;
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(`photo:fit: could not run: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
  },
);
