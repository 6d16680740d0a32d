import { ko, kstDate } from '@seller/shared';
import type { MapQuote, MapScan, MapSchedule, ReportRankMap } from '@seller/shared/schemas/place-rank-map';
import {
  MAP_COINS_PER_POINT,
  gridPoints,
  mapScanCost,
  movedPoints,
} from '@seller/shared/rules/place-rank-map';
import type { Db, DbOrTx } from '../../db/client';
import type { JobQueue } from '../../jobs/boss';
import { AppError } from '../../lib/app-error';
import { answered, exactlyOnce } from '../../lib/idempotency';
import { uniqueViolation } from '../../lib/unique-violation';
import type { CoinsPort } from '../coins/index';
import type { PlaceMapSource } from './place-rank-map.ports';
import * as repo from './place-rank-map.repository';
import { scanSummary, scanView } from './place-rank-map.view';
import { MAP_REF_TYPE, createMapPoints } from './place-rank-map.points';
import { walkPoint } from './place-rank-map.walk';

const m = ko.placeRankMap;

/** Weekly scans start from this Korea hour on their weekday. */
const WEEKLY_FROM_HOUR = 7;

export interface PlaceRankMapDeps {
  db: Db;
  source: PlaceMapSource;
  coins: Pick<CoinsPort, 'spend' | 'giveBack' | 'account'>;
  jobs: JobQueue;
  now?: () => Date;
  log?: (err: unknown, what: string) => void;
}

interface ScanAsk {
  plkwrdSn: number;
  grid: number;
  spacingM: number;
}

