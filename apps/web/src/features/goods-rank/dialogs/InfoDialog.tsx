import * as ko from '@seller/shared/messages/sections';
import { Dialog } from '../../../components/ui/Dialog';
import { formatNumber } from '../../../lib/format';
import { displayDate } from '../model/time';
import type { GoodsRowView } from '../model/view-model';

const t = ko.goodsRankUi;

export function InfoDialog({ view, onClose }: { view: GoodsRowView; onClose: () => void }) {
  const row = view.row;
  const items: [string, string][] = [
    [t.infoGdpSn, String(view.gdpSn)],
    [t.infoMallPid, view.mallPid ?? '-'],
    [t.infoMidNo, view.midNo ?? '-'],
    [t.infoMatchingModel, row.matchingModelMidNo ?? '-'],
    [t.infoStore, view.priceComparison ? t.priceComparison : (view.storeName ?? '-')],
    [t.infoPrice, row.price === null ? '-' : `${formatNumber(row.price)}${ko.common.won}`],
    [t.infoPeriod, `${displayDate(view.start)} ~ ${view.endLabel}`],
    [t.colAutoRenew, view.autoRenew ? t.on : t.off],
  ];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t.infoTitle}>
      <div className="mt-4 flex items-start gap-3">
        <p className="text-sm font-medium text-slate-900">{view.title ?? t.lookupPending}</p>
      </div>
      <dl data-testid="goods-info" className="mt-4 grid grid-cols-[8.5rem_1fr] gap-x-3 gap-y-2 text-sm">
        {items.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="break-all text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
