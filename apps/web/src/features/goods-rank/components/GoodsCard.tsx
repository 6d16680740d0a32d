import * as ko from '@seller/shared/messages/sections';
import { cn } from '../../../lib/cn';
import { KeywordRanks } from './KeywordRanks';
import { ProductSummary } from './ProductSummary';
import type { RowProps } from './row-props';
import { AutoRenewSwitch, ExpiredOverlay, MemoButton, RowActions, RowCheckbox } from './RowParts';
import { REVEAL_CLASS } from '../model/reveal-row';

const t = ko.goodsRankUi;

function GoodsCard({ view, selected, onSelect, onOpen, onAutoRenew, autoRenewBusy }: RowProps) {
  return (
    <li
      data-testid="goods-row"
      data-gdpsn={view.gdpSn}
      data-expired={view.expired || undefined}
      data-pending={view.pending || undefined}
      className={cn(
        'relative overflow-hidden rounded-2xl border border-slate-200 bg-white p-4',
        REVEAL_CLASS,
        selected && 'border-brand-300 bg-brand-50/30',
      )}
    >
      <div className="flex items-start gap-3">
        <span className="pt-1">
          <RowCheckbox view={view} selected={selected} onSelect={onSelect} />
        </span>
        {/* Never dimmed nor under the overlay: the seller must see which product expired. */}
        <div className="min-w-0 flex-1" data-testid="goods-summary">
          <ProductSummary view={view} />
        </div>
      </div>
      {/* The overlay covers the figures below the product only. Both sit in one grid cell, so the
          card grows when the notice is taller than a short card's figures (375 px phones). */}
      <div className="mt-3 grid">
        <div
          className={cn(
            'col-start-1 row-start-1 flex flex-col gap-3',
            view.expired && 'pointer-events-none blur-[3px] select-none',
          )}
          inert={view.expired}
        >
          <KeywordRanks
            keywords={view.keywords}
            onOpenHistory={(keywordId) => onOpen('history', view.gdpSn, keywordId)}
          />
          <MemoButton view={view} onOpen={onOpen} />
          <div className="flex items-center justify-between gap-3 border-t border-slate-100 pt-3 text-sm">
            <span className="text-slate-600">
              {t.colEndDate} <span className="font-medium text-slate-900 tabular-nums">{view.endLabel}</span>
            </span>
            <span className="flex items-center gap-2 text-slate-600">
              {t.colAutoRenew}
              <AutoRenewSwitch view={view} busy={autoRenewBusy} onChange={onAutoRenew} />
            </span>
          </div>
          <RowActions view={view} onOpen={onOpen} />
        </div>
        {view.expired && (
          <ExpiredOverlay view={view} onOpen={onOpen} className="relative col-start-1 row-start-1" />
        )}
      </div>
    </li>
  );
}

/** Phones, tablets and small laptops (below 1280 px: the table would not fit, issue 39 §2). */
export function GoodsCards({ rows }: { rows: RowProps[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {rows.map((row) => (
        <GoodsCard key={row.view.gdpSn} {...row} />
      ))}
    </ul>
  );
}
