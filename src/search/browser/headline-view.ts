/**
 * The heading, document title, count and note of the search page, as the headline of the outcome
 * says (src/search/shared/headline.ts). Text only, never HTML: queries are whatever the visitor typed.
 */
import { fill, plural } from '../../i18n/text';
import type { Locale } from '../../i18n/locales';
import type { Headline } from '../shared/headline';
import type { SearchLabels } from './labels';

export interface HeadlineElements {
  heading: HTMLElement;
  count: HTMLElement;
  note: HTMLElement;
}

/** A dictionary text with `{name}` shown as emphasised text. */
function emphasised(template: string, name: string, value: string): Node[] {
  const [before = '', after = ''] = template.split(`{${name}}`);
  const em = document.createElement('em');
  em.textContent = value;
  return [document.createTextNode(before), em, document.createTextNode(after)];
}

/** The heading of a query before its results are known (also what the pre-paint script shows). */
export function pendingHeading(query: string, labels: SearchLabels): string {
  return query ? fill(labels.resultsFor, { query }) : labels.allDeals;
}

/** Writes the heading, title and count; `literalUrl` is where "search instead" leads. */
export function renderHeadline(els: HeadlineElements, line: Headline, labels: SearchLabels, locale: Locale, literalUrl: string): void {
  const heading =
    line.kind === 'all'
      ? labels.allDeals
      : line.kind === 'results'
        ? fill(labels.resultsFor, { query: line.query })
        : fill(labels.noDealsFor, { query: line.query });
  els.heading.textContent = heading;
  document.title = `${heading} | ${labels.siteName}`;
  els.count.textContent =
    line.kind === 'none'
      ? ''
      : line.kind === 'partial'
        ? fill(plural(labels.showingPartial, line.count, locale), { words: line.words })
        : plural(labels.productsFound, line.count, locale);
  els.count.hidden = line.kind === 'none';
  els.note.replaceChildren();
  const correction = line.kind === 'results' || line.kind === 'partial' ? line.correction : undefined;
  if (correction) {
    const instead = document.createElement('a');
    instead.href = literalUrl;
    instead.dataset.searchLiteral = '';
    instead.append(...emphasised(labels.searchInstead, 'query', correction.from));
    els.note.append(...emphasised(labels.correctedTo, 'corrected', correction.to), ' ', instead);
  }
  els.note.hidden = !correction;
}
