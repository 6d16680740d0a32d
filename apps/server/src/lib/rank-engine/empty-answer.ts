/**
 * An empty answer for a keyword that had results (issue 35 §3). A provider that answers HTTP 200
 * with `total: 0, items: []` for a keyword whose list was full at its last check has, far more
 * often than not, failed quietly (a block, a glitch, an index being rebuilt): read as the end of
 * the list it records every tracked product or place as outside and sends "1위 → 500위 밖", which
 * cannot be taken back. So such an answer is *unconfirmed*: the ranks stay as they were (the list
 * shows them as 확인 중), a re-check is queued with backoff, and "outside" is recorded only after
 * EMPTY_ANSWERS_TO_CONFIRM empty answers spread over at least EMPTY_CONFIRM_SPAN_MS. Any answer
 * with entries clears it. No alert of any channel goes out for an unconfirmed answer: alerts
 * compare recorded ranks only (features/rank-alerts).
 *
 * Pure: the state lives in the feature's `*_keyword_answers` table (store.ts), one row per
 * normalized keyword, so every instance and worker sees the same count.
 */

/** Empty answers in a row that make "outside" a record. */
export const EMPTY_ANSWERS_TO_CONFIRM = 3;
/** …and the least time between the first and the last of them. */
export const EMPTY_CONFIRM_SPAN_MS = 10 * 60_000;
/** The first re-check waits this long; each further one doubles, up to RECHECK_MAX_MS. */
const RECHECK_BASE_MS = 2 * 60_000;
const RECHECK_MAX_MS = 30 * 60_000;

/** What the engine remembers of a keyword's answers. */
export interface AnswerState {
  /** The last recorded answer had entries. */
  hadResults: boolean;
  /** Empty answers since then, not yet recorded. */
  emptyCount: number;
  /** When the first of them came (null when emptyCount is 0). */
  emptySince: Date | null;
}

export const NO_ANSWER: AnswerState = { hadResults: false, emptyCount: 0, emptySince: null };

export type AnswerVerdict =
  /** Record the walk as usual (it had entries, or the keyword had none before either). */
  | { kind: 'record'; next: AnswerState }
  /** Record nothing; check again at `recheckAt`. */
  | { kind: 'unconfirmed'; next: AnswerState; recheckAt: Date }
  /** Enough empty answers over enough time: record them (every target outside). */
  | { kind: 'confirmed'; next: AnswerState };

/**
 * When to check again after the `count`-th empty answer (at `at`, the first at `since`): a
 * backoff from RECHECK_BASE_MS while more answers are needed, and once the next answer can be the
 * confirming one, when the span is reached (never sooner than RECHECK_BASE_MS), so no call is
 * spent on an answer that could not decide.
 */
export function recheckAt(count: number, since: Date, at: Date): Date {
  const t = at.getTime();
  if (count + 1 >= EMPTY_ANSWERS_TO_CONFIRM)
    return new Date(Math.max(since.getTime() + EMPTY_CONFIRM_SPAN_MS, t + RECHECK_BASE_MS));
  return new Date(t + Math.min(RECHECK_MAX_MS, RECHECK_BASE_MS * 2 ** Math.max(0, count - 1)));
}

/** How a completed walk's answer is recorded, given what the keyword's last answers were. */
export function judgeAnswer(state: AnswerState | null, empty: boolean, at: Date): AnswerVerdict {
  if (!empty) return { kind: 'record', next: { hadResults: true, emptyCount: 0, emptySince: null } };
  if (!state?.hadResults) return { kind: 'record', next: NO_ANSWER };
  const count = state.emptyCount + 1;
  const since = state.emptySince ?? at;
  if (count >= EMPTY_ANSWERS_TO_CONFIRM && at.getTime() - since.getTime() >= EMPTY_CONFIRM_SPAN_MS)
    return { kind: 'confirmed', next: NO_ANSWER };
  return {
    kind: 'unconfirmed',
    next: { hadResults: true, emptyCount: count, emptySince: since },
    recheckAt: recheckAt(count, since, at),
  };
}
