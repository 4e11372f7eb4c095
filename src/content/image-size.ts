/**
 * Is a local photo small enough to commit? An original of several megabytes stays in git forever (every
 * clone and CI run downloads it) and is wasted work for the build, which never shows more than ~1200 px.
 */
import { statSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';

/** Largest local photo file `content:check` accepts without a warning, in bytes. */
export const MAX_IMAGE_BYTES = 1024 * 1024;

/** Longest side, in pixels, of a local photo `content:check` accepts without a warning. */
export const MAX_IMAGE_SIDE = 2500;

/**
 * Where `npm run photo:fit` (tools/photo-fit/) moves the originals of the photos it fits, below the
 * working directory; .gitignore lists it, so an original never enters the repository.
 */
export const PHOTO_ORIGINALS_DIR = 'photo-originals';

/** Why the raster image at `absolute` is too big to commit, with the command that fixes it; undefined when fine. */
export function imageSizeProblem(absolute: string, written: string): string | undefined {
  const extension = path.extname(absolute).toLowerCase();
  if (extension === '.svg') return undefined;
  const bytes = statSync(absolute, { throwIfNoEntry: false })?.size ?? 0;
  let width = 0;
  let height = 0;
  try {
    ({ width, height } = imageSize(readFileSync(absolute)));
  } catch {
    // A file whose size cannot be read is reported by the content check (imageFileProblem).
  }
  const tooHeavy = bytes > MAX_IMAGE_BYTES;
  const tooLarge = Math.max(width, height) > MAX_IMAGE_SIDE;
  if (!tooHeavy && !tooLarge) return undefined;
  const weight = bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
  const pixels = width && height ? `, ${width} × ${height} px` : '';
  const shownPath = path.relative(process.cwd(), absolute).split(path.sep).join('/');
  return (
    `"${written}" is ${weight}${pixels}; a product photo should be at most 1 MB and ${MAX_IMAGE_SIDE} px on its longest side ` +
    `(a file committed stays in git forever, downloaded by every clone and build): run npm run photo:fit -- ${shownPath} ` +
    `(it writes a smaller copy under the same name, so the deal needs no change, and moves the original to ${PHOTO_ORIGINALS_DIR}/, which git ignores)`
  );
}
