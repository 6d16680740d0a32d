import { useContext } from 'react';
import { Link } from 'react-router';
import { Switch } from 'radix-ui';
import {
  Bell,
  CalendarPlus,
  ChartLine,
  Download,
  Info,
  RefreshCw,
  Replace,
  StickyNote,
  Tags,
  TriangleAlert,
} from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { DELETE_AFTER_DAYS } from '@seller/shared/rules/goods-period';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { historyExportUrl } from '../api/goods-rank-api';
import { useCheckNow } from '../hooks/use-goods-actions';
import { cn } from '../../../lib/cn';
import type { OnOpenDialog } from '../dialogs/dialog-state';
import type { GoodsRowView } from '../model/view-model';
import { AlertSettingsSlot } from './alert-slot';

const t = ko.goodsRankUi;
const lifecycle = ko.goodsLifecycle;

export function RowCheckbox({
  view,
  selected,
  onSelect,
}: {
  view: GoodsRowView;
  selected: boolean;
  onSelect: (goodsId: number, selected: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      checked={selected}
      onChange={(e) => onSelect(view.gdpSn, e.target.checked)}
      aria-label={t.selectRow(view.title ?? String(view.gdpSn))}
      className="size-4 rounded border-slate-300 accent-brand-600"
    />
  );
}

/** Memo preview (30 characters, spec 02 §5); opens the memo modal. */
export function MemoButton({ view, onOpen }: { view: GoodsRowView; onOpen: OnOpenDialog }) {
  const empty = view.memoPreview === '';
  return (
    <button
      type="button"
      data-testid="open-memo"
      onClick={() => onOpen('memo', view.gdpSn)}
      title={empty ? t.memoAdd : view.row.content}
      className={cn(
        'flex w-full items-start gap-1.5 rounded-md px-1.5 py-1 text-left text-xs hover:bg-slate-100',
        // slate-500: the placeholder text still reads at 4.5:1 on white (slate-400 did not: axe).
        empty ? 'text-slate-500' : 'text-slate-700',
      )}
    >
      <StickyNote aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <span className="break-all">{empty ? t.memoAdd : view.memoPreview}</span>
    </button>
  );
}

export function AutoRenewSwitch({
  view,
  busy,
  onChange,
}: {
  view: GoodsRowView;
  busy: boolean;
  onChange: (goodsId: number, on: boolean) => void;
}) {
  return (
    <Switch.Root
      data-testid="auto-renew"
      checked={view.autoRenew}
      disabled={busy}
      onCheckedChange={(on) => onChange(view.gdpSn, on)}
      aria-label={t.autoRenewLabel(view.title ?? String(view.gdpSn))}
      className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-brand-600 disabled:opacity-60"
    >
      <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
    </Switch.Root>
  );
}

const actions = [
  { kind: 'history', testId: 'open-history', label: t.history, Icon: ChartLine },
  { kind: 'keywords', testId: 'open-keywords', label: t.keywords, Icon: Tags },
  { kind: 'info', testId: 'open-info', label: t.info, Icon: Info },
  { kind: 'change', testId: 'open-change', label: t.change, Icon: Replace },
  { kind: 'renew', testId: 'open-renew', label: t.renew, Icon: CalendarPlus },
] as const;

/** "Check now" with what is left today; busy while the requested check runs (issue 23 point 2). */
function CheckNowButton({ view }: { view: GoodsRowView }) {
  const check = useCheckNow();
  const busy = check.isPending || view.checkingNow;
  const none = view.keywords.length === 0;
  return (
    <Button
      size="sm"
      variant="outline"
      data-testid="check-now"
      data-left={view.checkNowLeft}
      data-busy={busy || undefined}
      className="h-7 px-2 text-xs"
      disabled={busy || none || view.checkNowLeft === 0}
      title={t.checkNowHint}
      onClick={() => check.mutate(view.gdpSn)}
    >
      {busy ? <Spinner className="size-3.5" /> : <RefreshCw aria-hidden="true" className="size-3.5" />}
      {busy ? t.checkNowBusy : t.checkNow(view.checkNowLeft)}
    </Button>
  );
}

export function RowActions({ view, onOpen }: { view: GoodsRowView; onOpen: OnOpenDialog }) {
  const alerts = useContext(AlertSettingsSlot);
  return (
    <div className="flex flex-wrap gap-1">
      <CheckNowButton view={view} />
      {actions.map(({ kind, testId, label, Icon }) => (
        <Button
          key={kind}
          size="sm"
          variant="outline"
          data-testid={testId}
          className="h-7 px-2 text-xs"
          onClick={() =>
            onOpen(kind, view.gdpSn, kind === 'history' ? view.representative?.gdkdSn : undefined)
          }
        >
          <Icon aria-hidden="true" className="size-3.5" />
          {label}
        </Button>
      ))}
      {alerts && (
        <Button
          size="sm"
          variant="outline"
          data-testid="open-alerts"
          className="h-7 px-2 text-xs"
          onClick={() => onOpen('alerts', view.gdpSn)}
        >
          <Bell aria-hidden="true" className="size-3.5" />
          {ko.rankAlerts.openAlerts}
        </Button>
      )}
    </div>
  );
}

/**
 * Spec 02 §4: over an expired row's figures, never over its product (the seller must see which
 * one expired: issue 39). The product is deleted 3 days after its end with no recovery
 * (issue 23 point 6: the date is on the row, also when auto-renew ran short of coins); the member
 * can still renew, top up, or download the rank history until then.
 */
export function ExpiredOverlay({
  view,
  onOpen,
  className,
}: {
  view: GoodsRowView;
  onOpen: OnOpenDialog;
  /** Placement over the dimmed figures; by default it fills its positioned parent. */
  className?: string;
}) {
  return (
    <div
      data-testid="expired-overlay"
      className={cn('absolute inset-0 z-10 flex items-center justify-center bg-white/55 p-3', className)}
    >
      <div
        role="note"
        className="flex max-w-xl flex-col items-center gap-2 rounded-xl border border-amber-200 bg-white/95 px-4 py-3 text-center shadow-sm sm:flex-row sm:text-left"
      >
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-amber-500" />
        <div className="text-sm">
          <p className="flex flex-wrap items-center justify-center gap-x-2 font-semibold text-slate-900 sm:justify-start">
            {t.expired}
            <span
              data-testid="delete-on"
              className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-700 tabular-nums"
            >
              {lifecycle.rowDeleteOn(view.deleteOnLabel)}
            </span>
          </p>
          <p className="text-slate-600">
            {view.autoRenew
              ? lifecycle.autoRenewShort(view.deleteOnLabel)
              : t.expiredDelete(DELETE_AFTER_DAYS, view.deleteOnLabel)}
            {view.autoRenew && (
              <>
                {' '}
                <TopUpLink />
              </>
            )}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap justify-center gap-2">
          <Button size="sm" data-testid="expired-renew" onClick={() => onOpen('renew', view.gdpSn)}>
            {t.renewNow}
          </Button>
          <Button size="sm" variant="outline" asChild>
            <a href={historyExportUrl(view.gdpSn)} download data-testid="expired-download">
              <Download aria-hidden="true" className="size-4" />
              {lifecycle.downloadHistory}
            </a>
          </Button>
        </div>
      </div>
    </div>
  );
}

export function TopUpLink({ className }: { className?: string }) {
  return (
    <Link to="/coin" className={cn('font-semibold text-brand-700 underline underline-offset-2', className)}>
      {t.topUp}
    </Link>
  );
}
