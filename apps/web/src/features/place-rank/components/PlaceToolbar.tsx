import { ToggleGroup } from 'radix-ui';
import { LayoutList, Rows3, Trash2, X } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { Button } from '../../../components/ui/Button';
import type { PlaceViewMode } from '../model/view-model';

const t = ko.placeRankUi;

/** Place count, the simple / detailed toggle (only above 920 px) and the delete mode. */
export function PlaceToolbar({
  count,
  max,
  mode,
  detailAllowed,
  onMode,
  deleteMode,
  selectedCount,
  onEnterDelete,
  onDelete,
  onCancelDelete,
}: {
  count: number;
  max: number;
  mode: PlaceViewMode;
  detailAllowed: boolean;
  onMode: (mode: PlaceViewMode) => void;
  deleteMode: boolean;
  selectedCount: number;
  onEnterDelete: () => void;
  onDelete: () => void;
  onCancelDelete: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm font-semibold text-slate-700 tabular-nums" data-testid="place-count">
        {t.placeCount(count, max)}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {detailAllowed ? (
          <ToggleGroup.Root
            type="single"
            value={mode}
            onValueChange={(v) => {
              if (v === 'simple' || v === 'detailed') onMode(v);
            }}
            aria-label={t.viewLabel}
            data-testid="place-view-toggle"
            className="inline-flex rounded-lg bg-slate-100 p-1"
          >
            {(['simple', 'detailed'] as const).map((v) => (
              <ToggleGroup.Item
                key={v}
                value={v}
                data-testid={`place-view-${v}`}
                className="inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-sm font-semibold text-slate-600 transition focus-visible:ring-2 focus-visible:ring-brand-300 focus-visible:outline-none data-[state=on]:bg-white data-[state=on]:text-brand-700 data-[state=on]:shadow-sm"
              >
                {v === 'simple' ? (
                  <Rows3 aria-hidden="true" className="size-4" />
                ) : (
                  <LayoutList aria-hidden="true" className="size-4" />
                )}
                {v === 'simple' ? t.viewSimple : t.viewDetailed}
              </ToggleGroup.Item>
            ))}
          </ToggleGroup.Root>
        ) : (
          <span className="sr-only">{t.viewForced}</span>
        )}
        {deleteMode ? (
          <>
            <Button variant="danger" size="sm" data-testid="place-delete-selected" onClick={onDelete}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t.deleteSelected(selectedCount)}
            </Button>
            <Button variant="outline" size="sm" data-testid="place-delete-cancel" onClick={onCancelDelete}>
              <X aria-hidden="true" className="size-4" />
              {ko.common.cancel}
            </Button>
          </>
        ) : (
          <Button
            variant="outline"
            size="sm"
            data-testid="place-delete-mode"
            disabled={count === 0}
            onClick={onEnterDelete}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t.deleteMode}
          </Button>
        )}
      </div>
    </div>
  );
}
