import { lazy, Suspense } from 'react';
import * as ko from '@seller/shared/messages/sections';
import type { RelatedAnswer } from '@seller/shared/schemas/keyword-analysis';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { lazyWithRetry } from '../../../lib/lazy-with-retry';
import { categorySlices } from '../model/categories';
import { sliceLabel } from './category-label';
import { colorAt, OTHERS_COLOR } from './chart-colors';

const CategoryChart = lazy(() => lazyWithRetry(() => import('./CategoryChart')));
const t = ko.keywordAnalysisUi;

/** Category ratio of the shopping search's top products (spec 02 §2.8). */
export function CategoryPanel({ answer }: { answer: RelatedAnswer }) {
  const slices = categorySlices(answer.categoryRatio);
  return (
    <section
      data-testid="category-panel"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <header className="flex flex-col gap-1">
        <h2 className="text-lg font-bold text-slate-900">{t.categoryTitle}</h2>
        <p className="text-xs text-slate-500">{t.categoryHint(answer.sampleSize)}</p>
      </header>
      {slices.length === 0 ? (
        <EmptyState title={t.categoryEmpty} className="py-8" />
      ) : (
        <>
          <div className="relative mx-auto h-48 w-48" data-testid="category-chart">
            <Suspense fallback={<Skeleton className="h-full w-full rounded-full" />}>
              <CategoryChart slices={slices} />
            </Suspense>
          </div>
          <ul className="flex flex-col gap-2 text-sm">
            {slices.map((s, i) => (
              <li
                key={s.category ?? '\u0000others'}
                data-testid="category-item"
                className="flex items-center gap-2"
              >
                <span
                  aria-hidden="true"
                  className="size-2.5 shrink-0 rounded-full"
                  style={{ backgroundColor: s.category === null ? OTHERS_COLOR : colorAt(i) }}
                />
                <span className="min-w-0 flex-1 truncate text-slate-700" title={s.category ?? undefined}>
                  {sliceLabel(s)}
                </span>
                <span className="shrink-0 text-xs text-slate-500 tabular-nums">
                  {t.categoryProducts(s.count)}
                </span>
                <span className="w-12 shrink-0 text-right font-semibold text-slate-800 tabular-nums">
                  {s.percent}%
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
