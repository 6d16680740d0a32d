import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  type AlertRule,
  type AlertRules,
  DEFAULT_ALERT_RULES,
  type MemberAlertRules,
  type RankMethod,
  methodChanged,
} from '@seller/shared';

/** One rule a keyword's move hit, with the N it was measured against. */
export interface AlertHit {
  rule: AlertRule;
  threshold: number | null;
}

/**
 * Which rules a move from `previous` to `current` hits. Ranks: 1..maxRank, 0 = outside the
 * tracked depth (spec 02 §3). For the size of a move, outside counts as one past the end, so
 * falling from 40 to outside 500 is a drop of at least 461. Falling out is reported once, as
 * leaving the range, when that rule is on (it says more than "dropped by 461").
 */
export function evaluateMove(
  previous: number,
  current: number,
  rules: AlertRules,
  maxRank: number,
): AlertHit[] {
  if (!rules.enabled) return [];
  if (previous === current) return [];
  const position = (r: number) => (r > 0 ? Math.min(r, maxRank + 1) : maxRank + 1);
  const from = position(previous);
  const to = position(current);
  const hits: AlertHit[] = [];
  const fellOut = previous > 0 && current === 0;
  if (fellOut && rules.outOfRange) hits.push({ rule: 'outOfRange', threshold: null });
  if (rules.dropBy !== null && to - from >= rules.dropBy && !(fellOut && rules.outOfRange)) {
    hits.push({ rule: 'drop', threshold: rules.dropBy });
  }
  if (rules.riseBy !== null && from - to >= rules.riseBy)
    hits.push({ rule: 'rise', threshold: rules.riseBy });
  if (rules.topN !== null) {
    const wasIn = from <= rules.topN;
    const isIn = to <= rules.topN;
    if (!wasIn && isIn && rules.topEnter) hits.push({ rule: 'enterTop', threshold: rules.topN });
    if (wasIn && !isIn && rules.topLeave) hits.push({ rule: 'leaveTop', threshold: rules.topN });
  }
  return hits;
}

/**
 * The records an alert may compare: a keyword with a record before the day, read by the same
 * source on the same surface (issue 36 §2). A change of method is not a move: no alert (mail,
 * KakaoTalk or bell) across it, whatever the two ranks.
 */
export function comparableMoves<
  M extends { previousRank: number | null; current: RankMethod; previous: RankMethod | null },
>(recorded: readonly M[]): Array<M & { previousRank: number }> {
  return recorded.filter(
    (m): m is M & { previousRank: number } =>
      m.previousRank !== null && !methodChanged(m.current, m.previous),
  );
}

/** A product's or place's own rules win over the member's, which win over the defaults. */
export function effectiveRules(member: MemberAlertRules | null, override: AlertRules | null): AlertRules {
  if (override) return override;
  return member ?? DEFAULT_ALERT_RULES;
}

/** The daily rank run starts at 10:30 Korea time (spec 02 §9). */
export const DAILY_RUN_KST = '10:30';
/**
 * The digest waits until every keyword of the member has a successful check of the day after the
 * daily run; keywords whose checks keep failing hold it back at most until 13:00 Korea time.
 */
const DIGEST_CUTOFF_KST = '13:00';
/** A digest that failed to send is tried again this many times in all. */
export const DIGEST_ATTEMPTS = 3;
/** A claim older than this is taken to have died with its worker. */
export const DIGEST_CLAIM_STALE_MS = 15 * 60_000;

/** The instant of a Korea wall-clock time on a Korea date (Korea has no daylight saving). */
export const kstInstant = (day: string, time: string): Date => new Date(`${day}T${time}:00+09:00`);

export const previousDay = (day: string): string => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

export type DigestTiming = 'wait' | 'when-complete' | 'now';

/**
 * When a day's digest may go: not before that day's daily run (an early check of a new keyword
 * would otherwise use up the day's one mail), once every keyword is checked after the run, and
 * after the cutoff whatever is known.
 */
export function digestTiming(day: string, at: Date): DigestTiming {
  if (at < kstInstant(day, DAILY_RUN_KST)) return 'wait';
  if (at >= kstInstant(day, DIGEST_CUTOFF_KST)) return 'now';
  return 'when-complete';
}

/*
 * Unsubscribe links carry `<mbrSn>.<signature>`: an HMAC-SHA256 of the purpose and the member
 * with the installation's key, so nobody can turn off another member's mail by changing the number.
 */
const PURPOSE = 'rank-alerts:digest-off:';

export function signUnsubscribe(secret: string, memberId: number): string {
  const sig = createHmac('sha256', secret).update(`${PURPOSE}${memberId}`).digest('base64url');
  return `${memberId}.${sig}`;
}

/** The member a token names, or null when it is malformed or not signed with our key. */
export function verifyUnsubscribe(secret: string, token: string | undefined): number | null {
  const m = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!m) return null;
  const memberId = Number(m[1]);
  if (memberId > 2_147_483_647) return null;
  const expected = Buffer.from(signUnsubscribe(secret, memberId).split('.')[1]!, 'utf8');
  const given = Buffer.from(m[2]!, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given) ? memberId : null;
}

/** A memo as a change mark shows it: its start, never the whole text. */
export const memoDetail = (memo: string): string | null => {
  const t = memo.trim().replace(/\s+/g, ' ');
  if (!t) return null;
  return t.length > 30 ? `${t.slice(0, 27)}...` : t;
};
