import { describe, expect, it } from 'vitest';
import {
  type AnswerState,
  EMPTY_ANSWERS_TO_CONFIRM,
  EMPTY_CONFIRM_SPAN_MS,
  NO_ANSWER,
  judgeAnswer,
  recheckAt,
} from './empty-answer';

const T0 = new Date('2026-11-22T02:00:00Z');
const after = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const HAD: AnswerState = { hadResults: true, emptyCount: 0, emptySince: null };

/** Feeds answers (true = empty) at the given minutes after T0; returns each verdict's kind. */
function run(state: AnswerState | null, answers: [minute: number, empty: boolean][]) {
  const kinds: string[] = [];
  let s = state;
  for (const [minute, empty] of answers) {
    const v = judgeAnswer(s, empty, after(minute));
    kinds.push(v.kind);
    s = v.next;
  }
  return { kinds, state: s };
}

describe('an empty answer for a keyword that had results (issue 35 §3)', () => {
  it('is unconfirmed until the third empty answer at least 10 minutes after the first', () => {
    expect(EMPTY_ANSWERS_TO_CONFIRM).toBe(3);
    expect(EMPTY_CONFIRM_SPAN_MS).toBe(10 * 60_000);
    const r = run(HAD, [
      [0, true],
      [2, true],
      [10, true],
    ]);
    expect(r.kinds).toEqual(['unconfirmed', 'unconfirmed', 'confirmed']);
    // Once recorded, the keyword has no results: a further empty answer is recorded at once.
    expect(r.state).toEqual(NO_ANSWER);
    expect(judgeAnswer(r.state, true, after(20)).kind).toBe('record');
  });

  it('needs the span as well as the count: three quick empty answers stay unconfirmed', () => {
    const r = run(HAD, [
      [0, true],
      [1, true],
      [2, true],
      [9, true],
    ]);
    expect(r.kinds).toEqual(['unconfirmed', 'unconfirmed', 'unconfirmed', 'unconfirmed']);
    expect(r.state).toEqual({ hadResults: true, emptyCount: 4, emptySince: T0 });
    expect(judgeAnswer(r.state, true, after(10)).kind).toBe('confirmed');
  });

  it('and the count as well as the span: two empty answers an hour apart stay unconfirmed', () => {
    expect(
      run(HAD, [
        [0, true],
        [60, true],
      ]).kinds,
    ).toEqual(['unconfirmed', 'unconfirmed']);
  });

  it('is cleared by any answer with entries: the count starts again', () => {
    const r = run(HAD, [
      [0, true],
      [2, true],
      [5, false],
      [10, true],
      [12, true],
    ]);
    expect(r.kinds).toEqual(['unconfirmed', 'unconfirmed', 'record', 'unconfirmed', 'unconfirmed']);
    expect(r.state).toEqual({ hadResults: true, emptyCount: 2, emptySince: after(10) });
  });

  it('is recorded at once for a keyword that had no results (or was never checked)', () => {
    expect(judgeAnswer(null, true, T0)).toEqual({ kind: 'record', next: NO_ANSWER });
    expect(judgeAnswer(NO_ANSWER, true, T0).kind).toBe('record');
    expect(judgeAnswer(null, false, T0)).toEqual({
      kind: 'record',
      next: { hadResults: true, emptyCount: 0, emptySince: null },
    });
  });

  it('schedules re-checks with backoff, the confirming one when the span is reached', () => {
    const first = judgeAnswer(HAD, true, T0);
    expect(first).toMatchObject({ kind: 'unconfirmed', recheckAt: after(2) });
    const second = judgeAnswer(first.next, true, after(2));
    expect(second).toMatchObject({ kind: 'unconfirmed', recheckAt: after(10) });
    // A late second answer (the re-check ran late) waits the base delay, not a past instant.
    expect(recheckAt(2, T0, after(15))).toEqual(after(17));
    // An early extra answer (a "check now") leaves the confirming re-check at the span.
    expect(recheckAt(3, T0, after(4))).toEqual(after(10));
  });
});
