/**
 * Keystatic's API route, reading and writing under the catalog root (CONTENT_DIR or content/) rather than
 * the repository root, so the form edits the catalog the dev server shows, and only it; it answers the
 * form's own requests only (./api-guard.ts), and a save that `content:check` would refuse is not written
 * (./save-check.ts): the form shows why at its top.
 */
import type { APIContext } from 'astro';
import { makeHandler } from '@keystatic/astro/api';
import config from '../../keystatic.config.ts';
import { contentRoot } from '../../src/content/paths.ts';
import { apiRefusal } from './api-guard.ts';
import { saveProblems, type FormUpdate } from './save-check.ts';

export const prerender = false;

const handler = makeHandler({ config, localBaseDirectory: contentRoot() });

const text = (status: number, body: string) => new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/** The body of Keystatic's local save (`POST /api/keystatic/update`), file contents decoded; undefined when it is not one. */
async function formUpdate(request: Request): Promise<FormUpdate | undefined> {
  if (request.method !== 'POST' || !new URL(request.url).pathname.endsWith('/api/keystatic/update')) return undefined;
  try {
    const body = (await request.clone().json()) as { additions?: { path: string; contents: string }[]; deletions?: { path: string }[] };
    return {
      additions: (body.additions ?? []).map((a) => ({ path: a.path, contents: new Uint8Array(Buffer.from(a.contents, 'base64')) })),
      deletions: body.deletions ?? [],
    };
  } catch {
    return undefined; // Keystatic answers a malformed body itself.
  }
}

export const ALL = async (context: APIContext): Promise<Response> => {
  const refusal = apiRefusal(context.request);
  if (refusal) return text(403, `403 Forbidden: ${refusal}\n`);
  const update = config.storage.kind === 'local' ? await formUpdate(context.request) : undefined;
  const problems = update ? await saveProblems(contentRoot(), update) : [];
  if (problems.length) {
    const count = problems.length === 1 ? '1 problema' : `${problems.length} problemas`;
    return text(
      422,
      `Nada foi salvo: corrija ${count} e salve de novo (as mesmas regras de npm run content:check). ${problems.map((p) => `• ${p}`).join(' ')}`,
    );
  }
  return handler(context);
};
