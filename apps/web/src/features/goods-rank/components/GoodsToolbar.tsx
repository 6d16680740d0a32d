import type { ReactNode } from 'react';
import { ArrowUpDown, Check, FileSpreadsheet, Trash2 } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { Button } from '../../../components/ui/Button';
import { EXPORT_LIST_URL } from '../api/goods-rank-api';

const t = ko.goodsRankUi;

export type ListMode = 'normal' | 'drag';

export function SelectAllBox({
  checked,
  indeterminate,
  disabled,
  onChange,
}: {
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      data-testid="goods-select-all"
      aria-label={t.selectAll}
      checked={checked}
      disabled={disabled}
      ref={(el) => {
        if (el) el.indeterminate = indeterminate;
      }}
      onChange={(e) => onChange(e.target.checked)}
      className="size-4 rounded border-slate-300 accent-brand-600"
    />
  );
}

/** Select-all (mobile), delete-selected, Excel export and the normal / drag mode toggle. */
export function GoodsToolbar({
  mode,
  onToggleMode,
  selectAll,
  selectedCount,
  onDeleteSelected,
  hasRows,
}: {
  mode: ListMode;
  onToggleMode: () => void;
  /** Shown here on phones; the desktop table carries it in its header. */
  selectAll: ReactNode | null;
  selectedCount: number;
  onDeleteSelected: () => void;
  hasRows: boolean;
}) {
  const drag = mode === 'drag';
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <div className="flex items-center gap-3">
        {selectAll && (
          <label className="flex items-center gap-2 text-sm text-slate-700">
            {selectAll}
            {t.selectAll}
          </label>
        )}
        {!drag && (
          <Button variant="outline" size="sm" data-testid="goods-delete-selected" onClick={onDeleteSelected}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t.deleteSelected}
            {selectedCount > 0 && <span className="tabular-nums">({selectedCount})</span>}
          </Button>
        )}
      </div>
      <div className="flex items-center gap-2">
        <Button asChild variant="outline" size="sm">
          <a href={EXPORT_LIST_URL} download data-testid="goods-export">
            <FileSpreadsheet aria-hidden="true" className="size-4" />
            {t.exportList}
          </a>
        </Button>
        <Button
          variant={drag ? 'primary' : 'outline'}
          size="sm"
          data-testid="goods-mode-toggle"
          data-mode={mode}
          aria-pressed={drag}
          disabled={!hasRows && !drag}
          onClick={onToggleMode}
        >
          {drag ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <ArrowUpDown aria-hidden="true" className="size-4" />
          )}
          {t.modeDrag}
        </Button>
      </div>
    </div>
  );
}
