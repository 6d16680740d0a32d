import * as ko from '@seller/shared/messages/sections';
import { Skeleton } from '../../../components/ui/Skeleton';
import type { GoodsRowView } from '../model/view-model';
import { ImageThumb } from '../../../components/ui/ImageThumb';

const t = ko.goodsRankUi;

/** Image, title and store ('가격비교' for catalogue products); a skeleton while the look-up runs. */
export function ProductSummary({ view }: { view: GoodsRowView }) {
  return (
    <div className="flex min-w-0 items-start gap-3">
      <ImageThumb src={view.lookupPending ? null : view.row.goodsImg} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {view.lookupPending ? (
          <span role="status" className="flex flex-col gap-1.5">
            <Skeleton className="h-4 w-40 max-w-full" />
            <span className="text-xs font-medium text-amber-700">{t.lookupPending}</span>
          </span>
        ) : (
          <p
            className="line-clamp-2 text-sm leading-snug font-medium text-slate-900"
            title={view.title ?? undefined}
          >
            {view.title ?? t.untitled}
          </p>
        )}
        {!view.lookupPending &&
          (view.priceComparison ? (
            <span className="w-fit rounded bg-emerald-50 px-1.5 py-0.5 text-xs font-semibold text-emerald-700">
              {t.priceComparison}
            </span>
          ) : (
            <span className="truncate text-xs text-slate-500">{view.storeName}</span>
          ))}
      </div>
    </div>
  );
}
