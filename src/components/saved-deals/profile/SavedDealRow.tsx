/**
 * One saved deal, with what its card shows: photo, title, store, prices (list price and discount
 * included), the coupon, the store button with its disclosure, and remove. On a coupon deal the store
 * button copies the code on the way, as the deal page's does (src/components/coupon-copy.ts).
 */
import { useId } from 'react';
import { COUPON_HINT_ID } from '../../../lib/card';
import { fill } from '../../../i18n/text';
import type { Locale } from '../../../i18n/locales';
import { PARTNER_REL } from '../../../lib/partner-rel';
import type { SavedDeal } from '../saved-list';
import type { ProfileLabels } from './labels';
import { PriceComparison } from './PriceComparison';
import type { DealPrice } from './use-deal-prices';

interface Props {
  saved: SavedDeal;
  price: DealPrice | undefined;
  locale: Locale;
  labels: ProfileLabels;
  onRemove(id: string): void;
}

export function SavedDealRow({ saved, price, locale, labels, onRemove }: Props) {
  const disclosureId = useId();
  const record = price?.record;
  // A deal the catalog no longer has is named by its title when saved; lists saved before titles were kept, by its id.
  const title = record?.title ?? saved.title ?? saved.id;
  const live = record && !record.expired;
  return (
    <li className="saved__item" data-saved-id={saved.id}>
      <div className="saved__photo">
        {record && <img src={record.image.src} alt={record.image.alt} width={80} height={80} loading="lazy" decoding="async" />}
      </div>
      <div className="saved__body">
        <h3 lang={record?.lang}>{record ? <a href={record.url}>{title}</a> : title}</h3>
        {record && <p className="saved__store">{record.merchant}</p>}
        {live && record.list && (
          <p className="saved__list-price">
            <span className="visually-hidden">{record.list.label}</span>
            <s aria-hidden="true">{record.list.text}</s> <span className="price__off">{record.list.off}</span>
          </p>
        )}
        <PriceComparison saved={saved} price={price} locale={locale} labels={labels} />
        {live && record.coupon && (
          <button type="button" className="card__coupon" data-copy-coupon={record.coupon} aria-describedby={COUPON_HINT_ID}>
            {labels.coupon}: <strong>{record.coupon}</strong>
          </button>
        )}
      </div>
      <div className="saved__actions-row">
        {live && (
          <>
            <a
              className="button"
              href={record.storeUrl}
              target="_blank"
              rel={PARTNER_REL}
              aria-describedby={disclosureId}
              data-copy-coupon={record.coupon}
              data-testid="saved-store-link"
            >
              {record.coupon ? labels.couponGo : (Object.hasOwn(labels.goTo, record.merchant) && labels.goTo[record.merchant]) || labels.goToStore}
            </a>
            <p className="saved__disclosure" id={disclosureId}>
              {labels.disclosure}
            </p>
          </>
        )}
        <button type="button" className="button button--ghost" data-remove aria-label={fill(labels.removeLabel, { title })} onClick={() => onRemove(saved.id)}>
          {labels.remove}
        </button>
      </div>
    </li>
  );
}
