/**
 * When a rank was checked, and the member's "check now" (issue 23 points 1, 2): shared by the
 * server (the limit) and both rank lists (what a rank line says, when a product's check runs).
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { KST, kstDate } from './kst';

/** "Check now" requests per product (or place) and Korea day. Free of coins. */
export const CHECK_NOW_PER_DAY = 3;
/** A requested check not finished after this long is shown as done (the job may have been lost). */
export const CHECK_NOW_WAIT_MS = 3 * 60_000;

/** A product's or place's "check now" record, as the list answers carry it. */
export interface CheckNowState {
  /** Korea date of the latest requests, null when never requested. */
  day: string | null;
  /** Requests made on `day`. */
  count: number;
  /** The latest request. */
  at: string | null;
}

/** Requests left today. */
export const checkNowLeft = (state: CheckNowState | undefined, now: Date): number =>
  state?.day === kstDate(now) ? Math.max(0, CHECK_NOW_PER_DAY - state.count) : CHECK_NOW_PER_DAY;

const time = (value: string | null | undefined): number => (value ? Date.parse(value) : Number.NaN);

/** A keyword's check record: the last successful and the last failed check. */
export interface CheckTimes {
  checkedAt: string | null;
  failedAt?: string | null;
  /** 'unconfirmed': its latest answer was an empty one, checked again by the server (issue 35 §3). */
  checkStatus?: string;
}

/**
 * Whether a requested check is still under way: some keyword has neither succeeded nor failed
 * since the request, and the request is recent (a lost job never keeps the list waiting). A
 * keyword whose answer is unconfirmed has been answered: the server re-checks it minutes later,
 * and its line says so (확인 중) instead of waiting.
 */
export function checkNowRunning(
  state: CheckNowState | undefined,
  keywords: readonly CheckTimes[],
  now: Date,
): boolean {
  const at = time(state?.at);
  if (!Number.isFinite(at) || now.getTime() - at > CHECK_NOW_WAIT_MS) return false;
  return keywords.some(
    (k) => k.checkStatus !== 'unconfirmed' && !(time(k.checkedAt) >= at) && !(time(k.failedAt) >= at),
  );
}

/** What a rank line says about its check. */
export type CheckNote =
  | { kind: 'checked'; when: string }
  /** Today's check failed after the shown rank was recorded; `yesterday` when that was yesterday. */
  | { kind: 'failedToday'; yesterday: boolean; when: string }
  /**
   * The latest answer was empty for a keyword that had results (issue 35 §3): it is checked again
   * before anything is recorded, and the rank shown is the one recorded on `when` (MM.dd).
   */
  | { kind: 'unconfirmed'; when: string }
  | { kind: 'none' };

/** "11.25 10:42" in Korea time. */
export const checkTimeLabel = (at: Date): string => format(new TZDate(at.getTime(), KST), 'MM.dd HH:mm');

/**
 * The note under a rank: when it was last checked, or that today's check failed and the rank is
 * an older one (from the last failed and the last successful check of the keyword), or that an
 * empty answer is being checked again (`unconfirmed`: the keyword's check status says so).
 */
export function checkNote(k: CheckTimes & { unconfirmed?: boolean }, now: Date): CheckNote {
  const checked = time(k.checkedAt);
  const failed = time(k.failedAt);
  if (!Number.isFinite(checked)) return { kind: 'none' };
  if (k.unconfirmed) return { kind: 'unconfirmed', when: format(new TZDate(checked, KST), 'MM.dd') };
  const today = kstDate(now);
  const shown = kstDate(new Date(checked));
  if (Number.isFinite(failed) && failed > checked && kstDate(new Date(failed)) === today && shown !== today) {
    const yesterday = kstDate(new Date(Date.parse(`${today}T12:00:00+09:00`) - 86_400_000));
    return {
      kind: 'failedToday',
      yesterday: shown === yesterday,
      when: format(new TZDate(checked, KST), 'MM.dd'),
    };
  }
  return { kind: 'checked', when: checkTimeLabel(new Date(checked)) };
}
