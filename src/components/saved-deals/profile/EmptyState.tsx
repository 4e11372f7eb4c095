/**
 * What the list area says when nothing is saved, with deals to start from (`children`: server-rendered
 * cards), or (server-rendered, before the list is read) that it is loading.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { refreshRelativeTimes } from '../../../lib/relative-time';

interface Props {
  text: string;
  loading?: boolean;
  /** The suggested deals' heading, when there are any. */
  heading?: string;
  children?: ReactNode;
}

export function EmptyState({ text, loading = false, heading, children }: Props) {
  const suggestions = useRef<HTMLElement>(null);
  // The cards arrive after the page script said the other dates of the page in words ("há 2 dias").
  useEffect(() => {
    if (suggestions.current) refreshRelativeTimes(suggestions.current);
  }, []);
  return (
    <>
      <p className={loading ? 'saved__empty saved__empty--loading' : 'saved__empty'} data-profile-empty={loading ? undefined : ''}>
        {text}
      </p>
      {children && heading && (
        <section ref={suggestions} className="saved__suggestions" aria-labelledby="saved-suggestions" data-profile-suggestions>
          <h3 id="saved-suggestions">{heading}</h3>
          {children}
        </section>
      )}
    </>
  );
}
