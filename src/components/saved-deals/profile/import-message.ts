/** What the profile page says after an import: how many deals were stored, and why the others were not. */
import { fill, plural } from '../../../i18n/text';
import type { Locale } from '../../../i18n/locales';
import { MAX_SAVED, type ImportPlan } from '../saved-list';
import type { ProfileLabels } from './labels';

type Texts = Pick<ProfileLabels, 'imported' | 'importKnown' | 'importInvalid' | 'importOverCap'>;

/** "2 ofertas importadas. 1 já estava na lista. 3 entradas inválidas recusadas." (only the counts that are not 0). */
export function importMessage(plan: Omit<ImportPlan, 'next'>, labels: Texts, locale: Locale): string {
  const parts = [plural(labels.imported, plan.added, locale)];
  if (plan.known > 0) parts.push(plural(labels.importKnown, plan.known, locale));
  if (plan.invalid > 0) parts.push(plural(labels.importInvalid, plan.invalid, locale));
  if (plan.overCap > 0) parts.push(fill(plural(labels.importOverCap, plan.overCap, locale), { max: MAX_SAVED }));
  return parts.join(' ');
}
