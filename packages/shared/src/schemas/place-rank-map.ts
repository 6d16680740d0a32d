import { z } from './zod';
import { okAnswer } from './envelope';
import { MAP_BANDS, MAP_GRID_SIZES, MAP_SPACINGS_M } from '../rules/place-rank-map';
import { placeRankMap as m } from '../messages/place-rank-map';

/** Wire contract of 순위 지도 (issue 41): `/api/naver/place/map/*`; the member is the session's. */

const id = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(2_147_483_647, { error: message });
const gridField = z.coerce
  .number({ error: m.gridInvalid })
  .refine((n) => (MAP_GRID_SIZES as readonly number[]).includes(n), { error: m.gridInvalid });
const spacingField = z.coerce
  .number({ error: m.spacingInvalid })
  .refine((n) => (MAP_SPACINGS_M as readonly number[]).includes(n), { error: m.spacingInvalid });

/** The scan asked for: a place keyword of the member's, a grid size and a spacing. */
export const mapScanBody = z.looseObject({
  plkwrdSn: id(m.keywordRequired),
  grid: gridField,
  spacingM: spacingField,
});
export type MapScanBody = z.infer<typeof mapScanBody>;

export const mapQuote = z.object({
  points: z.number().int(),
  perPoint: z.number().int(),
  coins: z.number().int(),
  balance: z.number().int(),
  balanceAfter: z.number().int(),
  enough: z.boolean(),
  /** Why it cannot run now (Korean: too few coins, a scan running), null when it can. */
  message: z.string().nullable(),
  running: z.boolean(),
});
export type MapQuote = z.infer<typeof mapQuote>;
export const mapQuoteAnswer = okAnswer(mapQuote);

const topPlace = z.object({ placeId: z.string(), name: z.string(), category: z.string() });

export const mapPoint = z.object({
  idx: z.number().int(),
  row: z.number().int(),
  col: z.number().int(),
  x: z.number(),
  y: z.number(),
  status: z.enum(['pending', 'found', 'outside', 'failed']),
  rank: z.number().int().nullable(),
  band: z.enum(MAP_BANDS),
  top: z.array(topPlace),
});
export type MapPoint = z.infer<typeof mapPoint>;

const figures = z.object({
  counted: z.number().int(),
  average: z.number().nullable(),
  top3Share: z.number().nullable(),
  top10Share: z.number().nullable(),
  best: z.object({ idx: z.number().int(), rank: z.number().int().nullable() }).nullable(),
  worst: z.object({ idx: z.number().int(), rank: z.number().int().nullable() }).nullable(),
  failed: z.number().int(),
});

export const mapScanSummary = z.object({
  scanId: z.number().int(),
  plkwrdSn: z.number().int(),
  keyword: z.string(),
  placeId: z.string(),
  placeName: z.string().nullable(),
  grid: z.number().int(),
  spacingM: z.number().int(),
  center: z.object({ x: z.number(), y: z.number() }),
  status: z.enum(['running', 'done']),
  trigger: z.enum(['now', 'weekly']),
  pointsTotal: z.number().int(),
  pointsDone: z.number().int(),
  pointsFailed: z.number().int(),
  coinsSpent: z.number().int(),
  coinsRefunded: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  figures,
});
export type MapScanSummary = z.infer<typeof mapScanSummary>;

export const mapScan = mapScanSummary.extend({ points: z.array(mapPoint) });
export type MapScan = z.infer<typeof mapScan>;

export const mapScanAnswer = okAnswer(mapScan);
export const mapScanListQuery = z.looseObject({ plkwrdSn: id(m.keywordRequired) });
export const mapScanListAnswer = okAnswer(z.object({ list: z.array(mapScanSummary) }));
export const mapScanParams = z.object({ scanId: id(m.scanRequired) });

export const mapCompareQuery = z.looseObject({ before: id(m.scanRequired), after: id(m.scanRequired) });
export const mapCompareAnswer = okAnswer(
  z.object({
    before: mapScan,
    after: mapScan,
    moved: z.array(
      z.object({
        idx: z.number().int(),
        before: z.number().int().nullable(),
        after: z.number().int().nullable(),
        change: z.number().int(),
      }),
    ),
  }),
);

export const mapSchedule = z.object({
  plkwrdSn: z.number().int(),
  /** ISO weekday in Korea (1 = Monday … 7 = Sunday); null = no weekly scan. */
  weekday: z.number().int().nullable(),
  grid: z.number().int(),
  spacingM: z.number().int(),
  lastRunDay: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type MapSchedule = z.infer<typeof mapSchedule>;
export const mapScheduleQuery = mapScanListQuery;
export const mapScheduleAnswer = okAnswer(mapSchedule);
export const mapScheduleBody = mapScanBody.extend({
  weekday: z.union([
    z.null(),
    z.coerce
      .number({ error: m.weekdayInvalid })
      .int({ error: m.weekdayInvalid })
      .min(1, { error: m.weekdayInvalid })
      .max(7, { error: m.weekdayInvalid }),
  ]),
});

/**
 * A place's latest 순위 지도 as a client report carries it (issue 41): the points' ranks and
 * bands in grid order and the figures; no member, coin or id of anything.
 */
export const reportRankMap = z.object({
  keyword: z.string(),
  scannedAt: z.string(),
  grid: z.number().int(),
  spacingM: z.number().int(),
  points: z.array(
    z.object({
      status: z.enum(['pending', 'found', 'outside', 'failed']),
      rank: z.number().int().nullable(),
      band: z.enum(MAP_BANDS),
    }),
  ),
  figures,
});
export type ReportRankMap = z.infer<typeof reportRankMap>;
