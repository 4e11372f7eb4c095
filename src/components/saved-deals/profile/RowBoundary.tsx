/**
 * Keeps one row's failure to that row: whatever a saved entry or its shard record holds, a row that
 * throws while rendering (a damaged shard, say) shows the deal's name and its remove button instead of taking the whole list
 * (and, since the list is stored, every later visit) down with it.
 */
import { Component, type ReactNode } from 'react';
import { fill } from '../../../i18n/text';
import type { SavedDeal } from '../saved-list';
import type { ProfileLabels } from './labels';

interface Props {
  saved: SavedDeal;
  labels: ProfileLabels;
  onRemove(id: string): void;
  children: ReactNode;
}

export class RowBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { saved, labels, onRemove } = this.props;
    const title = saved.title ?? saved.id;
    return (
      <li className="saved__item" data-saved-id={saved.id} data-row-failed="">
        <div className="saved__photo" />
        <div className="saved__body">
          <h3>{title}</h3>
        </div>
        <div className="saved__actions-row">
          <button
            type="button"
            className="button button--ghost"
            data-remove
            aria-label={fill(labels.removeLabel, { title })}
            onClick={() => onRemove(saved.id)}
          >
            {labels.remove}
          </button>
        </div>
      </li>
    );
  }
}
