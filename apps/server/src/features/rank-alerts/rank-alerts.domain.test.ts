import { describe, expect, it } from 'vitest';
import { type AlertRules, DEFAULT_ALERT_RULES, alertText, rulesSummary } from '@seller/shared';
import {
  digestTiming,
  effectiveRules,
  evaluateMove,
  kstInstant,
  memoDetail,
  previousDay,
  signUnsubscribe,
  verifyUnsubscribe,
} from './rank-alerts.domain';

const OFF: AlertRules = {
  enabled: true,
  dropBy: null,
  riseBy: null,
  topN: null,
  topEnter: false,
  topLeave: false,
  outOfRange: false,
};
const rules = (r: Partial<AlertRules>): AlertRules => ({ ...OFF, ...r });
const hits = (prev: number, curr: number, r: Partial<AlertRules>, max = 500) =>
  evaluateMove(prev, curr, rules(r), max).map((h) => h.rule);

describe('rank moves against the rules (0 = outside the tracked depth)', () => {
  it('drop by at least N: N fires, N-1 does not; a rise is never a drop', () => {
    expect(hits(10, 20, { dropBy: 10 })).toEqual(['drop']);
    expect(hits(10, 19, { dropBy: 10 })).toEqual([]);
    expect(hits(20, 10, { dropBy: 10 })).toEqual([]);
    expect(evaluateMove(10, 25, rules({ dropBy: 10 }), 500)).toEqual([{ rule: 'drop', threshold: 10 }]);
  });

  it('rise by at least N: N fires, N-1 does not; a drop is never a rise', () => {
    expect(hits(30, 25, { riseBy: 5 })).toEqual(['rise']);
    expect(hits(30, 26, { riseBy: 5 })).toEqual([]);
    expect(hits(25, 30, { riseBy: 5 })).toEqual([]);
  });

  it('entering the top N: from outside it (or outside the list) to N or better', () => {
    expect(hits(11, 10, { topN: 10, topEnter: true })).toEqual(['enterTop']);
    expect(hits(0, 3, { topN: 10, topEnter: true })).toEqual(['enterTop']);
    expect(hits(12, 11, { topN: 10, topEnter: true })).toEqual([]);
    expect(hits(5, 3, { topN: 10, topEnter: true })).toEqual([]);
    // Only when entering is asked for.
    expect(hits(11, 10, { topN: 10, topEnter: false, topLeave: true })).toEqual([]);
  });

  it('leaving the top N: from N or better to worse than N, or out of the list', () => {
    expect(hits(10, 11, { topN: 10, topLeave: true })).toEqual(['leaveTop']);
    expect(hits(3, 0, { topN: 10, topLeave: true })).toEqual(['leaveTop']);
    expect(hits(9, 10, { topN: 10, topLeave: true })).toEqual([]);
    expect(hits(10, 11, { topN: 10, topEnter: true, topLeave: false })).toEqual([]);
  });

  it('out of the top 500: ranked yesterday, 0 today; never when it was already outside', () => {
    expect(hits(500, 0, { outOfRange: true })).toEqual(['outOfRange']);
    expect(hits(1, 0, { outOfRange: true })).toEqual(['outOfRange']);
    expect(hits(0, 0, { outOfRange: true })).toEqual([]);
    expect(hits(499, 500, { outOfRange: true })).toEqual([]);
    // Places are tracked to 300: the same rule at their depth.
    expect(evaluateMove(300, 0, rules({ outOfRange: true }), 300)).toEqual([
      { rule: 'outOfRange', threshold: null },
    ]);
  });

  it('outside counts as one past the end for the size of a move', () => {
    // 495 → outside 500 is a drop of 6; 0 → 492 a rise of 9.
    expect(hits(495, 0, { dropBy: 6 })).toEqual(['drop']);
    expect(hits(495, 0, { dropBy: 7 })).toEqual([]);
    expect(hits(0, 492, { riseBy: 9 })).toEqual(['rise']);
    expect(hits(0, 492, { riseBy: 10 })).toEqual([]);
  });

  it('falling out is reported as leaving the range, not also as a drop', () => {
    expect(hits(40, 0, { dropBy: 10, outOfRange: true })).toEqual(['outOfRange']);
    expect(hits(40, 0, { dropBy: 10, outOfRange: false })).toEqual(['drop']);
  });

  it('several rules can hit one move, each once', () => {
    expect(hits(5, 40, { dropBy: 10, topN: 10, topEnter: true, topLeave: true, outOfRange: true })).toEqual([
      'drop',
      'leaveTop',
    ]);
  });

  it('nothing when the rank did not move or alerts are off', () => {
    expect(hits(7, 7, { dropBy: 1, riseBy: 1, topN: 7, topEnter: true, topLeave: true })).toEqual([]);
    expect(evaluateMove(5, 400, { ...DEFAULT_ALERT_RULES, enabled: false }, 500)).toEqual([]);
  });

  it('the defaults: drops of 10, the top 10 both ways and falling out', () => {
    expect(evaluateMove(5, 40, DEFAULT_ALERT_RULES, 500).map((h) => h.rule)).toEqual(['drop', 'leaveTop']);
    expect(evaluateMove(40, 5, DEFAULT_ALERT_RULES, 500).map((h) => h.rule)).toEqual(['enterTop']);
    expect(evaluateMove(100, 0, DEFAULT_ALERT_RULES, 500).map((h) => h.rule)).toEqual(['outOfRange']);
    expect(evaluateMove(100, 105, DEFAULT_ALERT_RULES, 500)).toEqual([]);
  });

  it('a product or place with its own rules follows them, otherwise the member, otherwise the defaults', () => {
    const member = { ...DEFAULT_ALERT_RULES, dropBy: 3 };
    const own = rules({ riseBy: 2 });
    expect(effectiveRules(member, own)).toBe(own);
    expect(effectiveRules(member, null)).toBe(member);
    expect(effectiveRules(null, null)).toBe(DEFAULT_ALERT_RULES);
  });
});

