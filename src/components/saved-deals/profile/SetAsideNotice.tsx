/** Says that damaged entries were kept apart (never lost), and offers them as a file or to discard them. */
import type { Locale } from '../../../i18n/locales';
import { plural } from '../../../i18n/text';
import type { ProfileLabels } from './labels';

interface Props {
  count: number;
  locale: Locale;
  labels: Pick<ProfileLabels, 'setAside' | 'setAsideDownload' | 'setAsideDiscard'>;
  onDownload(): void;
  onDiscard(): void;
}

export function SetAsideNotice({ count, locale, labels, onDownload, onDiscard }: Props) {
  return (
    <div className="saved__set-aside" role="note" data-profile-set-aside>
      <p>{plural(labels.setAside, count, locale)}</p>
      <div className="saved__toolbar">
        <button type="button" className="button button--ghost" onClick={onDownload}>
          {labels.setAsideDownload}
        </button>
        <button type="button" className="button button--ghost" onClick={onDiscard}>
          {labels.setAsideDiscard}
        </button>
      </div>
    </div>
  );
}
