/** npm run photo:fit: a photo over the limits is fitted in place and its original kept out of git, not deleted. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSizeProblem, MAX_IMAGE_BYTES } from '../../src/content/image-size.ts';
import { fitPhoto, FIT_SIDE } from '../../tools/photo-fit/fit.ts';

const work = mkdtempSync(path.join(tmpdir(), 'photo-fit-'));
const images = path.join(work, 'content/products/images');
const originals = path.join(work, 'photo-originals');
let camera: Buffer;

beforeAll(async () => {
  mkdirSync(images, { recursive: true });
  // What a phone sends: 5000 × 4000 px of detail (noise does not compress), several megabytes.
  camera = await sharp({ create: { width: 5000, height: 4000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 92 })
    .toBuffer();
}, 30_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('fitPhoto', () => {
  it('fits a 5000 × 4000 photo to the limits under the same name and moves the original, byte for byte, to the originals folder', async () => {
    const photo = path.join(images, 'camera.jpg');
    writeFileSync(photo, camera);
    expect(camera.length).toBeGreaterThan(MAX_IMAGE_BYTES);
    expect(imageSizeProblem(photo, '../images/camera.jpg')).toBeDefined();

    const result = await fitPhoto(photo, originals);
    expect(result).toMatchObject({ fitted: true, before: { width: 5000, height: 4000, bytes: camera.length }, after: { width: FIT_SIDE, height: 1280 } });
    const fitted = await sharp(photo).metadata();
    expect([fitted.format, fitted.width, fitted.height]).toEqual(['jpeg', FIT_SIDE, 1280]);
    expect(readFileSync(photo).length).toBeLessThanOrEqual(MAX_IMAGE_BYTES);
    expect(imageSizeProblem(photo, '../images/camera.jpg')).toBeUndefined();
    if (!result.fitted) throw new Error('not fitted');
    expect(result.original.startsWith(originals)).toBe(true);
    expect(readFileSync(result.original).equals(camera)).toBe(true);
    expect(existsSync(`${photo}.fitting`)).toBe(false);
  }, 30_000);

  it('leaves alone a photo within the limits, a drawing and a missing file, saying why', async () => {
    const small = path.join(images, 'small.png');
    await sharp({ create: { width: 800, height: 600, channels: 3, background: '#336699' } })
      .png()
      .toFile(small);
    const before = readFileSync(small);
    expect(await fitPhoto(small, originals)).toMatchObject({ fitted: false, reason: expect.stringMatching(/already within the limits/) });
    expect(readFileSync(small).equals(before)).toBe(true);
    writeFileSync(path.join(images, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(await fitPhoto(path.join(images, 'logo.svg'), originals)).toMatchObject({ fitted: false, reason: expect.stringMatching(/drawing/) });
    expect(await fitPhoto(path.join(images, 'none.jpg'), originals)).toMatchObject({ fitted: false, reason: 'there is no such file' });
  });
});

describe('npm run photo:fit', () => {
  it('tells the editor the sizes before and after and where the original is; a second original of the same name does not replace the first', () => {
    const run = (file: string) => spawnSync(process.execPath, [path.resolve('scripts/photo-fit.ts'), file], { cwd: work, encoding: 'utf8' });
    for (const round of [1, 2]) {
      writeFileSync(path.join(images, 'camera.jpg'), camera);
      const result = run('content/products/images/camera.jpg');
      expect(result.status, result.stderr).toBe(0);
      const kept = round === 1 ? 'photo-originals/content/products/images/camera.jpg' : 'photo-originals/content/products/images/camera-2.jpg';
      expect(result.stdout.trim()).toMatch(
        new RegExp(
          `^photo:fit: content/products/images/camera\\.jpg: \\d+\\.\\d MB, 5000 × 4000 px → \\d+ KB, 1600 × 1280 px; the original is in ${kept} \\(git ignores that folder`,
        ),
      );
      expect(readFileSync(path.join(work, kept)).equals(camera)).toBe(true);
    }
    expect(run('content/products/images/missing.jpg').status).toBe(1);
  }, 60_000);
});

describe('.gitignore', () => {
  it('keeps the originals folder out of git', () => {
    const ignored = spawnSync('git', ['check-ignore', '-q', 'photo-originals/content/products/images/camera.jpg']);
    expect(ignored.status).toBe(0);
  });
});
