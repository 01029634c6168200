import { Button } from '@cc/design-system';
import { useEffect, useId, useRef } from 'react';
import type { BulkStatus } from '../utils/bulk-summary';

interface Props {
  shownCount: number;
  selectedCount: number;
  onToggleAll: (checked: boolean) => void;
  onApply: (status: BulkStatus) => void;
  busy: BulkStatus | null;
}

/** Select every shown question, then approve or reject the selected ones in one go (issue 21). */
export function BulkActions({ shownCount, selectedCount, onToggleAll, onApply, busy }: Props) {
  const selectAllId = useId();
  const selectAll = useRef<HTMLInputElement>(null);
  const allSelected = shownCount > 0 && selectedCount === shownCount;

  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = selectedCount > 0 && !allSelected;
  }, [selectedCount, allSelected]);

  return (
    <fieldset className="ds-fieldset cc-qa__bulk">
      <legend>Several questions at once</legend>
      <div className="ds-checkbox">
        <input
          ref={selectAll}
          id={selectAllId}
          type="checkbox"
          className="ds-checkbox__input"
          checked={allSelected}
          onChange={(event) => onToggleAll(event.target.checked)}
        />
        <label className="ds-checkbox__label" htmlFor={selectAllId}>
          Select all {shownCount} shown
        </label>
      </div>
      <p className="cc-qa__bulk-count">{selectedCount} selected</p>
      <div className="ds-cluster ds-cluster--small">
        {/* Busy buttons stay enabled (a disabled button drops keyboard focus); a press while busy is ignored. */}
        <Button
          size="small"
          loading={busy === 'approved'}
          loadingLabel="Approving..."
          onClick={() => !busy && onApply('approved')}
        >
          Approve selected
        </Button>
        <Button
          size="small"
          variant="secondary"
          loading={busy === 'rejected'}
          loadingLabel="Rejecting..."
          onClick={() => !busy && onApply('rejected')}
        >
          Reject selected
        </Button>
      </div>
    </fieldset>
  );
}
