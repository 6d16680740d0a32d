/** DataLab-like search trend series built from the same keyword demand as keywordstool. */
import { dateOfDay, dayNumber, hash32, normKeyword, unit } from './rng';
import { monthlyVolume } from './volumes';

type TimeUnit = 'date' | 'week' | 'month';

export interface TrendQuery {
  startDate: string;
  endDate: string;
  timeUnit: TimeUnit;
  keywordGroups: { groupName: string; keywords: string[] }[];
  device?: 'pc' | 'mo';
  gender?: 'm' | 'f';
  ages?: string[];
}

export interface TrendSeries {
  title: string;
  keywords: string[];
  data: { period: string; ratio: number }[];
}

const DAY_2016 = dayNumber('2016-01-01');

interface KeywordCurve {
  seed: number;
  daily: number;
  amplitude: number;
  phase: number;
  growth: number;
  filter: number;
}

function curveOf(keyword: string, q: TrendQuery): KeywordCurve {
  const k = normKeyword(keyword);
  const seed = hash32(`trend:${k}`);
  const v = monthlyVolume(k);
  let filter = 1;
  if (q.device) filter *= q.device === 'pc' ? v.pcShare : 1 - v.pcShare;
  if (q.gender) filter *= 0.3 + 0.4 * unit(seed, q.gender === 'm' ? 1 : 2);
  if (q.ages?.length) filter *= q.ages.reduce((s, a) => s + 0.02 + 0.15 * unit(seed, 100 + Number(a)), 0);
  return {
    seed,
    daily: (v.pc + v.mobile) / 30,
    amplitude: 0.1 + 0.4 * unit(seed, 1),
    phase: unit(seed, 2) * 365,
    growth: -0.5 + 1.3 * unit(seed, 3),
    filter,
  };
}

function dailyValue(c: KeywordCurve, day: number): number {
  const season = 1 + c.amplitude * Math.sin((2 * Math.PI * (day + c.phase)) / 365.25);
  const growth = Math.exp((c.growth * (day - DAY_2016)) / 3650);
  const weekly = 1 + 0.08 * Math.sin((2 * Math.PI * day) / 7);
  const noise = 0.85 + 0.3 * unit(c.seed, day);
  return c.daily * season * growth * weekly * noise * c.filter;
}

/** The start of the bucket holding `day`: itself, its Monday, or the 1st of its month. */
function bucketStart(day: number, timeUnit: TimeUnit): number {
  if (timeUnit === 'date') return day;
  if (timeUnit === 'week') return day - ((day + 3) % 7); // 1970-01-05 was a Monday
  return dayNumber(`${dateOfDay(day).slice(0, 8)}01`);
}

/**
 * One series per group; the largest bucket across the whole request is exactly 100 and the
 * others are relative to it. A bucket cut by the start date is labelled with the start date
 * (the first bucket's `period` never precedes startDate; UNCONFIRMED how Naver labels it).
 */
export function trendSeries(q: TrendQuery, today: string): TrendSeries[] {
  const first = dayNumber(q.startDate);
  const last = Math.min(dayNumber(q.endDate), dayNumber(today));
  const raw = q.keywordGroups.map((g) => {
    const curves = g.keywords.map((k) => curveOf(k, q));
    const buckets = new Map<number, number>();
    for (let d = first; d <= last; d++) {
      const b = Math.max(first, bucketStart(d, q.timeUnit));
      let v = 0;
      for (const c of curves) v += dailyValue(c, d);
      buckets.set(b, (buckets.get(b) ?? 0) + v);
    }
    return { g, buckets };
  });
  let max = 0;
  for (const { buckets } of raw) for (const v of buckets.values()) max = Math.max(max, v);
  return raw.map(({ g, buckets }) => ({
    title: g.groupName,
    keywords: g.keywords,
    data: [...buckets].map(([b, v]) => ({
      period: dateOfDay(b),
      ratio: v === max ? 100 : Math.round((v / max) * 100 * 100_000) / 100_000,
    })),
  }));
}
