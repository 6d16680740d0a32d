import { useId } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Clock, TriangleAlert } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { errorMessage } from '../../../lib/api';
import { ListSkeleton } from '../../../components/rank-tracking/ListSkeleton';
import { useIsPhone } from '../../../lib/use-media-query';
import { useServerNow } from '../hooks/use-server-now';
import { buildHourlyItems } from './hourly';
import { HourlyCards, HourlyTable } from './HourlyList';
import { BandLegend } from './HourStrip';
import { useHourlyList } from './use-hourly-list';
import { ScreenFrame } from '../../../components/ui/ScreenFrame';
import { goodsRankV1Frame } from './screen-frame';

const v = ko.goodsRankV1;
const V2_PATH = '/goodsTrackingRouter';

function GoV2Button({ variant = 'primary' }: { variant?: 'primary' | 'outline' }) {
  return (
    <Button asChild variant={variant} size="md">
      <Link to={V2_PATH} data-testid="go-v2">
        {v.goV2}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </Button>
  );
}

/** v1 is being retired: products are registered and managed in V2. */
function EndNotice() {
  const titleId = useId();
  return (
    <aside
      data-testid="v1-end-notice"
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 px-4 py-4 sm:flex-row sm:items-center sm:gap-4 sm:px-5"
    >
      <TriangleAlert aria-hidden="true" className="hidden size-6 shrink-0 text-amber-500 sm:block" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 id={titleId} className="flex items-center gap-2 text-base font-bold text-amber-950">
          <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-amber-500 sm:hidden" />
          {v.endTitle}
        </h2>
        <p className="text-sm text-amber-900">{v.endText}</p>
      </div>
      <GoV2Button />
    </aside>
  );
}

/** /myTrackingrank: the legacy v1 list with each keyword's last 24 hourly ranks. */
export function GoodsRankV1Page() {
  const list = useHourlyList();
  const now = useServerNow(list.data?.clockOffsetMs ?? 0, list.data?.serverNow ?? '');
  const items = list.data ? buildHourlyItems(list.data, now) : [];
  const isMobile = useIsPhone();

  let content;
  if (list.isPending) content = <ListSkeleton variant="table" />;
  else if (list.isError && !list.data)
    content = (
      <ErrorState title={v.listError} text={errorMessage(list.error)} onRetry={() => void list.refetch()} />
    );
  else if (items.length === 0)
    content = (
      <EmptyState
        title={v.emptyTitle}
        text={v.emptyText}
        action={<GoV2Button variant="outline" />}
        className="rounded-2xl border border-dashed border-slate-300 bg-white"
      />
    );
  else
    content = (
      <>
        {isMobile ? <HourlyCards items={items} /> : <HourlyTable items={items} />}
        <BandLegend />
      </>
    );

  return (
    <ScreenFrame
      spec={goodsRankV1Frame}
      testId="goods-rank-v1-page"
      extra={
        <p className="flex items-center gap-1.5 text-xs text-slate-500">
          <Clock aria-hidden="true" className="size-3.5" />
          {v.refreshNote}
        </p>
      }
    >
      <EndNotice />
      {content}
    </ScreenFrame>
  );
}

export default GoodsRankV1Page;
