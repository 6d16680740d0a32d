import { describe, expect, it } from 'vitest';
import type { HourlyListAnswer } from '@seller/shared/schemas/goods-rank';
import * as ko from '@seller/shared/messages/sections';
import {
  buildHourlyItems,
  floorHour,
  hourlyKeywordView,
  hourSlots,
  kstHourLabel,
  latestRank,
  rankBand,
  SLOT_COUNT,
  slotDetails,
  slotRankText,
  V1_REFRESH_MS,
} from './hourly';

// 10 March 2026, 19:35 in Korea.
const now = new Date('2026-03-10T10:35:00.000Z');
const hour = (iso: string, rank: number) => ({ hour: iso, rank });

describe('Korea hours', () => {
  it('labels instants with the Korea hour, across the date line', () => {
    expect(kstHourLabel(new Date('2026-03-10T10:35:00.000Z'))).toBe('19:00');
    expect(kstHourLabel(new Date('2026-03-10T15:00:00.000Z'))).toBe('00:00');
    expect(kstHourLabel(new Date('2026-03-10T14:59:59.999Z'))).toBe('23:00');
    expect(kstHourLabel(new Date('2026-03-09T23:00:00.000Z'))).toBe('08:00');
    expect(kstHourLabel(new Date(Number.NaN))).toBe('-');
  });

  it('floors to the start of the hour', () => {
    expect(new Date(floorHour(now.getTime())).toISOString()).toBe('2026-03-10T10:00:00.000Z');
  });
});

describe('hour slots', () => {
  it('gives 24 slots, oldest first, ending with the current Korea hour', () => {
    const slots = hourSlots([], now);
    expect(slots).toHaveLength(SLOT_COUNT);
    expect(slots[0]!.at.toISOString()).toBe('2026-03-09T11:00:00.000Z');
    expect(slots[0]!.hourLabel).toBe('20:00');
    expect(slots[0]!.dateLabel).toBe('03.09');
    expect(slots[23]!.at.toISOString()).toBe('2026-03-10T10:00:00.000Z');
    expect(slots[23]!.hourLabel).toBe('19:00');
    expect(slots[23]!.dateLabel).toBe('03.10');
    // Korea midnight sits between 23:00 and 00:00, on the next Korea date.
    expect(slots[4]!.hourLabel).toBe('00:00');
    expect(slots[4]!.dateLabel).toBe('03.10');
    expect(slots.every((s) => s.rank === null && s.band === 'none')).toBe(true);
  });

  it('places each record in its hour and leaves missing hours empty', () => {
    const slots = hourSlots(
      [
        hour('2026-03-09T11:00:00.000Z', 250),
        hour('2026-03-10T08:00:00.000Z', 0),
        hour('2026-03-10T09:00:00.000Z', 35),
        hour('2026-03-10T10:00:00.000Z', 7),
      ],
      now,
    );
    expect(slots[0]).toMatchObject({ rank: 250, band: 'top500' });
    expect(slots[1]).toMatchObject({ rank: null, band: 'none' });
    expect(slots[21]).toMatchObject({ rank: 0, band: 'out' });
    expect(slots[22]).toMatchObject({ rank: 35, band: 'page1' });
    expect(slots[23]).toMatchObject({ rank: 7, band: 'top10', hourLabel: '19:00' });
    expect(slots.filter((s) => s.rank !== null)).toHaveLength(4);
  });

  it('reads zoneless hours as Korea time and records within an hour as that hour', () => {
    const slots = hourSlots([hour('2026-03-10 18:00:00', 12), hour('2026-03-10T17:05:00+09:00', 13)], now);
    expect(slots[23]!.rank).toBeNull();
    expect(slots[22]!.rank).toBe(12);
    expect(slots[21]!.rank).toBe(13);
  });

  it('ignores records outside the window, unreadable ones, and lets a later duplicate win', () => {
    const slots = hourSlots(
      [
        hour('2026-03-09T10:00:00.000Z', 1), // 25 hours ago
        hour('2026-03-10T11:00:00.000Z', 2), // next hour
        hour('not a date', 3),
        hour('2026-03-10T09:00:00.000Z', 40),
        hour('2026-03-10T09:00:00.000Z', 41),
        hour('2026-03-10T07:00:00.000Z', 900), // beyond 500 reads as outside
      ],
      now,
    );
    expect(slots.filter((s) => s.rank !== null).map((s) => s.rank)).toEqual([0, 41]);
    expect(slots[22]!.band).toBe('top200');
  });

  it('gives no slots for an unreadable now', () => {
    expect(hourSlots([hour('2026-03-10T09:00:00.000Z', 4)], new Date(Number.NaN))).toEqual([]);
  });
});

