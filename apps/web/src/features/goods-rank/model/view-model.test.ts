import { describe, expect, it } from 'vitest';
import { goodsRow, keywordInfo, listAnswer } from './fixtures';
import { buildRows, checkingIds, orderKeywords, pollInterval, POLL_MS, present, rowView } from './view-model';

const now = new Date('2026-03-10T00:00:00.000Z');

describe('keyword order', () => {
  it('puts the flagged representative first and keeps the rest in order', () => {
    const list = [keywordInfo(1), keywordInfo(2), keywordInfo(3, { representative: true }), keywordInfo(4)];
    expect(orderKeywords(list).map((k) => k.gdkdSn)).toEqual([3, 1, 2, 4]);
  });

  it('treats the first keyword as representative when none is flagged', () => {
    const view = rowView(goodsRow(1), [keywordInfo(7), keywordInfo(8)], now);
    expect(view.keywords.map((k) => [k.gdkdSn, k.representative])).toEqual([
      [7, true],
      [8, false],
    ]);
    expect(view.representative?.gdkdSn).toBe(7);
  });
});

describe('keyword lines', () => {
  it('shows rank, page and change', () => {
    const [up, out, fresh, same] = rowView(
      goodsRow(1),
      [
        keywordInfo(1, { keywordRankCurrent: 45, keywordRankPrevious: 50 }),
        keywordInfo(2, { keywordRankCurrent: 0, keywordRankPrevious: 3 }),
        keywordInfo(3, { keywordRankCurrent: 80, keywordRankPrevious: 0 }),
        keywordInfo(4, { keywordRankCurrent: 0, keywordRankPrevious: 0 }),
      ],
      now,
    ).keywords;
    expect([up!.current, up!.page, up!.changeLabel, up!.change.kind]).toEqual([45, 2, '▲5', 'up']);
    expect([out!.current, out!.page, out!.changeLabel]).toEqual([null, null, '★']);
    expect([fresh!.current, fresh!.changeLabel]).toEqual([80, 'NEW']);
    expect([same!.current, same!.previous, same!.changeLabel]).toEqual([null, null, '-']);
  });

  it('shows no rank or change while a keyword is pending or failed', () => {
    const [pending, failed] = rowView(
      goodsRow(1),
      [
        keywordInfo(1, { checkStatus: 'pending', keywordRankCurrent: 0, keywordRankPrevious: 0 }),
        keywordInfo(2, { checkStatus: 'failed', keywordRankCurrent: 0, keywordRankPrevious: 9 }),
      ],
      now,
    ).keywords;
    expect([pending!.status, pending!.current, pending!.changeLabel]).toEqual(['pending', null, '-']);
    expect([failed!.status, failed!.current, failed!.previous, failed!.changeLabel]).toEqual([
      'failed',
      null,
      9,
      '-',
    ]);
  });
});

describe('where a rank came from (issue 36 §2)', () => {
  const searchapi = {
    source: 'searchapi',
    surface: 'plus-store',
    device: 'pc',
    depth: 500,
    checkedAt: null,
  } as const;
  it('a change of source or surface is no move: no ▲/▼ in the list', () => {
    const [changed, same] = rowView(
      goodsRow(1),
      [
        keywordInfo(1, {
          keywordRankCurrent: 3,
          keywordRankPrevious: 40,
          provenance: searchapi,
          previousProvenance: { source: 'naver-openapi', surface: 'price-comparison' },
        }),
        keywordInfo(2, {
          keywordRankCurrent: 3,
          keywordRankPrevious: 40,
          provenance: searchapi,
          previousProvenance: { source: 'searchapi', surface: 'plus-store' },
        }),
      ],
      now,
    ).keywords;
    expect([changed!.change.kind, changed!.changeLabel]).toEqual(['method', '수집 방식 변경']);
    expect(changed!.changedFrom).toEqual({ source: 'naver-openapi', surface: 'price-comparison' });
    expect([same!.change.kind, same!.changeLabel, same!.changedFrom]).toEqual(['up', '▲37', null]);
  });
});

