/** Local product images: the path must name an existing image file inside the catalog, of the right kind. */
import { readdirSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { productSchema } from '../schema.ts';
import { imageFileProblem } from '../image-check.ts';
import { LOCAL_IMAGE_PARAM } from '../messages.ts';
import { imageSizeProblem } from '../image-size.ts';
import { displayPath, type Sink } from './report.ts';

/** File extensions accepted for local product images. */
export const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.avif', '.gif', '.svg'] as const;

type FileKind = 'file' | 'directory' | 'missing';
type ProductSchema = ReturnType<typeof productSchema<z.ZodType<string>>>;
/** Per-run caches: a later run must see files added since, so nothing is cached across runs. */
export type ImageContext = {
  /** The catalog root: images must be inside it (the build would publish any file a path reaches). */
  root: string;
  kinds: Map<string, FileKind>;
  schemas: Map<string, ProductSchema>;
  listings: Map<string, string[]>;
  /** What is wrong with each image file's content, checked once per file. */
  contents: Map<string, string | undefined>;
  /** Why each valid raster file is too big to commit, checked once per file. */
  sizes: Map<string, string | undefined>;
  /** Where each image file really is when a symbolic link leads outside the catalog, checked once per file. */
  links: Map<string, string | undefined>;
};

/**
 * Warns about a product's local photo that is too heavy or too large (image-size.ts). Only for a path
 * the schema accepted: a missing or corrupt file is an error already.
 */
export function checkImageSize(data: unknown, baseDir: string, shown: string, sink: Sink, images: ImageContext): void {
  const value = data !== null && typeof data === 'object' ? (data as Record<string, unknown>).image : undefined;
  if (typeof value !== 'string') return;
  const problem = imageSizeWarning(value.trim(), baseDir, images);
  if (problem) sink.warn(shown, 'image', problem);
}

/** Why a local image that passed localImageProblem is too big to commit, or undefined. */
export function imageSizeWarning(value: string, baseDir: string, images: ImageContext): string | undefined {
  if (/^[a-z][a-z\d+.-]*:/i.test(value)) return undefined;
  const absolute = path.resolve(baseDir, value);
  if (images.kinds.get(absolute) !== 'file' || images.contents.get(absolute) !== undefined) return undefined;
  if (!images.sizes.has(absolute)) images.sizes.set(absolute, imageSizeProblem(absolute, value));
  return images.sizes.get(absolute);
}

// Relative image paths resolve against the md file's folder, so one schema per folder is exact; building
// (and JIT-compiling) one per file slowed a large catalog's check several times over (BENCHMARKS.md).
export function schemaFor(dir: string, images: ImageContext): ProductSchema {
  let schema = images.schemas.get(dir);
  if (!schema) {
    schema = productSchema(localImage(dir, images));
    images.schemas.set(dir, schema);
  }
  return schema;
}

/**
 * The checker's stand-in for Astro's image(): a path relative to the md file that must name an
 * existing image. Its issues carry a marker so the message mapper can surface them from the union.
 */
function localImage(baseDir: string, images: ImageContext): z.ZodType<string> {
  return z.string().superRefine((value, ctx) => {
    const problem = localImageProblem(value.trim(), baseDir, images);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, params: { [LOCAL_IMAGE_PARAM]: true } });
  });
}

/** Why `value`, a local image path written in a file of `baseDir` (or a URL), cannot be published; undefined when fine. */
export function localImageProblem(value: string, baseDir: string, images: ImageContext): string | undefined {
  if (/^[a-z][a-z\d+.-]*:/i.test(value)) return `"${value}" is refused: an image link must be an absolute https:// URL (http:, javascript: and data: are not allowed)`;
  if (value === '') return 'is empty: give a path such as ../images/product.jpg or an https:// URL';
  if (value.startsWith('/')) return `"${value}" must be relative to the .md file (e.g. ../images/product.jpg), not start with "/"`;
  const extension = path.extname(value).toLowerCase();
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return `"${value}" is not an image file; use one of ${IMAGE_EXTENSIONS.join(', ')}`;
  const absolute = path.resolve(baseDir, value);
  if (path.relative(images.root, absolute).startsWith('..')) {
    return `"${value}" points outside the catalog folder (${displayPath(images.root)}); the build would publish that file, so copy the image into the catalog's images folder`;
  }
  const kind = fileKind(absolute, images);
  if (kind === 'missing') return `image file not found: "${value}" (looked for ${displayPath(absolute)})${caseHint(absolute, images)}`;
  if (kind === 'directory') return `"${value}" is a folder, not an image file`;
  if (!images.links.has(absolute)) images.links.set(absolute, linkOutside(absolute, images.root));
  const linked = images.links.get(absolute);
  if (linked) {
    return `"${value}" is a link to ${linked}, outside the catalog folder (${displayPath(images.root)}); the build would publish that file, so replace the link with a copy of the image`;
  }
  if (!images.contents.has(absolute)) images.contents.set(absolute, imageFileProblem(absolute));
  const problem = images.contents.get(absolute);
  return problem ? `"${value}" ${problem}` : undefined;
}

/** Where a symbolic link (of the file or a folder on its way) really leads, when that is outside the catalog. */
function linkOutside(absolute: string, catalog: string): string | undefined {
  let real: string;
  let root: string;
  try {
    real = realpathSync(absolute);
    root = realpathSync(catalog);
  } catch {
    return undefined;
  }
  const relative = path.relative(root, real);
  return relative.startsWith('..') || path.isAbsolute(relative) ? displayPath(real) : undefined;
}

// Thousands of products share a handful of images; stat each path once. The name must also match in
// case: a case-insensitive disk (macOS) would find "TV.jpg" for "tv.jpg" and the Linux build would not.
function fileKind(absolute: string, images: ImageContext): FileKind {
  let kind = images.kinds.get(absolute);
  if (!kind) {
    const info = statSync(absolute, { throwIfNoEntry: false });
    const exactName = siblings(path.dirname(absolute), images).includes(path.basename(absolute));
    kind = !info || !exactName ? 'missing' : info.isDirectory() ? 'directory' : 'file';
    images.kinds.set(absolute, kind);
  }
  return kind;
}

function caseHint(absolute: string, images: ImageContext): string {
  const wanted = path.basename(absolute).toLowerCase();
  const actual = siblings(path.dirname(absolute), images).find((name) => name.toLowerCase() === wanted);
  return actual ? `; the folder has "${actual}" (file names are case-sensitive on the server)` : '';
}

function siblings(dir: string, images: ImageContext): string[] {
  let names = images.listings.get(dir);
  if (!names) {
    try {
      names = readdirSync(dir);
    } catch {
      names = [];
    }
    images.listings.set(dir, names);
  }
  return names;
}
