import * as ko from '@seller/shared/messages/sections';
import type { BulkKind, BulkRow } from '@seller/shared/schemas/bulk-add';
import { cn } from '../../lib/cn';

const t = ko.bulkAdd;

/**
 * Every row of the file with what was found and its status. A plain table: at most 500 rows, read
 * by screen readers as a table, scrolled inside the dialog (ag-grid would add its chunk for this).
 * Below `sm` the row is two columns: the number and one cell with the status, the input, what was
 * found and the keywords, so a phone reads it without scrolling sideways.
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
      <table className="w-full text-left text-sm sm:min-w-[36rem]" data-testid="bulk-add-preview">
        <thead className="sticky top-0 bg-slate-100 text-xs text-slate-700">
          <tr>
            <th scope="col" className="px-2 py-2 text-right">
              {t.colRow}
            </th>
            <th scope="col" className="px-2 py-2">
              {t.colStatus}
            </th>
            <th scope="col" className="hidden px-2 py-2 sm:table-cell">
              {t.colInput}
            </th>
            <th scope="col" className="hidden px-2 py-2 sm:table-cell">
              {kind === 'goods' ? t.colTitle : t.colPlace}
            </th>
            <th scope="col" className="hidden px-2 py-2 sm:table-cell">
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
              <td
                className={cn(
                  'px-2 py-2 sm:w-56 sm:min-w-[8rem]',
                  r.ok ? 'text-emerald-700' : 'text-red-700',
                )}
              >
                <span className="font-semibold">{r.ok ? t.statusOk : t.statusError}</span>
                {r.reason && <span className="block text-xs">{r.reason}</span>}
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-xs text-slate-700 sm:hidden">
                  <dt className="text-slate-500">{t.colInput}</dt>
                  <dd className="break-all">{r.input}</dd>
                  <dt className="text-slate-500">{kind === 'goods' ? t.colTitle : t.colPlace}</dt>
                  <dd>{r.title ?? '–'}</dd>
                  <dt className="text-slate-500">{t.colKeywords}</dt>
                  <dd>{r.keywords.join(', ')}</dd>
                </dl>
              </td>
              <td className="hidden max-w-[12rem] px-2 py-2 break-all sm:table-cell">{r.input}</td>
              <td className="hidden max-w-[12rem] px-2 py-2 sm:table-cell">{r.title ?? '–'}</td>
              <td className="hidden px-2 py-2 sm:table-cell">{r.keywords.join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
