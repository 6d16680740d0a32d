import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as ko from '@seller/shared/messages/sections';
import { auditActorLabel, auditParts } from '@seller/shared/rules/audit';
import { kstDateTime } from '@seller/shared/rules/kst';
import type { AuditRow } from '@seller/shared/schemas/members';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { Skeleton } from '../../components/ui/Skeleton';
import { useIsPhone } from '../../lib/use-media-query';
import { fetchAudit } from './api/members-api';
import { queryKeys } from '../../lib/query-keys';

const t = ko.memberAdminUi;
const PAGE_SIZE = 10;

/** A recorded state as label–value pairs (rules/audit.ts: codes as labels, Korea time, 원). */
function State({ title, state }: { title: string; state: unknown }) {
  const parts = auditParts(state);
  return (
    <p>
      <span className="font-semibold">{title}</span>{' '}
      {parts.length === 0
        ? '-'
        : parts.map((p, i) => (
            <span key={p.field || i}>
              {i > 0 && ' · '}
              {p.label && <span className="text-slate-500">{p.label} </span>}
              <span data-testid="audit-value">{p.text}</span>
            </span>
          ))}
    </p>
  );
}

/**
 * An e-mail that may wrap only before its @, never inside the address's words: the page sets
 * overflow-wrap: anywhere (Korean text), which would break it anywhere, so the address goes back
 * to normal wrapping with one opportunity added at the @. From 1024 px it keeps to one line
 * (the <wbr> hidden too: Chrome breaks at a <wbr> even under white-space: nowrap).
 */
function Email({ value }: { value: string }) {
  const at = value.lastIndexOf('@');
  return (
    <span
      title={value}
      data-testid="audit-email"
      className="[overflow-wrap:normal] lg:whitespace-nowrap lg:[&_wbr]:hidden"
    >
      {at > 0 ? (
        <>
          {value.slice(0, at)}
          <wbr />
          {value.slice(at)}
        </>
      ) : (
        value
      )}
    </span>
  );
}

/**
 * Who acted / whom it was about: the e-mail, else the member number; without a member, the
 * operator's command or PortOne (an outside refund).
 */
function Actor({ row }: { row: AuditRow }) {
  const without = auditActorLabel(row);
  if (without !== null) return <>{without}</>;
  return row.actorEmail ? <Email value={row.actorEmail} /> : <>{`#${row.actorMbrSn}`}</>;
}
function Target({ row }: { row: AuditRow }) {
  if (row.targetEmail) return <Email value={row.targetEmail} />;
  return <>{row.targetMbrSn ? `#${row.targetMbrSn}` : '-'}</>;
}

/** Spec 01 §9: the phone layout at 768 px or less (cards instead of a five-column table). */

/** The audit log (managers): grants, cancellations and registrations, newest first. */
export function AuditLogSection() {
  const [page, setPage] = useState(1);
  const audit = useQuery({
    queryKey: queryKeys.admin.auditPage(page),
    queryFn: () => fetchAudit(page, PAGE_SIZE),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const pages = Math.max(1, Math.ceil((audit.data?.total ?? 0) / PAGE_SIZE));
  // One layout only, so the test hooks and the focus order are never doubled.
  const phone = useIsPhone();

  let body;
  if (audit.isPending) body = <Skeleton className="h-40 w-full" />;
  else if (audit.isError) body = <ErrorState text={t.auditFailed} onRetry={() => void audit.refetch()} />;
  else if (!audit.data.list.length) body = <EmptyState title={t.auditEmpty} />;
  else if (phone) {
    body = (
      <ul className="flex flex-col gap-3" data-testid="audit-log">
        {audit.data.list.map((r: AuditRow) => (
          <li
            key={r.id}
            className="rounded-2xl border border-slate-200 bg-white p-4 text-sm"
            data-testid="audit-row"
            data-action={r.action}
          >
            <p className="flex items-baseline justify-between gap-3">
              <span className="font-semibold text-slate-900">{t.auditActions[r.action] ?? r.action}</span>
              <span className="text-slate-500 tabular-nums" data-testid="audit-at">
                {kstDateTime(new Date(r.createdAt))}
              </span>
            </p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="text-slate-500">{t.auditColumns.actor}</dt>
              <dd className="min-w-0 overflow-hidden text-ellipsis">
                <Actor row={r} />
              </dd>
              <dt className="text-slate-500">{t.auditColumns.target}</dt>
              <dd className="min-w-0 overflow-hidden text-ellipsis">
                <Target row={r} />
              </dd>
            </dl>
            <div className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-xs break-keep text-slate-700">
              <State title={t.before} state={r.before} />
              <State title={t.after} state={r.after} />
            </div>
          </li>
        ))}
      </ul>
    );
  } else {
    body = (
      <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
        <table className="w-full text-sm" data-testid="audit-log">
          <thead className="bg-slate-50 text-left text-slate-600">
            <tr>
              <th className="px-3 py-2.5 font-semibold whitespace-nowrap">{t.auditColumns.at}</th>
              <th className="px-3 py-2.5 font-semibold">{t.auditColumns.actor}</th>
              <th className="px-3 py-2.5 font-semibold">{t.auditColumns.action}</th>
              <th className="px-3 py-2.5 font-semibold">{t.auditColumns.target}</th>
              <th className="px-3 py-2.5 font-semibold">{t.auditColumns.change}</th>
            </tr>
          </thead>
          <tbody>
            {audit.data.list.map((r: AuditRow) => (
              <tr
                key={r.id}
                className="border-t border-slate-100 align-top"
                data-testid="audit-row"
                data-action={r.action}
              >
                <td className="px-3 py-2.5 whitespace-nowrap tabular-nums" data-testid="audit-at">
                  {kstDateTime(new Date(r.createdAt))}
                </td>
                <td className="px-3 py-2.5">
                  <Actor row={r} />
                </td>
                <td className="px-3 py-2.5 whitespace-nowrap">{t.auditActions[r.action] ?? r.action}</td>
                <td className="px-3 py-2.5">
                  <Target row={r} />
                </td>
                <td className="min-w-[18rem] px-3 py-2.5 text-xs break-keep text-slate-700">
                  <State title={t.before} state={r.before} />
                  <State title={t.after} state={r.after} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <section className="mt-10" aria-labelledby="audit-title">
      <h2 id="audit-title" className="text-lg font-bold text-slate-900">
        {t.auditTitle}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">{t.auditText}</p>
      {body}
      {pages > 1 && (
        <nav className="mt-4 flex items-center justify-center gap-3" aria-label={t.auditTitle}>
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t.prev}
          </Button>
          <span className="text-sm text-slate-600 tabular-nums">{t.pageOf(page, pages)}</span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {t.next}
          </Button>
        </nav>
      )}
    </section>
  );
}