describe('row view', () => {
  it("reads the string 'null' as none: price comparison, no store product number", () => {
    const view = rowView(goodsRow(1, { storeName: 'null', mallPid: 'null', midNo: '123' }), [], now);
    expect(view.priceComparison).toBe(true);
    expect(view.storeName).toBeNull();
    expect(view.mallPid).toBeNull();
    expect(view.midNo).toBe('123');
    expect(present(' ')).toBeNull();
  });

  it('hides the title while the look-up is pending and marks the row pending', () => {
    const view = rowView(goodsRow(1, { lookupStatus: 'pending', goodsTitleNm: null }), [], now);
    expect(view.title).toBeNull();
    expect(view.lookupPending).toBe(true);
    expect(view.pending).toBe(true);
  });

  it('is expired strictly after coinEndDt, with the deletion date 3 days later (Korea dates)', () => {
    const end = '2026-03-09T15:30:00.000Z'; // 10 March 00:30 in Korea
    const before = rowView(goodsRow(1, { coinEndDt: end }), [], new Date('2026-03-09T15:30:00.000Z'));
    const after = rowView(goodsRow(1, { coinEndDt: end }), [], new Date('2026-03-09T15:30:00.001Z'));
    expect(before.expired).toBe(false);
    expect(after.expired).toBe(true);
    expect(after.endLabel).toBe('2026.03.10');
    expect(after.deleteOnLabel).toBe('2026.03.13');
  });

  it('never expires on an unreadable end date', () => {
    const view = rowView(goodsRow(1, { coinEndDt: 'n/a' }), [], now);
    expect(view.expired).toBe(false);
    expect(view.endLabel).toBe('-');
  });

  it('previews long memos and reads auto-renew', () => {
    const view = rowView(goodsRow(1, { content: 'x'.repeat(40), autRnwl: 'Y' }), [], now);
    expect(view.memoPreview).toBe(`${'x'.repeat(27)}...`);
    expect(view.autoRenew).toBe(true);
  });
});

describe('list', () => {
  const answer = listAnswer([goodsRow(3), goodsRow(1), goodsRow(2, { lookupStatus: 'pending' })], {
    3: [keywordInfo(30)],
    1: [keywordInfo(10), keywordInfo(11, { checkStatus: 'pending' })],
  });

  it('keeps the server order and joins keywords by gdpSn', () => {
    const rows = buildRows(answer, now);
    expect(rows.map((r) => r.gdpSn)).toEqual([3, 1, 2]);
    expect(rows[1]!.keywords.map((k) => k.gdkdSn)).toEqual([10, 11]);
    expect(rows[2]!.keywords).toEqual([]);
  });

  it('polls every 3 s only while some keyword check is pending', () => {
    expect(checkingIds(answer)).toEqual([1]);
    expect(pollInterval(answer)).toBe(POLL_MS);
    expect(POLL_MS).toBe(3000);
    expect(pollInterval(listAnswer([goodsRow(3)], { 3: [keywordInfo(30, { checkStatus: 'failed' })] }))).toBe(
      false,
    );
    expect(pollInterval(undefined)).toBe(false);
  });

  it('does not poll for a product look-up that stays pending', () => {
    const stuck = listAnswer([goodsRow(1, { lookupStatus: 'pending', goodsTitleNm: null }), goodsRow(2)], {
      1: [keywordInfo(10, { checkStatus: 'failed' })],
      2: [keywordInfo(20)],
    });
    expect(checkingIds(stuck)).toEqual([]);
    expect(pollInterval(stuck)).toBe(false);
    expect(pollInterval(listAnswer([goodsRow(1, { lookupStatus: 'pending' })]))).toBe(false);
    // The row still reads as pending on screen.
    expect(buildRows(stuck, now)[0]!.pending).toBe(true);
  });

  it('polls for a pending keyword even when its product look-up is pending too', () => {
    const both = listAnswer([goodsRow(1, { lookupStatus: 'pending' })], {
      1: [keywordInfo(10, { checkStatus: 'pending' })],
    });
    expect(pollInterval(both)).toBe(POLL_MS);
  });
});

