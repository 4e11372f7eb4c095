/** A saved deal's price today (or on the day of an offline copy) against the price when saved, the drop highlighted. */
import { fill } from '../../../i18n/text';
import type { Locale } from '../../../i18n/locales';
import { dayOfIso, formatDate, formatPrice } from '../../../lib/format';
import { savedStatus, type SavedDeal } from '../saved-list';
import type { ProfileLabels } from './labels';
import type { DealPrice } from './use-deal-prices';

interface Props {
  saved: SavedDeal;
  /** Undefined when no price could be fetched (offline, never visited). */
  price: DealPrice | undefined;
  locale: Locale;
  labels: ProfileLabels;
}

export function PriceComparison({ saved, price, locale, labels }: Props) {
  const record = price?.record;
  const currency = record?.currency ?? 'BRL';
  const savedOn = fill(labels.savedOn, { date: formatDate(dayOfIso(saved.savedAt), locale), price: formatPrice(saved.price, currency, locale) });
  const status = price && savedStatus(saved, record);
  return (
    <div className="saved__prices">
      {!price && <p className="saved__meta">{labels.unavailable}</p>}
      {status?.kind === 'ended' && <p className="saved__ended">{labels.ended}</p>}
      {record && status?.kind !== 'ended' && (
        <p className="saved__now">
          {price.cached
            ? fill(labels.priceOn, { date: formatDate(dayOfIso(price.builtOn), locale), price: record.priceText })
            : fill(labels.today, { price: record.priceText })}
        </p>
      )}
      {status?.kind === 'drop' && <p className="saved__drop">{fill(labels.drop, { amount: formatPrice(status.amount, currency, locale) })}</p>}
      <p className="saved__meta">{savedOn}</p>
    </div>
  );
}
