import * as ko from '@seller/shared/messages/sections';
import type { BulkResult } from '@seller/shared/schemas/bulk-add';
import { formatNumber } from '../../lib/format';

const t = ko.bulkAdd;

/** What confirm added and what it left out, with each reason. */
export function ResultList({ result }: { result: BulkResult }) {
  return (
    <div className="mt-4 flex flex-col gap-3" data-testid="bulk-add-result">
      <p role="status" className="text-sm font-semibold text-slate-800">
        {t.resultSummary(result.added.length, result.refused.length)}
      </p>
      {result.kind === 'goods' && result.coins > 0 && (
        <p className="text-sm text-slate-700">
          {t.resultCoins(formatNumber(result.coins), formatNumber(result.balance))}
        </p>
      )}
      <ul
        className="max-h-[45vh] overflow-auto rounded-lg border border-slate-200 text-sm"
        // Focusable so a keyboard can scroll it (axe scrollable-region-focusable); the lint rule
        // knows only widgets.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-label={t.resultTitle}
      >
        {[
          ...result.added.map((r) => ({ ...r, ok: true })),
          ...result.refused.map((r) => ({ ...r, ok: false })),
        ]
          .sort((a, b) => a.row - b.row)
          .map((r) => (
            <li key={r.row} className="flex gap-2 border-t border-slate-100 px-3 py-2 first:border-t-0">
              <span className="w-10 shrink-0 text-right tabular-nums text-slate-600">{r.row}</span>
              <span className="min-w-0 flex-1 break-all">
                {r.title ?? r.input}
                {r.reason && <span className="block text-xs text-red-700">{r.reason}</span>}
              </span>
              <span className={r.ok ? 'font-semibold text-emerald-700' : 'font-semibold text-red-700'}>
                {r.ok ? t.added : t.refused}
              </span>
            </li>
          ))}
      </ul>
    </div>
  );
}
