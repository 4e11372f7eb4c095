/** What passes between the dev server (./integration.ts) and the page's panel (./panel-client.ts): browser-safe. */

/** The errors (or null once fixed), sent to every page, and to one page that asks when it loads. */
export const CONTENT_ERRORS_EVENT = 'top-ofertas:content-errors';
export const ASK_EVENT = 'top-ofertas:content-errors-ask';

/** One error as the panel lists it: where, what, the form page that edits the file (if any). */
export type ShownProblem = { file: string; field: string; message: string; line?: number; formPath?: string };

/** The lines around the first error's line, when it names one: no frame rather than a wrong one. */
export type Frame = { file: string; line: number; lines: { number: number; text: string }[] };

export type ContentErrorReport = { title: string; hint: string; problems: ShownProblem[]; more: number; frame?: Frame };
