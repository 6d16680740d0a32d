import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import * as ko from '@seller/shared/messages/sections';
import { Button } from '../../../components/ui/Button';
import { useMapSchedule, useSaveMapSchedule } from '../hooks/use-rank-map';

const t = ko.placeRankMap;

/** The weekly scan of the keyword: a weekday (or none), with the grid and spacing chosen above. */
export function MapSchedule({
  plkwrdSn,
  grid,
  spacingM,
}: {
  plkwrdSn: number;
  grid: number;
  spacingM: number;
}) {
  const schedule = useMapSchedule(plkwrdSn);
  const save = useSaveMapSchedule();
  const [weekday, setWeekday] = useState<string>('');
  useEffect(() => {
    if (schedule.data) setWeekday(schedule.data.weekday === null ? '' : String(schedule.data.weekday));
  }, [schedule.data]);
  const s = schedule.data;
  return (
    <section
      className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3"
      data-testid="map-schedule"
    >
      <h3 className="text-sm font-bold text-slate-900">{t.weekly}</h3>
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1 text-xs text-slate-600">
          {t.weekday}
          <select
            data-testid="map-weekday"
            className="h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900"
            value={weekday}
            onChange={(e) => setWeekday(e.target.value)}
          >
            <option value="">{t.weeklyOff}</option>
            {t.weekdays.map((d, i) => (
              <option key={d} value={String(i + 1)}>
                {d}
              </option>
            ))}
          </select>
        </label>
        <Button
          variant="outline"
          data-testid="map-schedule-save"
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              { plkwrdSn, grid, spacingM, weekday: weekday === '' ? null : Number(weekday) },
              { onSuccess: (a) => toast.success(a.message), onError: (e) => toast.error(e.message) },
            )
          }
        >
          {t.save}
        </Button>
      </div>
      {s && s.weekday !== null && (
        <p className="text-sm text-slate-700" data-testid="map-schedule-state">
          {t.weeklyOn(t.weekdays[s.weekday - 1]!)} · {t.scanGrid(s.grid, s.spacingM)}
        </p>
      )}
      {s?.lastError && <p className="text-sm text-red-700">{t.lastError(s.lastError)}</p>}
      <p className="text-xs text-slate-500">{t.scheduleNote}</p>
    </section>
  );
}
