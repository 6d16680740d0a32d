import * as ko from '@seller/shared/messages/sections';
import type { ScoreProduct } from '@seller/shared/schemas/keyword-score';
import { ImageThumb } from '../../../components/ui/ImageThumb';
import { cn } from '../../../lib/cn';
import { SCORE_KEYS, shownScore } from '../model/score-table';
import { count, price, scoreLabel } from './ScoreTable';

const t = ko.keywordScoreUi;

/** The mobile layout of the results: one card per product with its facts and scores. */
export function ScoreCards({ products }: { products: ScoreProduct[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {products.map((p) => (
        <li
          key={`${p.rank}-${p.mallProductId}`}
          data-testid="score-card"
          className="rounded-2xl border border-slate-200 bg-white p-4"
        >
          <div className="flex gap-3">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-sm font-bold text-brand-700">
              {p.rank}
            </span>
            <ImageThumb src={p.imageUrl || null} className="size-16" />
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 text-sm font-medium text-slate-900">{p.productTitle}</p>
              <p className="mt-1 text-sm font-semibold text-slate-900 tabular-nums">{price(p.lowPrice)}</p>
              <p className="truncate text-xs text-slate-500">
                {p.mallName} · {p.mallProductId}
              </p>
            </div>
          </div>
          <p className="mt-2 truncate text-xs text-slate-500">{p.category}</p>
          <dl className="mt-3 grid grid-cols-4 gap-2 text-xs">
            {(
              [
                [t.colMallCount, count(p.mallCount)],
                [t.colReviewCount, count(p.reviewCount)],
                [t.colPurchaseCnt, count(p.purchaseCnt)],
                [t.colKeepCnt, count(p.keepCnt)],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="flex flex-col rounded-lg bg-slate-50 px-2 py-1.5">
                <dt className="text-slate-500">{label}</dt>
                <dd className="font-semibold text-slate-800 tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          <dl className="mt-2 grid grid-cols-3 gap-1.5 text-xs">
            {SCORE_KEYS.map((k) => {
              const v = shownScore(p, k);
              return (
                <div
                  key={k}
                  // The penalty is what the member looks for: floating buttons keep clear of it.
                  data-keep-clear={k === 'penalty' || undefined}
                  data-testid={k === 'penalty' ? 'score-penalty' : undefined}
                  className="flex items-center justify-between rounded-lg border border-slate-100 px-2 py-1"
                >
                  <dt className="text-slate-500">{scoreLabel(k)}</dt>
                  <dd
                    className={cn(
                      'font-semibold tabular-nums',
                      k === 'penalty' && v > 0 ? 'text-red-600' : 'text-slate-800',
                    )}
                  >
                    {v.toFixed(1)}
                  </dd>
                </div>
              );
            })}
          </dl>
          <p className="mt-2 text-xs text-slate-400">
            {t.colOpenDate} {p.openDate ?? t.notAvailable}
          </p>
        </li>
      ))}
    </ul>
  );
}
