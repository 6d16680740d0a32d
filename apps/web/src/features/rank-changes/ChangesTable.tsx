import * as ko from '@seller/shared/messages/sections';
import { EmptyState } from '../../components/ui/EmptyState';
import { changeText, rankAtText, shortDay, surgeText, wantedDays, whoLabel } from './model';
import type { RankChangesView } from './rank-changes-api';

const t = ko.rankChangesUi;

interface Row {
  key: string;
  day: string;
  who: string;
  what: string;
  event: boolean;
  around: Pick<RankChangesView['changes'][number], 'before' | 'after' | 'week'>;
}

function rowsOf(view: RankChangesView): Row[] {
  const changes = view.changes.map((c, i) => ({
    key: `c${i}`,
    day: c.day,
    who: whoLabel(c.who, c.title),
    what: changeText(c),
    event: false,
    around: c,
  }));
  const events = view.events.map((e) => ({
    key: `e${e.eventId}`,
    day: e.day,
    who: t.own,
    what: t.ownEvent(e.label),
    event: true,
    around: e,
  }));
  return [...changes, ...events].sort((a, b) => (a.day < b.day ? 1 : a.day > b.day ? -1 : 0));
}

/** 변화 기록: each change and each own event with the own product's rank D-1, D+1 and D+7. */
export function ChangesTable({ view }: { view: RankChangesView }) {
  const rows = rowsOf(view);
  return (
    <section aria-labelledby="rank-changes-table-title" data-testid="changes-table">
      <h3 id="rank-changes-table-title" className="text-sm font-semibold text-slate-900">
        {t.changesTitle}
      </h3>
      <p className="mt-0.5 text-xs text-slate-500">{t.changesHint}</p>
      {rows.length === 0 ? (
        <EmptyState title={t.changesEmpty} className="py-6" />
      ) : (
        <>
          <table className="mt-2 hidden w-full text-sm sm:table">
            <thead>
              <tr className="border-b border-slate-200 text-left text-xs text-slate-500">
                <th scope="col" className="py-2 pr-2 font-medium">
                  {t.colDay}
                </th>
                <th scope="col" className="py-2 pr-2 font-medium">
                  {t.colWho}
                </th>
                <th scope="col" className="py-2 pr-2 font-medium">
                  {t.colWhat}
                </th>
                <th scope="col" className="py-2 pr-2 text-right font-medium">
                  {t.colBefore}
                </th>
                <th scope="col" className="py-2 pr-2 text-right font-medium">
                  {t.colAfter}
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  {t.colWeek}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => {
                const want = wantedDays(r.day);
                return (
                  <tr
                    key={r.key}
                    className="border-b border-slate-100"
                    data-testid={r.event ? 'event-row' : 'change-row'}
                  >
                    <td className="py-2 pr-2 tabular-nums text-slate-700">{shortDay(r.day)}</td>
                    <td className="py-2 pr-2 text-slate-700">{r.who}</td>
                    <td
                      className={
                        r.event ? 'py-2 pr-2 font-medium text-amber-800' : 'py-2 pr-2 text-slate-900'
                      }
                    >
                      {r.what}
                    </td>
                    <td className="py-2 pr-2 text-right tabular-nums">
                      {rankAtText(r.around.before, want.before)}
                    </td>
                    <td className="py-2 pr-2 text-right tabular-nums">
                      {rankAtText(r.around.after, want.after)}
                    </td>
                    <td className="py-2 text-right tabular-nums">{rankAtText(r.around.week, want.week)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <ul className="mt-2 space-y-2 sm:hidden">
            {rows.map((r) => {
              const want = wantedDays(r.day);
              return (
                <li
                  key={r.key}
                  className="rounded-lg border border-slate-200 p-3 text-sm"
                  data-testid={r.event ? 'event-card' : 'change-card'}
                >
                  <p className="text-xs text-slate-500">{`${shortDay(r.day)} · ${r.who}`}</p>
                  <p className={r.event ? 'mt-0.5 font-medium text-amber-800' : 'mt-0.5 text-slate-900'}>
                    {r.what}
                  </p>
                  <dl className="mt-2 grid grid-cols-3 gap-1 text-center text-xs">
                    {(
                      [
                        [t.colBefore, rankAtText(r.around.before, want.before)],
                        [t.colAfter, rankAtText(r.around.after, want.after)],
                        [t.colWeek, rankAtText(r.around.week, want.week)],
                      ] as const
                    ).map(([k, v]) => (
                      <div key={k} className="rounded bg-slate-50 py-1">
                        <dt className="text-slate-500">{k}</dt>
                        <dd className="font-medium tabular-nums text-slate-900">{v}</dd>
                      </div>
                    ))}
                  </dl>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

/** 설명되지 않는 급상승: worded as what the figures show, never as a charge. */
export function SurgeList({ view }: { view: RankChangesView }) {
  if (view.surges.length === 0) return null;
  return (
    <section aria-labelledby="rank-surges-title" data-testid="surges">
      <h3 id="rank-surges-title" className="text-sm font-semibold text-slate-900">
        {t.surgeTitle}
      </h3>
      <p className="mt-0.5 text-xs text-slate-500">{t.surgeHint(view.surgePlaces)}</p>
      <ul className="mt-2 space-y-2">
        {view.surges.map((s) => (
          <li
            key={`${s.day}-${s.title}`}
            className="rounded-lg border border-slate-200 p-3 text-sm"
            data-testid="surge"
          >
            <p className="flex flex-wrap items-center gap-2">
              <span className="rounded bg-violet-100 px-1.5 py-0.5 text-xs font-semibold text-violet-800">
                {t.surgeMark}
              </span>
              <span className="text-xs text-slate-500">
                {`${shortDay(s.day)} · ${s.who === 'top' ? t.topEntry : whoLabel(s.who, s.title)}`}
              </span>
            </p>
            {s.who === 'top' && <p className="mt-1 text-slate-700">{s.title}</p>}
            <p className="mt-1 text-slate-900">{surgeText(s)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
