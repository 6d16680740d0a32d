import * as ko from '@seller/shared/messages/sections';
import type { BulkKind, BulkRow } from '@seller/shared/schemas/bulk-add';
import { cn } from '../../lib/cn';

const t = ko.bulkAdd;

/**
 * The status comes right after the row number, so a phone shows it without scrolling sideways.
 * Every row of the file with what was found and its status. A plain table: at most 500 rows, read
 * by screen readers as a table, scrolled inside the dialog (ag-grid would add its chunk for this).
 */
export function PreviewTable({ kind, rows }: { kind: BulkKind; rows: readonly BulkRow[] }) {
  return (
    <div
      role="region"
      className="max-h-[45vh] overflow-auto rounded-lg border border-slate-200"
      // Focusable so a keyboard can scroll it (axe scrollable-region-focusable); the lint rule
      // knows only widgets.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      aria-label={t.previewTitle}
    >
      <table className="w-full min-w-[36rem] text-left text-sm" data-testid="bulk-add-preview">
        <thead className="sticky top-0 bg-slate-100 text-xs text-slate-700">
          <tr>
            <th scope="col" className="px-2 py-2 text-right">
              {t.colRow}
            </th>
            <th scope="col" className="px-2 py-2">
              {t.colStatus}
            </th>
            <th scope="col" className="px-2 py-2">
              {t.colInput}
            </th>
            <th scope="col" className="px-2 py-2">
              {kind === 'goods' ? t.colTitle : t.colPlace}
            </th>
            <th scope="col" className="px-2 py-2">
              {t.colKeywords}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr
              key={r.row}
              className="border-t border-slate-100 align-top"
              data-ok={r.ok}
              data-testid="bulk-add-row"
            >
              <td className="px-2 py-2 text-right tabular-nums text-slate-600">{r.row}</td>
              <td className={cn('w-56 min-w-[8rem] px-2 py-2', r.ok ? 'text-emerald-700' : 'text-red-700')}>
                <span className="font-semibold">{r.ok ? t.statusOk : t.statusError}</span>
                {r.reason && <span className="block text-xs">{r.reason}</span>}
              </td>
              <td className="max-w-[12rem] px-2 py-2 break-all">{r.input}</td>
              <td className="max-w-[12rem] px-2 py-2">{r.title ?? '–'}</td>
              <td className="px-2 py-2">{r.keywords.join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
