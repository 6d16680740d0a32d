import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ADMIN_GRANT_MAX,
  choosePeriod,
  coinAddAmounts,
  countValue,
  digitsOnly,
  editCoinAddForm,
  editDate,
  emptyCoinAddForm,
  initialFilter,
  koreaDay,
  memoCounter,
  periodOf,
  periodRange,
  resetFilter,
  serviceMemoEnabled,
  stepAmount,
  withEndDate,
  withStartDate,
} from './agency';

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

  it('koreaDay reads the Korea date of an instant', () => {
    expect(koreaDay(new Date('2026-11-21T15:00:00Z'))).toBe('2026-11-22');
    expect(koreaDay(new Date('2026-11-21T14:59:59Z'))).toBe('2026-11-21');
  });
});

describe('digits-only inputs (spec 01 §5)', () => {
  it('strips everything but digits', () => {
    expect(digitsOnly('12a3')).toBe('123');
    expect(digitsOnly('-5')).toBe('5');
    expect(digitsOnly('1,000')).toBe('1000');
    expect(digitsOnly('1.5')).toBe('15');
    expect(digitsOnly(' 7 ')).toBe('7');
    expect(digitsOnly('abc')).toBe('');
    expect(digitsOnly('１２')).toBe('');
  });

  it('keeps at most 9 digits', () => {
    expect(digitsOnly('12345678901')).toBe('123456789');
  });

  it('countValue: empty is null, digits a number', () => {
    expect(countValue('')).toBeNull();
    expect(countValue('x')).toBeNull();
    expect(countValue('007')).toBe(7);
  });

  it('property: the result is always digits only', () => {
    fc.assert(fc.property(fc.string(), (s) => /^\d*$/.test(digitsOnly(s))));
  });
});

describe('coin-add form: memo rules (spec 01 §5)', () => {
  it('coin inputs accept digits only', () => {
    expect(editCoinAddForm(emptyCoinAddForm(), { coinInput: '1a0', serviceCoinInput: '+5' })).toEqual({
      coinInput: '10',
      serviceCoinInput: '5',
      serviceMemoInput: '',
    });
  });

  it('the memo is enabled only when service coins are above 0', () => {
    expect(serviceMemoEnabled('')).toBe(false);
    expect(serviceMemoEnabled('0')).toBe(false);
    expect(serviceMemoEnabled('00')).toBe(false);
    expect(serviceMemoEnabled('x')).toBe(false);
    expect(serviceMemoEnabled('1')).toBe(true);
  });

  it('the memo is refused while service coins are 0 or empty, and cleared when they drop to 0 or empty', () => {
    expect(editCoinAddForm(emptyCoinAddForm(), { serviceMemoInput: 'hi' }).serviceMemoInput).toBe('');
    const withMemo = editCoinAddForm(emptyCoinAddForm(), {
      serviceCoinInput: '5',
      serviceMemoInput: 'event',
    });
    expect(withMemo.serviceMemoInput).toBe('event');
    expect(editCoinAddForm(withMemo, { serviceCoinInput: '0' }).serviceMemoInput).toBe('');
    expect(editCoinAddForm(withMemo, { serviceCoinInput: '' }).serviceMemoInput).toBe('');
    expect(editCoinAddForm(withMemo, { coinInput: '3' }).serviceMemoInput).toBe('event');
  });

  it('the memo is cut at 30 characters and counted as n/30', () => {
    const long = 'x'.repeat(35);
    const f = editCoinAddForm(
      { coinInput: '', serviceCoinInput: '1', serviceMemoInput: '' },
      { serviceMemoInput: long },
    );
    expect(f.serviceMemoInput).toHaveLength(30);
    expect(memoCounter(f.serviceMemoInput)).toBe('30/30');
    expect(memoCounter('')).toBe('0/30');
    expect(memoCounter('가나다')).toBe('3/30');
  });

  it('what the form grants: nothing when both parts are 0 or empty; the memo only with service coins', () => {
    expect(coinAddAmounts(emptyCoinAddForm())).toBeNull();
    expect(coinAddAmounts({ coinInput: '0', serviceCoinInput: '0', serviceMemoInput: '' })).toBeNull();
    expect(coinAddAmounts({ coinInput: '10', serviceCoinInput: '', serviceMemoInput: '' })).toEqual({
      paid: 10,
      service: 0,
      memo: '',
    });
    expect(coinAddAmounts({ coinInput: '', serviceCoinInput: '5', serviceMemoInput: ' event ' })).toEqual({
      paid: 0,
      service: 5,
      memo: 'event',
    });
  });
});

describe('simple coin admin +/- (spec 01 §2.12)', () => {
  it('steps by one, never below 0 nor past the grant limit', () => {
    expect(stepAmount(0, 1)).toBe(1);
    expect(stepAmount(1, -1)).toBe(0);
    expect(stepAmount(0, -1)).toBe(0);
    expect(stepAmount(ADMIN_GRANT_MAX, 1)).toBe(ADMIN_GRANT_MAX);
  });
});