export function createPlaceRankMapService(deps: PlaceRankMapDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const points = createMapPoints({ db, jobs: deps.jobs, coins: deps.coins, now });

  async function owned(mbrSn: number, plkwrdSn: number) {
    const kw = await repo.ownedKeyword(db, mbrSn, plkwrdSn);
    if (!kw) throw new AppError('MAP_KEYWORD_NOT_FOUND');
    return kw;
  }

  async function view(scan: repo.ScanRow, kw?: repo.OwnedKeyword): Promise<MapScan> {
    const k = kw ?? (await repo.ownedKeyword(db, scan.mbrSn, scan.plkwrdSn));
    return scanView(
      scan,
      await repo.pointsOf(db, [scan.id]),
      k ?? { keyword: scan.keywordNorm, placeName: null },
    );
  }

  /**
   * A scan's start, in one transaction: the scan row (the partial unique index refuses a second
   * running scan of the keyword on any instance), its points, and the spend of mapScanCost — the
   * function the quote answers with. Then one job per point.
   */
  async function begin(
    tx: DbOrTx,
    kw: repo.OwnedKeyword,
    ask: ScanAsk,
    center: { x: number; y: number },
    trigger: 'now' | 'weekly',
    key: string,
  ) {
    const points = gridPoints(center, ask.grid, ask.spacingM);
    const coins = mapScanCost(ask.grid);
    const scanId = await repo.insertScan(tx, {
      mbrSn: kw.mbrSn,
      plkwrdSn: kw.plkwrdSn,
      placeId: kw.placeId,
      keywordNorm: kw.keywordNorm,
      grid: ask.grid,
      spacingM: ask.spacingM,
      centerX: center.x,
      centerY: center.y,
      trigger,
      idempotencyKey: key,
      pointsTotal: points.length,
      coinsSpent: coins,
      createdAt: now(),
    });
    await repo.insertPoints(tx, scanId, points);
    await deps.coins.spend(tx, {
      mbrSn: kw.mbrSn,
      delta: coins,
      kind: 'SPEND_MAP',
      purpose: 'rankMap',
      memo: m.spendMemo(kw.keyword, points.length),
      refType: MAP_REF_TYPE,
      refId: String(scanId),
      itemTitle: kw.placeName,
      itemNo: kw.placeId,
    });
    return { scanId, idxs: points.map((p) => p.idx) };
  }

  const runningRefusal = (e: unknown) => {
    if (uniqueViolation(e) === 'place_map_scans_running_uq') throw new AppError('MAP_SCAN_RUNNING');
    throw e;
  };

  async function locate(placeId: string) {
    const at = await deps.source.locate(placeId).catch(() => null);
    if (!at) throw new AppError('MAP_PLACE_UNLOCATED');
    return at;
  }

  return {
    /** What a scan would cost now (mapScanCost, the spend's own function) and whether it can run. */
    async quote(mbrSn: number, ask: ScanAsk): Promise<MapQuote> {
      const kw = await owned(mbrSn, ask.plkwrdSn);
      const coins = mapScanCost(ask.grid);
      const { balance } = await deps.coins.account(mbrSn);
      const running = (await repo.runningScanOf(db, kw.plkwrdSn)) !== null;
      const enough = balance >= coins;
      return {
        points: ask.grid * ask.grid,
        perPoint: MAP_COINS_PER_POINT,
        coins,
        balance,
        balanceAfter: balance - coins,
        enough,
        running,
        message: running ? m.alreadyRunning : enough ? null : m.notEnough,
      };
    },

    /** The member's scan, once per Idempotency-Key (a repeat answers the same scan, spending nothing). */
    async start(mbrSn: number, key: string, ask: ScanAsk): Promise<MapScan> {
      const kw = await owned(mbrSn, ask.plkwrdSn);
      const call = { mbrSn, key, operation: 'place-map-scan', request: ask };
      const earlier = await answered<{ scanId: number }>(db, call);
      if (earlier) return view((await repo.scanById(db, earlier.scanId))!, kw);
      if (await repo.runningScanOf(db, kw.plkwrdSn)) throw new AppError('MAP_SCAN_RUNNING');
      const center = await locate(kw.placeId);
      const started = await exactlyOnce(db, call, async (tx) => {
        const { scanId, idxs } = await begin(tx, kw, ask, center, 'now', key);
        return { scanId, idxs };
      }).catch(runningRefusal);
      await points.send(started.scanId, started.idxs).catch((e) => deps.log?.(e, 'queue map points'));
      return view((await repo.scanById(db, started.scanId))!, kw);
    },

    /**
     * One point's check (its job): the walk from the point, then, once, its outcome, its count on
     * the scan and — when a page failed — its coins given back, in one transaction.
     */
    async runPoint(scanId: number, idx: number): Promise<void> {
      const point = await repo.pointOf(db, scanId, idx);
      const scan = point && point.status === 'pending' ? await repo.scanById(db, scanId) : null;
      if (!point || !scan) return;
      let outcome: repo.PointOutcome;
      try {
        outcome = await walkPoint(deps.source, scan.keywordNorm, scan.placeId, point);
      } catch {
        outcome = { status: 'failed', rank: null, pages: 0, top: [] };
      }
      await points.end(scan, [{ idx, outcome }]);
    },

    /**
     * For a client report (issue 41): each of these places' latest ended scan started before
     * `before`, as the report carries it. The report checked whose places they are.
     */
    async latestForReport(plceSns: number[], before: Date): Promise<Map<number, ReportRankMap>> {
      const rows = await repo.latestDoneOf(db, plceSns, before);
      const points = await repo.pointsOf(
        db,
        rows.map((r) => r.scan.id),
      );
      const out = new Map<number, ReportRankMap>();
      for (const r of rows) {
        const v = scanView(
          r.scan,
          points.filter((p) => p.scanId === r.scan.id),
          { keyword: r.keyword, placeName: null },
        );
        out.set(r.plceSn, {
          keyword: r.keyword,
          scannedAt: v.createdAt,
          grid: v.grid,
          spacingM: v.spacingM,
          points: v.points.map((p) => ({ status: p.status, rank: p.rank, band: p.band })),
          figures: v.figures,
        });
      }
      return out;
    },

    async list(mbrSn: number, plkwrdSn: number) {
      const kw = await owned(mbrSn, plkwrdSn);
      const scans = await repo.scansOf(db, plkwrdSn);
      const points = await repo.pointsOf(
        db,
        scans.map((s) => s.id),
      );
      return scans.map((s) =>
        scanSummary(
          s,
          points.filter((p) => p.scanId === s.id),
          kw,
        ),
      );
    },

    async get(mbrSn: number, scanId: number): Promise<MapScan> {
      const scan = await repo.scanById(db, scanId);
      if (!scan || scan.mbrSn !== mbrSn) throw new AppError('MAP_SCAN_NOT_FOUND');
      return view(scan);
    },

    /** Two scans of the same keyword and grid, the older first, and the points that moved. */
    async compare(mbrSn: number, a: number, b: number) {
      const [x, y] = await Promise.all([repo.scanById(db, a), repo.scanById(db, b)]);
      if (!x || !y || x.mbrSn !== mbrSn || y.mbrSn !== mbrSn) throw new AppError('MAP_SCAN_NOT_FOUND');
      if (x.plkwrdSn !== y.plkwrdSn || x.grid !== y.grid || x.spacingM !== y.spacingM)
        throw new AppError('MAP_COMPARE_MISMATCH');
      const [before, after] = x.id < y.id ? [x, y] : [y, x];
      const [bv, av] = [await view(before), await view(after)];
      return { before: bv, after: av, moved: movedPoints(bv.points, av.points) };
    },

    async schedule(mbrSn: number, plkwrdSn: number): Promise<MapSchedule> {
      await owned(mbrSn, plkwrdSn);
      const s = await repo.scheduleOf(db, plkwrdSn);
      return {
        plkwrdSn,
        weekday: s?.weekday ?? null,
        grid: s?.grid ?? 5,
        spacingM: s?.spacingM ?? 1000,
        lastRunDay: s?.lastRunDay ?? null,
        lastError: s?.lastError ?? null,
      };
    },

    async setSchedule(mbrSn: number, ask: ScanAsk & { weekday: number | null }): Promise<MapSchedule> {
      const kw = await owned(mbrSn, ask.plkwrdSn);
      if (ask.weekday === null) await repo.deleteSchedule(db, kw.plkwrdSn);
      else
        await repo.saveSchedule(
          db,
          { plkwrdSn: kw.plkwrdSn, mbrSn, weekday: ask.weekday, grid: ask.grid, spacingM: ask.spacingM },
          now(),
        );
      return this.schedule(mbrSn, ask.plkwrdSn);
    },

    /**
     * The tick (every 10 minutes, once across instances by pg-boss's cron; the claim makes each
     * schedule start once a Korea day even if two ticks ran): today's weekly scans from 07:00, and
     * the sweep of scans whose jobs were lost.
     */
    async tick(): Promise<{ started: number; swept: number }> {
      const at = now();
      let started = 0;
      const korea = new Date(at.getTime() + 9 * 3_600_000);
      if (korea.getUTCHours() >= WEEKLY_FROM_HOUR) {
        const day = kstDate(at);
        const weekday = korea.getUTCDay() === 0 ? 7 : korea.getUTCDay();
        for (const s of await repo.claimDue(db, weekday, day)) {
          if (await startWeekly(s, day)) started += 1;
        }
      }
      return { started, swept: await points.sweep(at) };
    },
  };

  async function startWeekly(s: repo.ScheduleRow, day: string): Promise<boolean> {
    const kw = await repo.ownedKeyword(db, s.mbrSn, s.plkwrdSn);
    if (!kw) return false;
    try {
      const center = await locate(kw.placeId);
      const begun = await db
        .transaction((tx) => begin(tx, kw, s, center, 'weekly', `weekly:${s.plkwrdSn}:${day}`))
        .catch(runningRefusal);
      await points.send(begun.scanId, begun.idxs);
      return true;
    } catch (e) {
      const code = e instanceof AppError ? e.code : null;
      // A look-up that failed may work at the next tick: the day is given back. Too few coins or
      // a scan already running skip this week, said on the screen.
      const retry = code === 'MAP_PLACE_UNLOCATED' ? { previousDay: null } : null;
      const why = code ? ko.errors[code as keyof typeof ko.errors] : m.loadFailed;
      await repo.scheduleFailed(db, s.plkwrdSn, why ?? m.loadFailed, retry);
      if (!code) deps.log?.(e, 'weekly map scan');
      return false;
    }
  }
}

export type PlaceRankMapService = ReturnType<typeof createPlaceRankMapService>;
