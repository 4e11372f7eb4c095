/**
 * Fitting a local product photo to the catalog's limits (src/content/image-size.ts) with sharp, the image
 * library Astro's own pipeline runs on: the fitted copy takes the original's place, under the same name
 * and format, so every deal pointing at it stays right; the original is moved, never deleted, to a folder
 * git ignores (ORIGINALS_DIR), so it does not enter the repository, where it would stay forever.
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { imageSizeProblem, MAX_IMAGE_BYTES, MAX_IMAGE_SIDE, PHOTO_ORIGINALS_DIR } from '../../src/content/image-size.ts';

/**
 * Longest side of a fitted photo: under MAX_IMAGE_SIDE, and above the largest size the build shows (its
 * widest picture is about 1200 px), so nothing the site publishes gets worse.
 */
export const FIT_SIDE = 1600;

/** Where originals go, relative to the repository (the working directory); listed in .gitignore. */
export const ORIGINALS_DIR = PHOTO_ORIGINALS_DIR;

/** Qualities tried in turn until the photo is under MAX_IMAGE_BYTES (a noisy photo needs the lower ones). */
const QUALITIES = [82, 72, 62, 50] as const;

type Size = { bytes: number; width: number; height: number };

export type FitResult = { fitted: true; file: string; original: string; before: Size; after: Size } | { fitted: false; file: string; reason: string };

const FORMATS: Record<string, (image: Sharp, quality: number) => Sharp> = {
  '.jpg': (image, quality) => image.jpeg({ quality, mozjpeg: true }),
  '.jpeg': (image, quality) => image.jpeg({ quality, mozjpeg: true }),
  '.webp': (image, quality) => image.webp({ quality }),
  '.avif': (image, quality) => image.avif({ quality: quality - 20 }),
  // A PNG photo under the size limit may still be heavy: a palette of colours is what makes it light.
  '.png': (image, quality) => image.png({ compressionLevel: 9, palette: quality < QUALITIES[0], quality }),
};

/** The photo `file` within the limits, as bytes of the same format, and its size. */
async function fittedBytes(input: Buffer, extension: string): Promise<{ data: Buffer; size: Size }> {
  const encode = FORMATS[extension]!;
  // rotate() turns the pixels as the camera's orientation tag says (the tag is dropped with the rest of the metadata, GPS included).
  const at = (quality: number) =>
    encode(sharp(input).rotate().resize({ width: FIT_SIDE, height: FIT_SIDE, fit: 'inside', withoutEnlargement: true }), quality).toBuffer({
      resolveWithObject: true,
    });
  let last = await at(QUALITIES[0]);
  for (const quality of QUALITIES.slice(1)) {
    if (last.data.length <= MAX_IMAGE_BYTES) break;
    last = await at(quality);
  }
  return { data: last.data, size: { bytes: last.data.length, width: last.info.width, height: last.info.height } };
}

/** A path under `dir` for the original of `file`, not taken yet: its path below the working directory, else its name. */
function originalPlace(file: string, dir: string): string {
  const relative = path.relative(process.cwd(), file);
  const below = relative.startsWith('..') || path.isAbsolute(relative) ? path.basename(file) : relative;
  const wanted = path.join(dir, below);
  if (!existsSync(wanted)) return wanted;
  const { dir: folder, name, ext } = path.parse(wanted);
  for (let n = 2; ; n++) {
    const next = path.join(folder, `${name}-${n}${ext}`);
    if (!existsSync(next)) return next;
  }
}

/**
 * Fits the photo at `file` when it is over the limits: writes the fitted copy in its place and moves the
 * original under `originals`. A photo within the limits, a drawing (SVG) or another format is left as it is,
 * with the reason.
 */
export async function fitPhoto(file: string, originals = path.resolve(ORIGINALS_DIR)): Promise<FitResult> {
  const absolute = path.resolve(file);
  const extension = path.extname(absolute).toLowerCase();
  if (!(await stat(absolute).catch(() => undefined))?.isFile()) return { fitted: false, file: absolute, reason: 'there is no such file' };
  if (extension === '.svg') return { fitted: false, file: absolute, reason: 'it is a drawing (SVG): it has no pixels to reduce' };
  if (!(extension in FORMATS))
    return { fitted: false, file: absolute, reason: `photo:fit fits JPEG, PNG, WebP and AVIF photos, not ${extension || 'files without an extension'}` };
  if (!imageSizeProblem(absolute, file))
    return { fitted: false, file: absolute, reason: `it is already within the limits (at most 1 MB and ${MAX_IMAGE_SIDE} px on its longest side)` };
  const input = await readFile(absolute);
  const meta = await sharp(input).metadata();
  const before = { bytes: input.length, width: meta.autoOrient.width, height: meta.autoOrient.height };
  const { data, size: after } = await fittedBytes(input, extension);
  const original = originalPlace(absolute, originals);
  await mkdir(path.dirname(original), { recursive: true });
  // The fitted copy is written whole beside the photo first, so no moment leaves the deal without one.
  const temporary = `${absolute}.fitting`;
  await writeFile(temporary, data);
  await rename(absolute, original).catch(async () => {
    // Another disk: copy, then remove.
    await copyFile(absolute, original);
    await unlink(absolute);
  });
  await rename(temporary, absolute);
  return { fitted: true, file: absolute, original, before, after };
}
