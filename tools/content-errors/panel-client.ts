/**
 * The content errors in the page, in `npm run dev` only (./integration.ts injects this script there and
 * nowhere else). On the site's pages they cover the page, one error per entry, with the file's lines
 * around the line named and a link that opens the deal in the form; Escape or "Fechar" hides them until
 * the next page. In the form (/keystatic) they never cover it: a bar at the bottom lists them, so the
 * editor can open the bad deal and fix it. Built with DOM text only: file text never becomes markup.
 */
import { ASK_EVENT, CONTENT_ERRORS_EVENT, type ContentErrorReport, type Frame, type ShownProblem } from './events.ts';

const TAG = 'top-ofertas-content-errors';
const FORM_PATH = '/keystatic';

const inForm = () => location.pathname === FORM_PATH || location.pathname.startsWith(`${FORM_PATH}/`);

const STYLE = `
:host { all: initial; font: 15px/1.5 system-ui, sans-serif; color: #1d2333; --bg: #fff; --muted: #525a6e; --line: #f3d0d0; --accent: #b42318; --border: #d8dce6; }
@media (prefers-color-scheme: dark) { :host { color: #e6e9f0; --bg: #181c26; --muted: #aab2c5; --line: #4b1f1f; --accent: #ff8a80; --border: #333a4a; } }
.overlay { position: fixed; inset: 0; z-index: 2147483647; background: rgb(10 14 24 / 0.6); overflow: auto; padding: 2rem 1rem; box-sizing: border-box; }
.card { max-width: 60rem; margin: 0 auto; background: var(--bg); border-radius: 12px; padding: 1.25rem 1.5rem; box-shadow: 0 10px 40px rgb(0 0 0 / 0.35); border-top: 4px solid var(--accent); }
.bar { position: fixed; left: 0; right: 0; bottom: 0; z-index: 2147483647; background: var(--bg); border-top: 3px solid var(--accent); box-shadow: 0 -4px 20px rgb(0 0 0 / 0.2); max-height: 40vh; overflow: auto; padding: 0.75rem 1rem; box-sizing: border-box; }
.bar.folded { max-height: none; }
.bar.folded ol, .bar.folded .hint { display: none; }
header { display: flex; gap: 1rem; align-items: flex-start; justify-content: space-between; }
h1 { font-size: 1.1rem; margin: 0; color: var(--accent); }
.bar h1 { font-size: 1rem; }
button { font: inherit; cursor: pointer; border: 1px solid var(--border); background: transparent; color: inherit; border-radius: 6px; padding: 0.25rem 0.75rem; white-space: nowrap; }
ol { margin: 0.75rem 0 0; padding-left: 1.5rem; }
li { margin: 0 0 0.6rem; overflow-wrap: anywhere; }
.where { font-family: ui-monospace, monospace; font-size: 0.85em; color: var(--muted); }
a { color: inherit; font-weight: 600; }
pre { margin: 0.75rem 0; padding: 0.5rem 0; background: rgb(127 127 127 / 0.08); border-radius: 8px; overflow: auto; font-size: 0.85em; }
pre span { display: block; padding: 0 0.75rem; white-space: pre; }
pre .named { background: var(--line); }
.hint { color: var(--muted); margin: 0.5rem 0 0; }
`;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

function problemItem(problem: ShownProblem, withFormLink: boolean): HTMLLIElement {
  const item = element('li');
  const where = [problem.file, problem.field !== '-' ? problem.field : undefined, problem.line ? `linha ${problem.line}` : undefined]
    .filter(Boolean)
    .join(' · ');
  item.append(element('div', where, 'where'), element('div', problem.message));
  if (withFormLink && problem.formPath) {
    const link = element('a', 'Abrir esta oferta no formulário');
    link.href = problem.formPath;
    item.append(link);
  }
  return item;
}

function frameBlock(frame: Frame): HTMLPreElement {
  const pre = element('pre');
  pre.setAttribute('aria-label', `${frame.file}, linha ${frame.line}`);
  for (const line of frame.lines)
    pre.append(element('span', `${String(line.number).padStart(4)} | ${line.text}`, line.number === frame.line ? 'named' : undefined));
  return pre;
}

function render(report: ContentErrorReport | null): void {
  document.querySelector(TAG)?.remove();
  if (!report) return;
  const host = document.createElement(TAG);
  const root = host.attachShadow({ mode: 'open' });
  const style = element('style', STYLE);
  const form = inForm();
  const box = element('section', undefined, form ? 'bar' : 'card');
  const title = element('h1', report.title);
  title.id = 'title';
  const close = element('button', form ? 'Ocultar' : 'Fechar');
  close.type = 'button';
  const header = element('header');
  header.append(title, close);
  const list = element('ol');
  for (const problem of report.problems) list.append(problemItem(problem, true));
  if (report.more > 0) list.append(element('li', `… e mais ${report.more} (npm run content:check lista todos)`));
  box.append(header, list);
  if (report.frame && !form) box.append(frameBlock(report.frame));
  box.append(element('p', report.hint, 'hint'));
  if (form) {
    box.setAttribute('role', 'region');
    box.setAttribute('aria-labelledby', 'title');
    close.addEventListener('click', () => {
      const folded = box.classList.toggle('folded');
      close.textContent = folded ? 'Mostrar' : 'Ocultar';
    });
    root.append(style, box);
  } else {
    const overlay = element('div', undefined, 'overlay');
    box.setAttribute('role', 'alertdialog');
    box.setAttribute('aria-modal', 'true');
    box.setAttribute('aria-labelledby', 'title');
    overlay.append(box);
    const dismiss = () => host.remove();
    close.addEventListener('click', dismiss);
    overlay.addEventListener('click', (event) => event.target === overlay && dismiss());
    document.addEventListener('keydown', (event) => event.key === 'Escape' && dismiss(), { once: true });
    root.append(style, overlay);
  }
  document.body.append(host);
  if (!form) close.focus();
}

if (import.meta.hot) {
  import.meta.hot.on(CONTENT_ERRORS_EVENT, (report: ContentErrorReport | null) => render(report));
  // The server answers this page alone with the errors standing now (none: nothing is shown).
  import.meta.hot.send(ASK_EVENT);
}
