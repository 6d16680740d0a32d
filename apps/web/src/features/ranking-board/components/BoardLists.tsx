import { Link } from 'react-router';
import * as ko from '@seller/shared/messages/sections';
import { formatNumber } from '@seller/shared/rules/kst';
import type { RankedBrand, RankedKeyword, RankedProduct } from '@seller/shared/schemas/ranking-board';
import { ImageThumb } from '../../../components/ui/ImageThumb';
import { cn } from '../../../lib/cn';
import { changeView } from '../model/board';

const t = ko.rankingBoardUi;

function RankBadge({ rank }: { rank: number }) {
  return (
    <span
      className={cn(
        'flex size-8 shrink-0 items-center justify-center rounded-lg text-sm font-bold tabular-nums',
        rank <= 3 ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-700',
      )}
    >
      {rank}
    </span>
  );
}

/** ▲N in red, ▼N in blue, NEW, or a dash (as Korean users read rank changes). */
function Change({ change }: { change: number | null }) {
  const v = changeView(change);
  if (v.kind === 'new')
    return (
      <span
        title={t.changeNewLabel}
        className="rounded bg-amber-100 px-1.5 py-0.5 text-[11px] font-bold text-amber-700"
      >
        {t.changeNew}
      </span>
    );
  if (v.kind === 'same')
    return (
      <span title={t.changeSameLabel} className="text-slate-400">
        {t.changeSame}
      </span>
    );
  const up = v.kind === 'up';
  return (
    <span
      title={up ? t.changeUp(v.by) : t.changeDown(v.by)}
      className={cn('text-sm font-semibold tabular-nums', up ? 'text-red-600' : 'text-blue-600')}
    >
      {up ? '▲' : '▼'}
      {v.by}
      <span className="sr-only">{up ? t.changeUp(v.by) : t.changeDown(v.by)}</span>
    </span>
  );
}

const listClass = 'divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white';

export function KeywordList({ keywords }: { keywords: RankedKeyword[] }) {
  return (
    <ol
      data-testid="board-list"
      data-kind="keywords"
      className={cn(listClass, 'grid sm:grid-cols-2 sm:divide-y-0')}
    >
      {keywords.map((k) => (
        <li
          key={k.rank}
          data-testid="board-item"
          className="flex items-center gap-3 border-slate-100 px-4 py-3 sm:border-b"
        >
          <RankBadge rank={k.rank} />
          <Link
            to={`/search?keyword=${encodeURIComponent(k.keyword)}`}
            aria-label={t.analyse(k.keyword)}
            className="min-w-0 flex-1 truncate font-medium text-slate-900 hover:text-brand-700 hover:underline"
          >
            {k.keyword}
          </Link>
          <Change change={k.change} />
        </li>
      ))}
    </ol>
  );
}

export function ProductList({ products, kind }: { products: RankedProduct[]; kind: 'viewed' | 'purchased' }) {
  return (
    <ol data-testid="board-list" data-kind={kind} className={listClass}>
      {products.map((p) => (
        <li
          key={`${p.rank}-${p.productId}`}
          data-testid="board-item"
          className="flex items-center gap-3 px-4 py-3"
        >
          <RankBadge rank={p.rank} />
          <ImageThumb src={p.imageUrl || null} className="size-14" />
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            <p className="line-clamp-2 text-sm font-medium text-slate-900">{p.title}</p>
            <p className="truncate text-xs text-slate-500">
              {p.mallName}
              {p.category && <span className="text-slate-400"> · {p.category}</span>}
            </p>
          </div>
          <span className="shrink-0 text-sm font-semibold text-slate-900 tabular-nums">
            {formatNumber(p.price)}
            {ko.common.won}
          </span>
        </li>
      ))}
    </ol>
  );
}

export function BrandList({ brands }: { brands: RankedBrand[] }) {
  return (
    <ol
      data-testid="board-list"
      data-kind="brands"
      className={cn(listClass, 'grid sm:grid-cols-2 sm:divide-y-0')}
    >
      {brands.map((b) => (
        <li
          key={b.rank}
          data-testid="board-item"
          className="flex items-center gap-3 border-slate-100 px-4 py-3 sm:border-b"
        >
          <RankBadge rank={b.rank} />
          <div className="flex min-w-0 flex-1 flex-col">
            <span className="truncate font-medium text-slate-900">{b.brand}</span>
            <span className="truncate text-xs text-slate-500">{b.category}</span>
          </div>
          <Change change={b.change} />
        </li>
      ))}
    </ol>
  );
}

export function BoardSkeletonRows() {
  return (
    <div role="status" aria-label={ko.common.loading} className={cn(listClass, 'flex flex-col')}>
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} className="flex items-center gap-3 px-4 py-3">
          <span className="size-8 animate-pulse rounded-lg bg-slate-200" />
          <span className="h-4 flex-1 animate-pulse rounded bg-slate-200" />
          <span className="h-4 w-12 animate-pulse rounded bg-slate-200" />
        </div>
      ))}
    </div>
  );
}