describe('where each hour came from (issue 36 §2)', () => {
  const searchApi = {
    source: 'searchapi',
    surface: 'plus-store' as const,
    device: 'pc' as const,
    depth: 300,
    checkedAt: '2026-03-10T09:05:00.000Z',
  };
  const apify = { ...searchApi, source: 'apify', surface: 'price-comparison' as const };
  const p = ko.rankProvenance;

  it('keeps each record with its provenance and marks an hour read by another method than the record before', () => {
    const slots = hourSlots(
      [
        { hour: '2026-03-10T05:00:00.000Z', rank: 9, provenance: null }, // recorded before it was kept
        { hour: '2026-03-10T06:00:00.000Z', rank: 8, provenance: apify },
        { hour: '2026-03-10T07:00:00.000Z', rank: 8, provenance: apify },
        // 08:00 has no record: the change is told against the record before it.
        { hour: '2026-03-10T09:00:00.000Z', rank: 0, provenance: searchApi },
        { hour: '2026-03-10T10:00:00.000Z', rank: 7, provenance: searchApi },
      ],
      now,
    );
    expect(slots[18]).toMatchObject({ rank: 9, provenance: null, methodChange: null });
    // After a record without provenance nothing is compared: no mark.
    expect(slots[19]).toMatchObject({ rank: 8, provenance: apify, methodChange: null });
    expect(slots[20]!.methodChange).toBeNull();
    expect(slots[21]).toMatchObject({ rank: null, provenance: null, methodChange: null });
    expect(slots[22]!.methodChange).toBe(p.markText('Apify · 가격비교', 'SearchApi · N+스토어'));
    expect(slots[23]!.methodChange).toBeNull();
  });

  it('names what an outside hour read, and its source, surface, device, depth and time in the tooltip', () => {
    const [slot] = hourSlots(
      [{ hour: '2026-03-10T10:00:00.000Z', rank: 0, provenance: searchApi }],
      now,
    ).slice(-1);
    expect(slotRankText(slot!)).toBe('300위 밖 · N+스토어 300위까지 확인');
    expect(slotRankText({ rank: 0, provenance: null })).toBe(ko.goodsRankUi.outOfRank);
    expect(slotRankText({ rank: 12, provenance: searchApi })).toBe(ko.goodsRankUi.rank('12'));
    expect(slotRankText({ rank: null, provenance: null })).toBe(ko.goodsRankV1.noRecord);
    expect(slotDetails(slot!)).toEqual([
      p.tipLine(p.source, 'SearchApi'),
      p.tipLine(p.surface, 'N+스토어'),
      p.tipLine(p.device, 'PC'),
      p.tipLine(p.depth, '300위까지'),
      p.tipLine(p.checkedAt, '03.10 18:05'),
    ]);
  });

  it('gives the latest rank its source line, and an outside one the depth it read', () => {
    const view = hourlyKeywordView(
      {
        gdkdSn: 1,
        goodsKeyword: 'kw',
        latestRank: 0,
        latestHour: '2026-03-10T10:00:00.000Z',
        hours: [
          { hour: '2026-03-10T09:00:00.000Z', rank: 4, provenance: apify },
          { hour: '2026-03-10T10:00:00.000Z', rank: 0, provenance: searchApi },
        ],
      },
      now,
    );
    expect(view).toMatchObject({
      provenance: searchApi,
      sourceLabel: 'SearchApi · N+스토어 · PC',
      outside: { short: '300위 밖', full: '300위 밖 · N+스토어 300위까지 확인' },
    });
    const old = hourlyKeywordView(
      {
        gdkdSn: 2,
        goodsKeyword: 'kw',
        latestRank: 3,
        latestHour: '2026-03-10T10:00:00.000Z',
        hours: [hour('2026-03-10T10:00:00.000Z', 3)],
      },
      now,
    );
    expect(old).toMatchObject({ provenance: null, sourceLabel: null, outside: null });
  });
});

