import * as ko from '@seller/shared/messages/sections';
import type { AlimtalkDelivery } from '@seller/shared/schemas/rank-alerts-alimtalk';
import { cn } from '../../../lib/cn';
import { phoneText } from './format';

const t = ko.alimtalk;
const tone: Record<AlimtalkDelivery['status'], string> = {
  pending: 'bg-slate-100 text-slate-700',
  sending: 'bg-slate-100 text-slate-700',
  sent: 'bg-sky-50 text-sky-800',
  delivered: 'bg-emerald-50 text-emerald-700',
  fallback: 'bg-emerald-50 text-emerald-700',
  failed: 'bg-red-50 text-red-700',
  skipped: 'bg-amber-50 text-amber-800',
};
const when = (iso: string) =>
  new Intl.DateTimeFormat('ko-KR', {
    timeZone: 'Asia/Seoul',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

/** 발송 내역: each message with its result (and why it was not delivered). */
export function AlimtalkHistory({ deliveries }: { deliveries: AlimtalkDelivery[] }) {
  return (
    <div className="flex flex-col gap-2" data-testid="alimtalk-history">
      <h4 className="text-sm font-bold text-slate-900">{t.historyTitle}</h4>
      {deliveries.length === 0 ? (
        <p className="text-sm text-slate-600">{t.historyEmpty}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {/* Column names on wide screens; on a phone each row reads as a small card. */}
          <li
            aria-hidden="true"
            className="hidden gap-x-3 bg-slate-50 px-3 py-2 text-xs font-semibold text-slate-600 md:grid md:grid-cols-[8rem_1fr_7rem_auto_3rem]"
          >
            <span>{t.historyAt}</span>
            <span>{t.historyTo}</span>
            <span>{t.historyKind}</span>
            <span>{t.historyStatus}</span>
            <span className="justify-self-end">{t.historyCoins}</span>
          </li>
          {deliveries.map((d) => (
            <li
              key={d.id}
              data-testid="alimtalk-delivery"
              className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 p-3 text-sm md:grid-cols-[8rem_1fr_7rem_auto_3rem] md:items-center"
            >
              <span className="text-slate-600 tabular-nums">{when(d.createdAt)}</span>
              <span className="order-3 col-span-2 text-slate-800 md:order-none md:col-span-1">
                {d.label} · <span className="tabular-nums">{phoneText(d.phone)}</span>
              </span>
              <span className="order-4 text-slate-700 md:order-none">{t.rules[d.rule]}</span>
              <span
                className={cn(
                  'justify-self-end rounded-full px-2 py-0.5 text-xs font-semibold md:justify-self-start',
                  tone[d.status],
                )}
                data-testid="alimtalk-delivery-status"
              >
                {t.statuses[d.status]}
                {d.reason && ` · ${t.reasons[d.reason]}`}
              </span>
              <span className="order-5 justify-self-end text-slate-700 tabular-nums md:order-none">
                {d.coins > 0 ? `−${d.coins}` : '0'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