describe('alert texts', () => {
  it('reads the move in Korean, with outside as "500위 밖"', () => {
    const base = { kind: 'goods' as const, keyword: '캠핑의자', threshold: 10 };
    expect(alertText({ ...base, rule: 'drop', previousRank: 12, currentRank: 40 })).toBe(
      '‘캠핑의자’ 순위가 12위 → 40위로 28계단 떨어졌습니다.',
    );
    expect(alertText({ ...base, rule: 'outOfRange', previousRank: 12, currentRank: 0 })).toBe(
      '‘캠핑의자’ 순위가 12위 → 500위 밖으로 벗어났습니다.',
    );
    expect(alertText({ ...base, kind: 'place', rule: 'enterTop', previousRank: 0, currentRank: 8 })).toBe(
      '‘캠핑의자’ 순위가 300위 밖 → 8위로 상위 10위 안에 들었습니다.',
    );
  });

  it('"N위 밖" names the surface and the depth the check actually read (issue 36 §2)', () => {
    const base = { kind: 'goods' as const, keyword: '캠핑의자', threshold: 10, surface: 'plus-store' };
    expect(alertText({ ...base, rule: 'outOfRange', previousRank: 12, currentRank: 0, depth: 500 })).toBe(
      '‘캠핑의자’ 순위가 12위 → N+스토어 500위 밖으로 벗어났습니다.',
    );
    // The list ended at 230 organic entries: outside is "230위 밖", not the tracked 500.
    expect(alertText({ ...base, rule: 'outOfRange', previousRank: 12, currentRank: 0, depth: 230 })).toBe(
      '‘캠핑의자’ 순위가 12위 → N+스토어 230위 밖으로 벗어났습니다.',
    );
    expect(
      alertText({ ...base, rule: 'rise', previousRank: 0, currentRank: 40, previousDepth: 480, depth: 500 }),
    ).toBe('‘캠핑의자’ 순위가 N+스토어 480위 밖 → 40위로 461계단 이상 올랐습니다.');
    expect(
      alertText({
        kind: 'place',
        keyword: '강남 맛집',
        threshold: 10,
        rule: 'enterTop',
        previousRank: 0,
        currentRank: 8,
        surface: 'place',
        previousDepth: 120,
      }),
    ).toBe('‘강남 맛집’ 순위가 플레이스 목록 120위 밖 → 8위로 상위 10위 안에 들었습니다.');
  });

  it('summarises a rule set', () => {
    expect(rulesSummary(DEFAULT_ALERT_RULES)).toBe('10계단 이상 하락 · 상위 10위 진입·이탈 · 순위권 이탈');
    expect(rulesSummary({ ...DEFAULT_ALERT_RULES, enabled: false })).toBe('알림 끔');
    expect(rulesSummary(OFF)).toBe('켜진 조건 없음');
  });
});

describe('digest timing (Korea time)', () => {
  const day = '2026-11-22';
  it('waits for the daily run, then for every keyword, and goes at the cutoff whatever is known', () => {
    expect(digestTiming(day, kstInstant(day, '09:59'))).toBe('wait');
    expect(digestTiming(day, kstInstant(day, '10:30'))).toBe('when-complete');
    expect(digestTiming(day, kstInstant(day, '12:59'))).toBe('when-complete');
    expect(digestTiming(day, kstInstant(day, '13:00'))).toBe('now');
    // The next day (after midnight KST) the previous day's digest is overdue.
    expect(digestTiming(day, kstInstant('2026-11-23', '00:05'))).toBe('now');
  });

  it('Korea dates step back across months and years', () => {
    expect(previousDay('2026-03-01')).toBe('2026-02-28');
    expect(previousDay('2027-01-01')).toBe('2026-12-31');
    expect(kstInstant('2026-11-22', '10:30').toISOString()).toBe('2026-11-22T01:30:00.000Z');
  });
});

describe('unsubscribe tokens', () => {
  const secret = 'test-secret';
  it('a signed token names its member', () => {
    expect(verifyUnsubscribe(secret, signUnsubscribe(secret, 42))).toBe(42);
  });

  it('a token for another member, another key, or a broken one is refused', () => {
    const token = signUnsubscribe(secret, 42);
    const sig = token.split('.')[1]!;
    expect(verifyUnsubscribe(secret, `43.${sig}`)).toBeNull();
    expect(verifyUnsubscribe('other-secret', token)).toBeNull();
    expect(verifyUnsubscribe(secret, token.slice(0, -1))).toBeNull();
    expect(verifyUnsubscribe(secret, `${token}A`)).toBeNull();
    expect(verifyUnsubscribe(secret, `42.${'A'.repeat(43)}`)).toBeNull();
    expect(verifyUnsubscribe(secret, '')).toBeNull();
    expect(verifyUnsubscribe(secret, undefined)).toBeNull();
    expect(verifyUnsubscribe(secret, `0.${sig}`)).toBeNull();
    expect(verifyUnsubscribe(secret, `99999999999.${sig}`)).toBeNull();
  });
});

it('a memo mark shows only its start', () => {
  expect(memoDetail('  ')).toBeNull();
  expect(memoDetail('주말 할인 시작')).toBe('주말 할인 시작');
  expect(memoDetail('가'.repeat(40))).toBe(`${'가'.repeat(27)}...`);
});
