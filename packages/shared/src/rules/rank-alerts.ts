/** Texts of rank alerts shared by the server's digest mail and the web app's bell and charts. */
import { ko } from '../messages/ko';
import type { AlertRules, AlertTargetKind, ChangeMark, NotificationRule } from '../schemas/rank-alerts';
import { MAX_RANK } from './goods-rank';
import { PLACE_MAX_RANK } from './place-rank';
import { formatNumber } from './kst';

/** The depth a kind of target is tracked to: rank 0 means outside it. */
export const alertMaxRank = (kind: AlertTargetKind): number => (kind === 'place' ? PLACE_MAX_RANK : MAX_RANK);

const a = ko.rankAlerts;

/**
 * What a record read, for "N위 밖" (issue 36 §2: it names the depth and the surface actually
 * read). `depth` null (a record from before depths were kept) falls back to the tracked depth;
 * `surface` null (unknown) leaves the surface out.
 */
export interface ReadExtent {
  surface: string | null;
  depth: number | null;
}

const outsideOf = (maxRank: number, read: ReadExtent | undefined) => {
  const depth = read?.depth && read.depth > 0 ? Math.min(read.depth, maxRank) : maxRank;
  const surface = read?.surface ? ko.rankProvenance.surfaces[read.surface] : undefined;
  return { depth, surface };
};

/** "12위", "500위 밖" or, when known, "N+스토어 500위 밖". */
export const alertRankText = (rank: number, maxRank: number, read?: ReadExtent): string => {
  if (rank > 0) return a.rank(formatNumber(rank));
  const { depth, surface } = outsideOf(maxRank, read);
  return a.outside(depth, surface);
};

const rankTo = (rank: number, maxRank: number, read?: ReadExtent): string => {
  if (rank > 0) return a.rankTo(formatNumber(rank));
  const { depth, surface } = outsideOf(maxRank, read);
  return a.outsideTo(depth, surface);
};

/** One sentence for a notification, e.g. ‘캠핑의자’ 순위가 12위 → 40위로 28계단 떨어졌습니다. */
export function alertText(n: {
  kind: AlertTargetKind;
  rule: NotificationRule;
  keyword: string;
  /** A manager's budget notice names the source by it. */
  title?: string | null;
  day?: string;
  previousRank: number;
  currentRank: number;
  threshold: number | null;
  /** What the day's record and the one before read (null or absent: not known). */
  surface?: string | null;
  depth?: number | null;
  previousDepth?: number | null;
}): string {
  const max = alertMaxRank(n.kind);
  const surface = n.surface ?? null;
  const current = { surface, depth: n.depth ?? null };
  const from = alertRankText(n.previousRank, max, { surface, depth: n.previousDepth ?? null });
  const to = rankTo(n.currentRank, max, current);
  // Outside the list counts as one past its end, so a move across that edge is "at least" so many.
  const position = (r: number) => (r > 0 ? r : max + 1);
  const steps = Math.abs(position(n.currentRank) - position(n.previousRank));
  const atLeast = n.currentRank === 0 || n.previousRank === 0;
  switch (n.rule) {
    case 'drop':
      return a.alertDrop(n.keyword, from, to, formatNumber(steps), atLeast);
    case 'rise':
      return a.alertRise(n.keyword, from, to, formatNumber(steps), atLeast);
    case 'enterTop':
      return a.alertEnterTop(n.keyword, from, to, n.threshold ?? 0);
    case 'leaveTop':
      return a.alertLeaveTop(n.keyword, from, to, n.threshold ?? 0);
    case 'outOfRange':
      return a.alertOutOfRange(n.keyword, from, rankTo(0, max, current));
    case 'endsIn3':
    case 'endsIn1':
      return ko.goodsLifecycle.noticeEndsIn(n.keyword, lifecycleDay(n.day));
    case 'expired':
      return ko.goodsLifecycle.noticeExpired(n.keyword, lifecycleDay(n.day));
    case 'deleteSoon':
      return ko.goodsLifecycle.noticeDeleteSoon(n.keyword, lifecycleDay(n.day));
    case 'kakaoOff':
      return a.kakao.noticeOff;
    case 'budgetReached':
      return a.budgetNotice(n.title ?? n.keyword);
  }
}

/** A lifecycle notice's deletion date (yyyy-MM-dd) as "11월 28일". */
const lifecycleDay = (day: string | undefined): string => {
  const [, m, d] = (day ?? '').split('-');
  return m && d ? ko.goodsLifecycle.monthDay(Number(m), Number(d)) : '';
};

/** A member change as the charts label it. */
export function changeText(mark: Pick<ChangeMark, 'change' | 'detail'>): string {
  const c = a.changes;
  const detail = mark.detail ?? '';
  switch (mark.change) {
    case 'memo':
      return c.memo;
    case 'keywordAdd':
      return c.keywordAdd(detail);
    case 'keywordDelete':
      return c.keywordDelete(detail);
    case 'representative':
      return c.representative(detail);
    case 'productChange':
      // The product switched to, so the chart says what the ranks after the mark are of.
      return detail ? `${c.productChange}: ${detail}` : c.productChange;
  }
}

/** A short description of a rule set, e.g. "10계단 이상 하락 · 상위 10위 진입·이탈 · 순위권 이탈". */
export function rulesSummary(rules: AlertRules): string {
  if (!rules.enabled) return a.summaryOff;
  const parts: string[] = [];
  if (rules.dropBy !== null) parts.push(a.summaryDrop(rules.dropBy));
  if (rules.riseBy !== null) parts.push(a.summaryRise(rules.riseBy));
  if (rules.topN !== null && (rules.topEnter || rules.topLeave))
    parts.push(a.summaryTop(rules.topN, rules.topEnter, rules.topLeave));
  if (rules.outOfRange) parts.push(a.summaryOut);
  return parts.length ? parts.join(' · ') : a.summaryNone;
}
