import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const UNIT = 'tests/unit';
/**
 * A file that replaces modules (vi.mock) gets workers of its own: its stand-ins would otherwise be the
 * modules of every file that shares its worker. All others share workers (no fresh module graph per
 * file), which halves the unit run on two cores.
 */
const mocking = readdirSync(UNIT)
  .filter((file) => file.endsWith('.test.ts') && /\bvi\.(do)?[mM]ock\(/.test(readFileSync(`${UNIT}/${file}`, 'utf8')))
  .map((file) => `${UNIT}/${file}`);

export default defineConfig({
  test: {
    reporters: ['default'],
    // Vitest's default leaves one core idle (cores - 1 workers): on two cores the files ran one after
    // another, the real builds of build.test.ts included. Timings: BENCHMARKS.md, "Test suite".
    maxWorkers: '100%',
    projects: [
      { test: { name: 'mocking', include: mocking, isolate: true } },
      { test: { name: 'unit', include: [`${UNIT}/**/*.test.ts`], exclude: mocking, isolate: false } },
      // Builds of whole sites, one file at a time and alone (`npm run test:build`): one edits src/ for a moment.
      { test: { name: 'build', include: ['tests/build/**/*.test.ts'], fileParallelism: false } },
    ],
  },
});
