import type { ReactNode } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { formatNumber } from '@seller/shared/rules/kst';
import type { ScoreProduct } from '@seller/shared/schemas/keyword-score';
import { ImageThumb } from '../../../components/ui/ImageThumb';
import { cn } from '../../../lib/cn';
import {
  type ProductSort,
  type ProductSortKey,
  SCORE_KEYS,
  type ScoreKey,
  shownScore,
} from '../model/score-table';
import { ScoreCell } from './ScoreCell';

const t = ko.keywordScoreUi;

export const count = (n: number | null) => (n === null ? t.notAvailable : formatNumber(n));
export const price = (n: number | null) =>
  n === null ? t.notAvailable : `${formatNumber(n)}${ko.common.won}`;
export const scoreLabel = (k: ScoreKey) => t.scoreNames[k];

function SortHeader({
  label,
  sortKey,
  sort,
  onSort,
  align = 'right',
  className,
  title,
}: {
  label: ReactNode;
  sortKey?: ProductSortKey;
  sort: ProductSort;
  onSort: (key: ProductSortKey) => void;
  align?: 'left' | 'right' | 'center';
  className?: string;
  title?: string;
}) {
  const active = sortKey !== undefined && sort.key === sortKey;
  const Icon = !active ? ArrowUpDown : sort.dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      title={title}
      aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : sortKey ? 'none' : undefined}
      className={cn(
        'border-b border-slate-200 bg-slate-50 px-2.5 py-2.5 text-xs font-semibold whitespace-nowrap text-slate-600',
        align === 'right' ? 'text-right' : align === 'center' ? 'text-center' : 'text-left',
        className,
      )}
    >
      {sortKey ? (
        <button
          type="button"
          data-testid={`score-sort-${sortKey}`}
          onClick={() => onSort(sortKey)}
          className={cn(
            'inline-flex items-center gap-1 rounded px-1 py-0.5 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-300 focus-visible:outline-none',
            active && 'text-brand-700',
          )}
        >
          {label}
          <Icon aria-hidden="true" className={cn('size-3.5', !active && 'text-slate-400')} />
          {active && (
            <span className="sr-only">{sort.dir === 'asc' ? t.sortAscending : t.sortDescending}</span>
          )}
        </button>
      ) : (
        label
      )}
    </th>
  );
}

/*
 * The product (rank, image, title) stays pinned at the left and the nine scores come right after
 * it, the details (price, stores, reviews…) after them: at 1,366 px the scores are on screen from
 * the start (issue 39 §2; they used to start at 1,400 px of a 1,943 px table). Fixed widths, so
 * each pinned column knows where the one before it ends.
 */
const PIN_RANK = 'sticky left-0 w-[4.5rem] min-w-[4.5rem] max-w-[4.5rem]';
const PIN_IMAGE = 'sticky left-[4.5rem] w-[4.5rem] min-w-[4.5rem] max-w-[4.5rem]';
/** The last pinned column: a line at its right edge (a collapsed border would scroll away). */
const PIN_TITLE = 'sticky left-[9rem] w-64 min-w-64 max-w-64 shadow-[inset_-1px_0_0_var(--color-slate-200)]';
const PIN_CELL = 'z-10 bg-white px-2.5 py-2 group-hover:bg-slate-50';

/** The top 100 with every field of the score result (spec 02 §2.2, §3); every number column sorts. */
export function ScoreTable({
  products,
  sort,
  onSort,
}: {
  products: ScoreProduct[];
  sort: ProductSort;
  onSort: (key: ProductSortKey) => void;
}) {
  const h = { sort, onSort };
  return (
    <div className="max-h-[70vh] overflow-auto rounded-2xl border border-slate-200 bg-white">
      <table data-testid="score-table" className="w-full border-collapse text-sm">
        <thead className="sticky top-0 z-20">
          <tr>
            <SortHeader
              {...h}
              label={t.colRank}
              sortKey="rank"
              align="center"
              className={cn(PIN_RANK, 'z-30')}
            />
            <SortHeader {...h} label={t.colImage} align="center" className={cn(PIN_IMAGE, 'z-30')} />
            <SortHeader {...h} label={t.colTitle} align="left" className={cn(PIN_TITLE, 'z-30')} />
            {SCORE_KEYS.map((k) => (
              <SortHeader
                key={k}
                {...h}
                label={scoreLabel(k)}
                sortKey={`score:${k}`}
                title={k === 'penalty' ? t.penaltyHint : undefined}
                className="bg-brand-50"
              />
            ))}
            <SortHeader {...h} label={t.colLowPrice} sortKey="lowPrice" />
            <SortHeader {...h} label={t.colMallCount} sortKey="mallCount" />
            <SortHeader {...h} label={t.colMallProductId} align="left" />
            <SortHeader {...h} label={t.colMallName} align="left" />
            <SortHeader {...h} label={t.colCategory} align="left" />
            <SortHeader {...h} label={t.colReviewCount} sortKey="reviewCount" />
            <SortHeader {...h} label={t.colPurchaseCnt} sortKey="purchaseCnt" />
            <SortHeader {...h} label={t.colOpenDate} sortKey="openDate" align="center" />
            <SortHeader {...h} label={t.colKeepCnt} sortKey="keepCnt" />
          </tr>
        </thead>
        <tbody>
          {products.map((p) => (
            <tr
              key={`${p.rank}-${p.mallProductId}`}
              data-testid="score-row"
              className="group border-b border-slate-100 hover:bg-slate-50/70"
            >
              <td className={cn(PIN_RANK, PIN_CELL, 'text-center font-bold text-slate-900 tabular-nums')}>
                {p.rank}
              </td>
              <td className={cn(PIN_IMAGE, PIN_CELL)}>
                <ImageThumb src={p.imageUrl || null} className="size-12" />
              </td>
              <td className={cn(PIN_TITLE, PIN_CELL)}>
                <p className="line-clamp-2 font-medium text-slate-900" title={p.productTitle}>
                  {p.productTitle}
                </p>
              </td>
              {SCORE_KEYS.map((k) => (
                <td key={k} className="px-2.5 py-2 text-right" data-score={k}>
                  <ScoreCell value={shownScore(p, k)} penalty={k === 'penalty'} />
                </td>
              ))}
              <td className="px-2.5 py-2 text-right whitespace-nowrap tabular-nums">{price(p.lowPrice)}</td>
              <td className="px-2.5 py-2 text-right tabular-nums">{count(p.mallCount)}</td>
              <td className="px-2.5 py-2 font-mono text-xs whitespace-nowrap text-slate-600">
                {p.mallProductId}
              </td>
              <td className="px-2.5 py-2 whitespace-nowrap text-slate-700">{p.mallName}</td>
              <td className="min-w-48 px-2.5 py-2 text-xs text-slate-600">
                <span className="line-clamp-2" title={p.category}>
                  {p.category}
                </span>
              </td>
              <td className="px-2.5 py-2 text-right tabular-nums">{count(p.reviewCount)}</td>
              <td className="px-2.5 py-2 text-right tabular-nums">{count(p.purchaseCnt)}</td>
              <td className="px-2.5 py-2 text-center whitespace-nowrap tabular-nums">
                {p.openDate ?? t.notAvailable}
              </td>
              <td className="px-2.5 py-2 text-right tabular-nums">{count(p.keepCnt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
