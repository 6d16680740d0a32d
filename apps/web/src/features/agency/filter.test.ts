import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  choosePeriod,
  editDate,
  initialFilter,
  periodOf,
  periodRange,
  resetFilter,
  withEndDate,
  withStartDate,
} from './filter';

const today = '2026-11-22';

describe('periodOf: the period recomputed from the dates (spec 01 §4)', () => {
  it('today to today is 일별', () => {
    expect(periodOf({ startDate: today, endDate: today }, today)).toBe('day');
  });

  it('a span under 7 days ending today is 주별', () => {
    expect(periodOf({ startDate: '2026-11-21', endDate: today }, today)).toBe('week');
    expect(periodOf({ startDate: '2026-11-16', endDate: today }, today)).toBe('week'); // span 6
  });

  it('a span of 7 up to 29 days ending today is 월별', () => {
    expect(periodOf({ startDate: '2026-11-15', endDate: today }, today)).toBe('month'); // span 7
    expect(periodOf({ startDate: '2026-10-24', endDate: today }, today)).toBe('month'); // span 29
  });

  it('a span of 30 days or more ending today selects none', () => {
    expect(periodOf({ startDate: '2026-10-23', endDate: today }, today)).toBeNull(); // span 30
    expect(periodOf({ startDate: '2025-01-01', endDate: today }, today)).toBeNull();
  });

  it('both dates empty is 전체', () => {
    expect(periodOf({ startDate: '', endDate: '' }, today)).toBe('all');
  });

  it('anything else selects none: not ending today, one date empty, start after end', () => {
    expect(periodOf({ startDate: '2026-11-20', endDate: '2026-11-21' }, today)).toBeNull();
    expect(periodOf({ startDate: '2026-11-21', endDate: '2026-11-21' }, today)).toBeNull();
    expect(periodOf({ startDate: today, endDate: '' }, today)).toBeNull();
    expect(periodOf({ startDate: '', endDate: today }, today)).toBeNull();
    expect(periodOf({ startDate: '2026-11-23', endDate: today }, today)).toBeNull();
    expect(periodOf({ startDate: '2026-11-23', endDate: '2026-11-23' }, today)).toBeNull();
  });
});

describe('period buttons set the dates (spec 01 §4)', () => {
  it('일별 today–today, 주별 7 days back, 월별 one month back, 전체 clears', () => {
    expect(periodRange('day', today)).toEqual({ startDate: today, endDate: today });
    expect(periodRange('week', today)).toEqual({ startDate: '2026-11-15', endDate: today });
    expect(periodRange('month', today)).toEqual({ startDate: '2026-10-22', endDate: today });
    expect(periodRange('all', today)).toEqual({ startDate: '', endDate: '' });
  });

  it('one month back follows the calendar (Mar 31 → Feb 28)', () => {
    expect(periodRange('month', '2026-03-31').startDate).toBe('2026-02-28');
    expect(periodRange('week', '2026-03-03').startDate).toBe('2026-02-24');
  });

  it('a button keeps its own period selected', () => {
    const f = initialFilter(today);
    for (const p of ['day', 'week', 'month', 'all'] as const) {
      expect(choosePeriod(f, p, today)).toMatchObject({ ...periodRange(p, today), selectedPeriod: p });
    }
  });

  it('keeps the other filter fields', () => {
    const f = { ...initialFilter(today), mbrEmail: 'a@b.co', startCoinCount: '5' };
    expect(choosePeriod(f, 'week', today)).toMatchObject({ mbrEmail: 'a@b.co', startCoinCount: '5' });
  });
});