describe('rank bands and the latest rank', () => {
  it('bands ranks by search page depth', () => {
    expect([1, 10, 11, 40, 41, 200, 201, 500].map(rankBand)).toEqual([
      'top10',
      'top10',
      'page1',
      'page1',
      'top200',
      'top200',
      'top500',
      'top500',
    ]);
    expect([rankBand(0), rankBand(501), rankBand(null), rankBand(undefined)]).toEqual([
      'out',
      'out',
      'none',
      'none',
    ]);
  });

  it('reads 0 as outside the top 500 and null as not checked yet', () => {
    expect(latestRank(45)).toEqual({ kind: 'ranked', rank: 45, page: 2 });
    expect(latestRank(0)).toEqual({ kind: 'out' });
    expect(latestRank(null)).toEqual({ kind: 'unchecked' });
  });
});

describe('items', () => {
  const answer: Pick<HourlyListAnswer, 'items'> = {
    items: [
      {
        gdpSn: 2,
        goodsTitleNm: 'second',
        goodsImg: 'null',
        storeName: 'null',
        coinEndDt: '2026-03-31T00:00:00.000Z',
        keywords: [],
      },
      {
        gdpSn: 1,
        goodsTitleNm: null,
        goodsImg: 'https://img.example/1.jpg',
        storeName: 'shop',
        coinEndDt: '2026-03-30T15:30:00.000Z',
        keywords: [
          {
            gdkdSn: 11,
            goodsKeyword: 'kw',
            latestRank: 0,
            latestHour: '2026-03-10T09:00:00.000Z',
            hours: [hour('2026-03-10T09:00:00.000Z', 0)],
          },
          { gdkdSn: 12, goodsKeyword: 'new kw', latestRank: null, latestHour: null, hours: [] },
        ],
      },
    ],
  };

  it("keeps the server order and reads the string 'null' as none", () => {
    const [second, first] = buildHourlyItems(answer, now);
    expect([second!.gdpSn, first!.gdpSn]).toEqual([2, 1]);
    expect(second).toMatchObject({ title: 'second', image: null, priceComparison: true, storeName: null });
    expect(second!.endLabel).toBe('2026.03.31');
    expect(first).toMatchObject({ title: null, image: 'https://img.example/1.jpg', priceComparison: false });
    expect(first!.storeName).toBe('shop');
    // Korea date of the end instant.
    expect(first!.endLabel).toBe('2026.03.31');
  });

  it('labels the latest check in Korea time and shows no time before the first one', () => {
    const [, first] = buildHourlyItems(answer, now);
    const [out, fresh] = first!.keywords;
    expect(out).toMatchObject({ gdkdSn: 11, latest: { kind: 'out' }, checkedLabel: '18:00' });
    expect(out!.slots[22]!.band).toBe('out');
    expect(fresh).toMatchObject({ latest: { kind: 'unchecked' }, checkedLabel: null });
    expect(fresh!.slots).toHaveLength(24);
  });

  it('tolerates a keyword without an hours array', () => {
    const odd = { gdkdSn: 1, goodsKeyword: 'x', latestRank: 3, latestHour: 'bad', hours: null } as never;
    expect(hourlyKeywordView(odd, now)).toMatchObject({
      latest: { kind: 'ranked', rank: 3 },
      checkedLabel: null,
    });
  });

  it('re-reads the list every 5 minutes', () => {
    expect(V1_REFRESH_MS).toBe(300_000);
  });
});
