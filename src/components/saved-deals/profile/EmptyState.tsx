/** What the list area says when nothing is saved, or (server-rendered, before the list is read) that it is loading. */
interface Props {
  text: string;
  loading?: boolean;
}

export function EmptyState({ text, loading = false }: Props) {
  return (
    <p className={loading ? 'saved__empty saved__empty--loading' : 'saved__empty'} data-profile-empty={loading ? undefined : ''}>
      {text}
    </p>
  );
}
