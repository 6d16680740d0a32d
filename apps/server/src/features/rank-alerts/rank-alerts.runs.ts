import { type RunAlertsAnswer, daysBetween, kstDate } from '@seller/shared';
import { createActionGuard } from '../../lib/action-guard';
import { AppError } from '../../lib/app-error';
import { previousDay } from './rank-alerts.domain';
import type { AlertsContext } from './rank-alerts.context';
import type { alertDigests } from './rank-alerts.digest';
import type { alertEvaluation } from './rank-alerts.evaluate';
import * as repo from './rank-alerts.repository';

/** Longer than a manager's run of every keyword takes. */
const RUN_HOLD_MS = 30 * 60_000;

/** How long comparison marks and old alerts are kept. */
const EVALUATIONS_KEPT_DAYS = 14;
const NOTIFICATIONS_KEPT_DAYS = 180;
const KAKAO_MESSAGES_KEPT_DAYS = 30;
const RUN_BACK_DAYS = 7;

const daysBefore = (day: string, n: number) => {
  let d = day;
  for (let i = 0; i < n; i += 1) d = previousDay(d);
  return d;
};

const isCalendarDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
};

/** The runs: the scheduled job, a manager's run now, the daily housekeeping. */
export function alertRuns(
  ctx: AlertsContext,
  {
    evaluateDay,
    sendDigests,
  }: {
    evaluateDay: ReturnType<typeof alertEvaluation>['evaluateDay'];
    sendDigests: ReturnType<typeof alertDigests>['sendDigests'];
  },
) {
  const { deps, now } = ctx;
  // One run at a time on any instance (a row of action_guards, not this process's memory): a
  // second manager's 지금 실행 while one runs is ALREADY_PROCESSING. The hold outlasts a full run
  // of every keyword; a process that died mid-run frees it when it ends.
  const once = createActionGuard(deps.db, 'rank-alerts', RUN_HOLD_MS);

  return {
    /** The job: the day before (late retries, a run across midnight) and today. */
    async runScheduled() {
      const today = kstDate(now());
      for (const day of [previousDay(today), today]) {
        await evaluateDay(day);
        await sendDigests(day);
        await deps.talk?.queueDay(day);
      }
    },

    /** Manager: check every keyword for the day now, compare, and send the day's digests. */
    async runNow(day?: string): Promise<RunAlertsAnswer> {
      const today = kstDate(now());
      const d = day ?? today;
      const back = isCalendarDay(d) ? daysBetween(d, today) : Number.NaN;
      if (!(back === 0 || (back > 0 && back <= RUN_BACK_DAYS && deps.simulator))) {
        throw new AppError('ALERT_RUN_DAY_INVALID');
      }
      return once('run-now', async () => {
        const checks = deps.runChecks ? await deps.runChecks(d) : { checked: 0, failed: 0 };
        const { created } = await evaluateDay(d);
        const digests = await sendDigests(d, { force: true });
        // KakaoTalk too, at once: the manager's run is how alerts are shown end to end.
        if (deps.talk) {
          await deps.talk.queueDay(d, { force: true });
          await deps.talk.deliver();
        }
        return { day: d, ...checks, notifications: created, digests };
      });
    },

    /** Daily housekeeping. */
    async purge() {
      const today = kstDate(now());
      await repo.purgeBefore(
        deps.db,
        daysBefore(today, EVALUATIONS_KEPT_DAYS),
        daysBefore(today, NOTIFICATIONS_KEPT_DAYS),
      );
      await deps.talk?.purge(daysBefore(today, KAKAO_MESSAGES_KEPT_DAYS));
    },
  };
}
