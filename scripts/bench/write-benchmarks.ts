/**
 * Writes BENCHMARKS.md as Prettier lays it out, so a bench run leaves `npm run check` clean (the tables a
 * bench writes have cells of every width).
 */
import { writeFile } from 'node:fs/promises';
import { format, resolveConfig } from 'prettier';

export async function writeBenchmarks(file: string | URL, text: string): Promise<void> {
  await writeFile(file, await format(text, { ...(await resolveConfig(file)), filepath: String(file) }));
}