describe('dates stay ordered (spec 01 §4)', () => {
  it('a start moved after the end pulls the end to it', () => {
    expect(withStartDate({ startDate: '2026-11-01', endDate: '2026-11-10' }, '2026-11-15')).toEqual({
      startDate: '2026-11-15',
      endDate: '2026-11-15',
    });
  });

  it('an end moved before the start pulls the start to it', () => {
    expect(withEndDate({ startDate: '2026-11-10', endDate: '2026-11-20' }, '2026-11-05')).toEqual({
      startDate: '2026-11-05',
      endDate: '2026-11-05',
    });
  });

  it('ordered or empty dates change only the edited one', () => {
    expect(withStartDate({ startDate: '2026-11-01', endDate: '2026-11-10' }, '2026-11-05')).toEqual({
      startDate: '2026-11-05',
      endDate: '2026-11-10',
    });
    expect(withStartDate({ startDate: '2026-11-01', endDate: '2026-11-10' }, '2026-11-10').endDate).toBe(
      '2026-11-10',
    );
    expect(withEndDate({ startDate: '2026-11-01', endDate: '2026-11-10' }, '2026-11-20')).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-20',
    });
    expect(withStartDate({ startDate: '', endDate: '' }, '2026-11-05')).toEqual({
      startDate: '2026-11-05',
      endDate: '',
    });
    expect(withEndDate({ startDate: '', endDate: '' }, '2026-11-05')).toEqual({
      startDate: '',
      endDate: '2026-11-05',
    });
    expect(withStartDate({ startDate: '2026-11-01', endDate: '2026-11-10' }, '')).toEqual({
      startDate: '',
      endDate: '2026-11-10',
    });
    expect(withEndDate({ startDate: '2026-11-01', endDate: '2026-11-10' }, '')).toEqual({
      startDate: '2026-11-01',
      endDate: '',
    });
  });

  it('editing a date orders the dates and recomputes the period', () => {
    const f = initialFilter(today);
    expect(editDate(f, 'start', '2026-11-18', today)).toMatchObject({
      startDate: '2026-11-18',
      endDate: today,
      selectedPeriod: 'week',
    });
    expect(editDate(f, 'start', '2026-11-01', today)).toMatchObject({ selectedPeriod: 'month' });
    expect(editDate(f, 'end', '2026-11-20', today)).toMatchObject({
      startDate: '2026-11-20',
      endDate: '2026-11-20',
      selectedPeriod: null,
    });
    const cleared = editDate(editDate(f, 'start', '', today), 'end', '', today);
    expect(cleared).toMatchObject({ startDate: '', endDate: '', selectedPeriod: 'all' });
    // The 주별 button's dates (a span of 7), edited by hand back to the same value, read as 월별.
    const week = choosePeriod(f, 'week', today);
    expect(editDate(week, 'start', week.startDate, today).selectedPeriod).toBe('month');
  });

  it('property: after any edit the start is never after the end', () => {
    const day = fc
      .date({
        min: new Date('2025-01-01T00:00:00Z'),
        max: new Date('2027-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10));
    const maybe = fc.oneof(day, fc.constant(''));
    fc.assert(
      fc.property(maybe, maybe, maybe, fc.boolean(), (s, e, v, start) => {
        const r = start
          ? withStartDate({ startDate: s, endDate: e }, v)
          : withEndDate({ startDate: s, endDate: e }, v);
        if (s && e && s > e) return true; // only ordered ranges are kept ordered
        return !r.startDate || !r.endDate || r.startDate <= r.endDate;
      }),
    );
  });
});

describe('initial filter and 초기화', () => {
  it('on load the period is 일별, today–today, everything else empty', () => {
    expect(initialFilter(today)).toEqual({
      mbrEmail: '',
      startCoinCount: '',
      endCoinCount: '',
      startProductCount: '',
      endProductCount: '',
      startDate: today,
      endDate: today,
      selectedPeriod: 'day',
    });
  });

  it('초기화 restores the initial values and clears the dates (전체)', () => {
    expect(resetFilter(today)).toEqual({
      ...initialFilter(today),
      startDate: '',
      endDate: '',
      selectedPeriod: 'all',
    });
  });
});
