/** Export of the list to a JSON file and import from one. Disabled until the list has been read. */
import type { ProfileLabels } from './labels';

interface Props {
  labels: Pick<ProfileLabels, 'export' | 'import'>;
  ready: boolean;
  onExport(): void;
  onImport(text: string): void;
}

export function ImportExport({ labels, ready, onExport, onImport }: Props) {
  const read = async (input: HTMLInputElement) => {
    const text = await input.files?.[0]?.text();
    input.value = '';
    if (text !== undefined) onImport(text);
  };
  return (
    <div className="saved__toolbar">
      <button type="button" className="button button--ghost" disabled={!ready} onClick={onExport}>
        {labels.export}
      </button>
      <label className="button button--ghost">
        {labels.import}
        <input className="visually-hidden" type="file" accept=".json,application/json" disabled={!ready} onChange={(e) => void read(e.currentTarget)} />
      </label>
    </div>
  );
}
