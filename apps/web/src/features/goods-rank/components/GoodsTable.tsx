import type { ReactNode } from 'react';
import * as ko from '@seller/shared/messages/sections';
import { cn } from '../../../lib/cn';
import { KeywordHeader, KeywordRanks } from './KeywordRanks';
import { ProductSummary } from './ProductSummary';
import type { RowProps } from './row-props';
import { AutoRenewSwitch, ExpiredOverlay, MemoButton, RowActions, RowCheckbox } from './RowParts';
import { REVEAL_CLASS } from '../model/reveal-row';

const t = ko.goodsRankUi;

/**
 * Column template shared by the header and the rows (a CSS grid, so an expired row can carry an
 * overlay over the columns after the product's).
 */
const TABLE_COLUMNS =
  'grid grid-cols-[2.75rem_minmax(13rem,1.3fr)_minmax(19rem,2fr)_minmax(8rem,0.8fr)_6rem_5.5rem_minmax(15rem,1fr)] items-center';

function HeaderCell({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <div role="columnheader" className={cn('px-2 py-2.5 text-xs font-semibold text-slate-600', className)}>
      {children}
    </div>
  );
}

function TableHeader({ selectAll }: { selectAll: ReactNode }) {
  return (
    <div
      role="rowgroup"
      // Sticks under the site header (h-16) once the table no longer needs its own horizontal scroll.
      className="z-20 rounded-t-2xl border-b border-slate-200 bg-slate-50 xl:sticky xl:top-16"
    >
      <div role="row" className={TABLE_COLUMNS}>
        <HeaderCell className="flex justify-center">{selectAll}</HeaderCell>
        <HeaderCell>{t.colProduct}</HeaderCell>
        <HeaderCell>
          <span className="sr-only">{t.colKeywords}</span>
          <KeywordHeader />
        </HeaderCell>
        <HeaderCell>{t.colMemo}</HeaderCell>
        <HeaderCell className="text-center">{t.colEndDate}</HeaderCell>
        <HeaderCell className="text-center">{t.colAutoRenew}</HeaderCell>
        <HeaderCell>{t.colActions}</HeaderCell>
      </div>
    </div>
  );
}

function GoodsTableRow({ view, selected, onSelect, onOpen, onAutoRenew, autoRenewBusy }: RowProps) {
  const blur = view.expired ? 'pointer-events-none blur-[3px] select-none' : '';
  const cell = cn('self-stretch px-2 py-3', blur);
  return (
    <div
      role="row"
      data-testid="goods-row"
      data-gdpsn={view.gdpSn}
      data-expired={view.expired || undefined}
      data-pending={view.pending || undefined}
      aria-selected={selected}
      className={cn(
        TABLE_COLUMNS,
        'relative border-b border-slate-100 hover:bg-slate-50/60',
        REVEAL_CLASS,
        selected && 'bg-brand-50/40',
      )}
    >
      <div role="cell" className="flex justify-center self-stretch py-3">
        <RowCheckbox view={view} selected={selected} onSelect={onSelect} />
      </div>
      {/* Never dimmed nor under the overlay: the seller must see which product expired. */}
      <div role="cell" className="self-stretch px-2 py-3" data-testid="goods-summary">
        <ProductSummary view={view} />
      </div>
      <div role="cell" className={cell} inert={view.expired}>
        <KeywordRanks
          keywords={view.keywords}
          showHeader={false}
          onOpenHistory={(keywordId) => onOpen('history', view.gdpSn, keywordId)}
        />
      </div>
      <div role="cell" className={cell} inert={view.expired}>
        <MemoButton view={view} onOpen={onOpen} />
      </div>
      <div
        role="cell"
        className={cn(cell, 'text-center text-sm text-slate-700 tabular-nums')}
        inert={view.expired}
      >
        {view.endLabel}
      </div>
      <div role="cell" className={cn(cell, 'flex justify-center')} inert={view.expired}>
        <AutoRenewSwitch view={view} busy={autoRenewBusy} onChange={onAutoRenew} />
      </div>
      <div role="cell" className={cell} inert={view.expired}>
        <RowActions view={view} onOpen={onOpen} />
      </div>
      {view.expired && (
        // An absolutely placed grid item takes its grid area as its box: the overlay spans the
        // keyword column to the last one and the row's full height, leaving the product readable.
        <div data-testid="expired-cover" className="absolute inset-0 col-start-3 -col-end-1">
          <ExpiredOverlay view={view} onOpen={onOpen} />
        </div>
      )}
    </div>
  );
}

/** Wide list (1280 px and wider, Tailwind's xl: the width its columns need, issue 39 §2). */
export function GoodsTable({ rows, selectAll }: { rows: RowProps[]; selectAll: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white xl:overflow-visible">
      <div role="table" aria-label={ko.routes.goodsTrackingRouter} className="min-w-[70rem]">
        <TableHeader selectAll={selectAll} />
        <div role="rowgroup">
          {rows.map((row) => (
            <GoodsTableRow key={row.view.gdpSn} {...row} />
          ))}
        </div>
      </div>
    </div>
  );
}