describe('check times and check now (issue 23 points 1, 2)', () => {
  const at = new Date('2026-03-10T03:00:00.000Z'); // 12:00 KST
  it('dates every rank, and says when today’s check failed and the rank is yesterday’s', () => {
    const view = rowView(
      goodsRow(1),
      [
        keywordInfo(1, { checkedAt: '2026-03-10T01:42:00.000Z' }),
        keywordInfo(2, { checkedAt: '2026-03-09T01:42:00.000Z', failedAt: '2026-03-10T01:31:00.000Z' }),
        keywordInfo(3, { checkStatus: 'pending', checkedAt: null }),
      ],
      at,
    );
    expect(view.keywords.map((k) => k.note)).toEqual([
      { kind: 'checked', when: '03.10 10:42' },
      { kind: 'failedToday', yesterday: true, when: '03.09' },
      { kind: 'none' },
    ]);
  });

  it('keeps the recorded rank of an unconfirmed empty answer on show, noted 확인 중 (issue 35 §3)', () => {
    const answer = listAnswer([goodsRow(1)], {
      1: [
        keywordInfo(1, {
          checkStatus: 'unconfirmed',
          keywordRankCurrent: 1,
          keywordRankPrevious: 2,
          checkedAt: '2026-03-09T01:42:00.000Z',
        }),
        keywordInfo(2, { checkStatus: 'unconfirmed', keywordRankCurrent: 0, checkedAt: null }),
      ],
    });
    const [shown, never] = buildRows(answer, at)[0]!.keywords;
    expect(shown).toMatchObject({
      status: 'unconfirmed',
      current: 1,
      changeLabel: '▲1',
      note: { kind: 'unconfirmed', when: '03.09' },
    });
    // Never recorded: nothing to show yet, so it reads as a check still running.
    expect(never).toMatchObject({ status: 'pending', current: null, note: { kind: 'none' } });
    // Re-checks come minutes apart: the list does not poll for them.
    expect(pollInterval(answer)).toBe(false);
  });

  it('counts what is left today and polls while a requested check runs', () => {
    const requested = { day: '2026-03-10', count: 2, at: '2026-03-10T02:59:00.000Z' };
    const answer = listAnswer(
      [goodsRow(1, { checkNow: requested })],
      { 1: [keywordInfo(10, { checkedAt: '2026-03-10T01:42:00.000Z' })] },
      { serverNow: at.toISOString() },
    );
    const [row] = buildRows(answer, at);
    expect(row!.checkNowLeft).toBe(1);
    expect(row!.checkingNow).toBe(true);
    expect(row!.keywords[0]!.refreshing).toBe(true);
    expect(pollInterval(answer)).toBe(POLL_MS);
    // The result arrived: no more polling.
    const done = listAnswer(
      [goodsRow(1, { checkNow: requested })],
      { 1: [keywordInfo(10, { checkedAt: '2026-03-10T02:59:20.000Z' })] },
      { serverNow: at.toISOString() },
    );
    expect(pollInterval(done)).toBe(false);
    expect(buildRows(done, at)[0]!.checkingNow).toBe(false);
  });
});

describe('previous rank of a first check (issue 39 §4)', () => {
  it('is "-" until a previous rank was recorded, and "outside" once one was', () => {
    const [first, outside, old] = rowView(
      goodsRow(1),
      [
        // First check: the server names no previous method (none recorded), previous 0.
        keywordInfo(1, { keywordRankCurrent: 3, keywordRankPrevious: 0, previousProvenance: null }),
        // Second check, the first outside the top 500: recorded.
        keywordInfo(2, {
          keywordRankCurrent: 3,
          keywordRankPrevious: 0,
          previousProvenance: { source: 'searchapi', surface: 'plus-store' },
        }),
        // An answer without the field: a ranked previous is known.
        keywordInfo(3, { keywordRankCurrent: 3, keywordRankPrevious: 12 }),
      ],
      now,
    ).keywords;
    expect([first!.previousKnown, first!.change.kind]).toEqual([false, 'new']);
    expect([outside!.previousKnown, outside!.previous]).toEqual([true, null]);
    expect([old!.previousKnown, old!.previous]).toEqual([true, 12]);
  });
});
