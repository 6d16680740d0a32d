import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import * as ko from '@seller/shared/messages/sections';
import { RANK_EVENT_LABEL_MAX } from '@seller/shared/schemas/rank-changes';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { errorMessage } from '../../lib/api';
import { shortDay } from './model';
import { type RankChangesView, addRankEvent, deleteRankEvent } from './rank-changes-api';

const t = ko.rankChangesUi;

/** The member's own events on the product (쿠폰 시작, 체험단 20명…): added on a date, deleted. */
export function EventForm({
  gdpSn,
  gdkdSn,
  today,
  events,
}: {
  gdpSn: number;
  gdkdSn: number;
  today: string;
  events: RankChangesView['events'];
}) {
  const queryClient = useQueryClient();
  const [day, setDay] = useState(today);
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Events belong to the product: every keyword's 변화 기록 of it shows them.
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['rank-changes', 'view'] });
  const add = useMutation({
    mutationFn: () => addRankEvent(gdpSn, day, label),
    onSuccess: (answer) => {
      toast.success(answer.message);
      setLabel('');
      setError(null);
    },
    onError: (e) => setError(errorMessage(e) || t.eventFailed),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (eventId: number) => deleteRankEvent(eventId),
    onSuccess: (answer) => toast.success(answer.message),
    onError: (e) => toast.error(errorMessage(e)),
    onSettled: refresh,
  });
  return (
    <section aria-labelledby={`rank-events-${gdkdSn}`} data-testid="rank-events">
      <h3 id={`rank-events-${gdkdSn}`} className="text-sm font-semibold text-slate-900">
        {t.eventsTitle}
      </h3>
      <p className="mt-0.5 text-xs text-slate-500">{t.eventsHint}</p>
      <form
        className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          add.mutate();
        }}
      >
        <label className="flex flex-col gap-1 text-xs font-semibold text-slate-700">
          {t.eventDay}
          <Input
            type="date"
            value={day}
            onChange={(e) => setDay(e.target.value)}
            className="sm:w-44"
            data-testid="event-day"
          />
        </label>
        <label className="flex flex-1 flex-col gap-1 text-xs font-semibold text-slate-700">
          {t.eventLabel}
          <Input
            value={label}
            maxLength={RANK_EVENT_LABEL_MAX}
            placeholder={t.eventPlaceholder}
            onChange={(e) => setLabel(e.target.value)}
            invalid={error !== null}
            aria-describedby={error ? `rank-event-error-${gdkdSn}` : undefined}
            data-testid="event-label"
          />
        </label>
        <Button type="submit" disabled={add.isPending} className="min-h-11" data-testid="event-add">
          {t.eventAdd}
        </Button>
      </form>
      {error && (
        <p
          id={`rank-event-error-${gdkdSn}`}
          role="alert"
          className="mt-1 text-[13px] font-medium text-red-600"
        >
          {error}
        </p>
      )}
      {events.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2" data-testid="event-list">
          {events.map((e) => (
            <li
              key={e.eventId}
              className="flex items-center gap-1 rounded-full border border-amber-300 bg-amber-50 py-1 pl-3 pr-1 text-sm text-amber-900"
            >
              <span>{`${shortDay(e.day)} ${e.label}`}</span>
              <button
                type="button"
                className="inline-flex size-9 items-center justify-center rounded-full hover:bg-amber-100"
                aria-label={t.eventDeleteLabel(e.label)}
                onClick={() => remove.mutate(e.eventId)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
