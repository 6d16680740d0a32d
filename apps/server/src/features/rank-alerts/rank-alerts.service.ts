import {
  ALERT_TARGET_KINDS,
  type AlertNotification,
  type AlertRule,
  type AlertRules,
  type AlertSettingsAnswer,
  type AlertTargetKind,
  type ChangeKind,
  type ChangeMark,
  DEFAULT_ALERT_RULES,
  type MemberAlertRules,
  type NotificationRule,
  type NotificationsAnswer,
  type RunAlertsAnswer,
  type TargetAlertAnswer,
  alertMaxRank,
  kstDate,
} from '@seller/shared';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  DAILY_RUN_KST,
  DIGEST_ATTEMPTS,
  DIGEST_CLAIM_STALE_MS,
  daysBetween,
  digestTiming,
  comparableMoves,
  effectiveRules,
  evaluateMove,
  kstInstant,
  memoDetail,
  previousDay,
  signUnsubscribe,
  verifyUnsubscribe,
} from './rank-alerts.domain';
import { digestMail } from './rank-alerts.mail';
import type { AlertMailPort, DailyChecksPort } from './rank-alerts.ports';
import * as repo from './rank-alerts.repository';

export interface RankAlertsDeps {
  db: Db;
  mail: AlertMailPort;
  /** Links in the mail lead here (PUBLIC_URL). */
  publicUrl: string;
  /** A past day may be run again only against the simulator (its ranks are not real records). */
  simulator: boolean;
  runChecks?: DailyChecksPort;
  /** The KakaoTalk channel (kakao-talk.service): queued after each comparison, sent by its job. */
  talk?: {
    queueDay(day: string, opts?: { force?: boolean }): Promise<number>;
    deliver(): Promise<unknown>;
    purge(before: string): Promise<void>;
  };
  now?: () => Date;
  warn?: (message: string, details: Record<string, unknown>) => void;
}

/** A change a member made, as the rank features report it (in their own transaction). */
export interface MemberChange {
  mbrSn: number;
  kind: AlertTargetKind;
  /** gdpSn or plceSn. */
  targetId: number;
  change: ChangeKind;
  detail: string | null;
}

/** How long comparison marks and old alerts are kept. */
const EVALUATIONS_KEPT_DAYS = 14;
const NOTIFICATIONS_KEPT_DAYS = 180;
const KAKAO_MESSAGES_KEPT_DAYS = 30;
const RUN_BACK_DAYS = 7;

const notFound = (kind: AlertTargetKind) =>
  new AppError(kind === 'goods' ? 'GOODS_NOT_FOUND' : 'PLACE_NOT_FOUND');

const daysBefore = (day: string, n: number) => {
  let d = day;
  for (let i = 0; i < n; i += 1) d = previousDay(d);
  return d;
};

const isCalendarDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
};

/**
 * Rank alerts (issue 13): after each day's checks, every tracked keyword's successful record is
 * compared with its record before, the member's rules decide which moves to report, and each
 * member gets in-app notifications and at most one digest e-mail per Korea day.
 */
export function createRankAlertsService(deps: RankAlertsDeps) {
  const now = deps.now ?? (() => new Date());
  const warn = deps.warn ?? (() => undefined);
  let key: Promise<string> | null = null;
  const signingKey = () =>
    (key ??= repo.signingKey(deps.db).catch((e: unknown) => {
      key = null;
      throw e;
    }));
  let running = false;

  const toWire = (n: Awaited<ReturnType<typeof repo.listNotifications>>[number]): AlertNotification => ({
    id: n.id,
    kind: n.kind as AlertTargetKind,
    targetId: n.kind === 'goods' ? n.gdpSn : n.plceSn,
    title: n.title,
    keyword: n.keyword,
    rule: n.rule as NotificationRule,
    day: n.day,
    previousRank: n.previousRank,
    currentRank: n.currentRank,
    threshold: n.threshold,
    surface: n.surface,
    depth: n.depth,
    previousDepth: n.previousDepth,
    read: n.readAt !== null,
    createdAt: n.createdAt.toISOString(),
  });

  async function ownedTarget(mbrSn: number, kind: AlertTargetKind, id: number) {
    const target = await repo.ownedTarget(deps.db, mbrSn, kind, id);
    if (!target) throw notFound(kind);
    return target;
  }

  async function target(mbrSn: number, kind: AlertTargetKind, id: number): Promise<TargetAlertAnswer> {
    const owned = await ownedTarget(mbrSn, kind, id);
    const [override, member] = await Promise.all([
      repo.targetRules(deps.db, kind, id),
      repo.memberRules(deps.db, mbrSn),
    ]);
    return { target: owned, override, member: member ?? { ...DEFAULT_ALERT_RULES } };
  }

  /**
   * Compares every keyword with a successful check of the day not compared yet. Idempotent: a
   * notification is unique per rule, keyword and day, and a comparison is marked per check. The
   * newest check of a day is the day's truth: alerts an earlier check of that day raised which
   * it no longer hits are withdrawn (from the list, the unread count and a digest not yet sent).
   */
  async function evaluateDay(day: string): Promise<{ compared: number; created: number; withdrawn: number }> {
    let compared = 0;
    let created = 0;
    let withdrawn = 0;
    for (const kind of ALERT_TARGET_KINDS) {
      for (const check of await repo.pendingChecks(deps.db, kind, day)) {
        try {
          const saved = await deps.db.transaction(async (tx) => {
            const recorded = await repo.movesOn(tx, kind, check.keywordNorm, day);
            const moves = comparableMoves(recorded);
            const rules = await repo.rulesFor(
              tx,
              kind,
              [...new Set(moves.map((m) => m.mbrSn))],
              [...new Set(moves.map((m) => m.targetId))],
            );
            const rows = moves.flatMap((m) =>
              evaluateMove(
                m.previousRank,
                m.currentRank,
                effectiveRules(rules.members.get(m.mbrSn) ?? null, rules.targets.get(m.targetId) ?? null),
                alertMaxRank(kind),
              ).map((hit) => ({
                mbrSn: m.mbrSn,
                kind,
                targetId: m.targetId,
                keywordId: m.keywordId,
                rule: hit.rule,
                day,
                previousRank: m.previousRank,
                currentRank: m.currentRank,
                threshold: hit.threshold,
                title: m.title,
                keyword: m.keyword,
                surface: m.current.surface,
                depth: m.depth,
                previousDepth: m.previousDepth,
              })),
            );
            const added = await repo.saveNotifications(tx, kind, rows);
            const dropped = await repo.withdrawSuperseded(
              tx,
              kind,
              day,
              recorded.map((m) => m.keywordId),
              new Set(rows.map((r) => `${r.keywordId}:${r.rule}`)),
              now(),
            );
            await repo.markEvaluated(tx, kind, day, check, now());
            return { added, dropped };
          });
          created += saved.added;
          withdrawn += saved.dropped;
          compared += 1;
        } catch (e) {
          // A product deleted meanwhile fails only its own keyword; the next run tries it again.
          warn('alert evaluation failed', { kind, day, keyword: check.keywordNorm, error: String(e) });
        }
      }
    }
    return { compared, created, withdrawn };
  }

  async function sendDigest(mbrSn: number, day: string): Promise<boolean> {
    const contact = await repo.memberContact(deps.db, mbrSn);
    const items = await repo.notificationsOfDay(deps.db, mbrSn, day);
    if (!contact || contact.status !== 'ACTIVE' || items.length === 0) {
      await repo.finishDigest(deps.db, mbrSn, day, {
        status: 'failed',
        items: 0,
        error: 'nothing to send',
        at: now(),
      });
      return false;
    }
    const unsubscribe = unsubscribeUrl(await signingKey(), mbrSn);
    const mail = digestMail({
      name: contact.name,
      day,
      items: items.map((n) => ({ ...n, kind: n.kind as AlertTargetKind, rule: n.rule as AlertRule })),
      links: {
        app: deps.publicUrl,
        goods: `${deps.publicUrl}/goodsTrackingRouter`,
        places: `${deps.publicUrl}/myPlaceTracking`,
        settings: `${deps.publicUrl}/myPage/alerts`,
        unsubscribe,
      },
    });
    try {
      await deps.mail.sendMail({
        to: contact.email,
        ...mail,
        // RFC 8058 one-click: mail apps offer their own unsubscribe button.
        headers: {
          'List-Unsubscribe': `<${unsubscribe}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
    } catch (e) {
      await repo.finishDigest(deps.db, mbrSn, day, {
        status: 'failed',
        items: items.length,
        error: String(e).slice(0, 500),
        at: now(),
      });
      warn('alert digest not sent', { mbrSn, day, error: String(e) });
      return false;
    }
    await repo.finishDigest(deps.db, mbrSn, day, { status: 'sent', items: items.length, at: now() });
    return true;
  }

  /**
   * Sends the day's digests that are due (see digestTiming); `force` sends them now (a manual run
   * that has just checked everything). One per member and day, whoever runs it and however often.
   */
  async function sendDigests(day: string, opts: { force?: boolean } = {}): Promise<number> {
    if (!deps.mail.configured) return 0;
    const at = now();
    const timing = opts.force ? 'now' : digestTiming(day, at);
    if (timing === 'wait') return 0;
    let sent = 0;
    for (const mbrSn of await repo.digestCandidates(
      deps.db,
      day,
      at,
      DIGEST_ATTEMPTS,
      DIGEST_CLAIM_STALE_MS,
    )) {
      if (
        timing === 'when-complete' &&
        (await repo.keywordsAwaitingCheck(deps.db, mbrSn, day, kstInstant(day, DAILY_RUN_KST), at)) > 0
      )
        continue;
      if (!(await repo.claimDigest(deps.db, mbrSn, day, at, DIGEST_ATTEMPTS, DIGEST_CLAIM_STALE_MS)))
        continue;
      if (await sendDigest(mbrSn, day)) sent += 1;
    }
    return sent;
  }

  const unsubscribeUrl = (secret: string, mbrSn: number) =>
    `${deps.publicUrl}/v1/rank-alerts/unsubscribe?token=${encodeURIComponent(signUnsubscribe(secret, mbrSn))}`;

  return {
    async settings(mbrSn: number): Promise<AlertSettingsAnswer> {
      const [rules, overrides, contact] = await Promise.all([
        repo.memberRules(deps.db, mbrSn),
        repo.overridesOf(deps.db, mbrSn),
        repo.memberContact(deps.db, mbrSn),
      ]);
      return {
        rules: rules ?? { ...DEFAULT_ALERT_RULES },
        overrides,
        email: contact?.email ?? '',
        mailAvailable: deps.mail.configured,
      };
    },

    async saveSettings(mbrSn: number, rules: MemberAlertRules): Promise<MemberAlertRules> {
      await repo.saveMemberRules(deps.db, mbrSn, rules, now());
      return (await repo.memberRules(deps.db, mbrSn))!;
    },

    target,

    async saveTarget(mbrSn: number, kind: AlertTargetKind, id: number, rules: AlertRules) {
      await deps.db.transaction(async (tx) => {
        // Checked in the same transaction, so a product deleted meanwhile cannot get rules.
        if (!(await repo.ownedTarget(tx, mbrSn, kind, id))) throw notFound(kind);
        await repo.saveTargetRules(tx, mbrSn, kind, id, rules, now());
      });
      return target(mbrSn, kind, id);
    },

    async resetTarget(mbrSn: number, kind: AlertTargetKind, id: number) {
      await ownedTarget(mbrSn, kind, id);
      await repo.deleteTargetRules(deps.db, mbrSn, kind, id);
      return target(mbrSn, kind, id);
    },

    async notifications(mbrSn: number, q: { before?: number; limit: number }): Promise<NotificationsAnswer> {
      const [rows, unread] = await Promise.all([
        repo.listNotifications(deps.db, mbrSn, q.before, q.limit + 1),
        repo.unreadCount(deps.db, mbrSn),
      ]);
      const items = rows.slice(0, q.limit).map(toWire);
      return { items, unread, nextBefore: rows.length > q.limit ? (items.at(-1)?.id ?? null) : null };
    },

    unread: async (mbrSn: number) => ({ unread: await repo.unreadCount(deps.db, mbrSn) }),

    async markRead(mbrSn: number, ids: number[] | 'all') {
      await repo.markRead(deps.db, mbrSn, ids, now());
      return { unread: await repo.unreadCount(deps.db, mbrSn) };
    },

    evaluateDay,
    sendDigests,

    /** The job: the day before (late retries, a run across midnight) and today. */
    async runScheduled() {
      const today = kstDate(now());
      for (const day of [previousDay(today), today]) {
        await evaluateDay(day);
        await sendDigests(day);
        await deps.talk?.queueDay(day);
      }
    },

    /** Manager: check every keyword for the day now, compare, and send the day's digests. */
    async runNow(day?: string): Promise<RunAlertsAnswer> {
      const today = kstDate(now());
      const d = day ?? today;
      const back = isCalendarDay(d) ? daysBetween(d, today) : Number.NaN;
      if (!(back === 0 || (back > 0 && back <= RUN_BACK_DAYS && deps.simulator))) {
        throw new AppError('ALERT_RUN_DAY_INVALID');
      }
      if (running) throw new AppError('ALREADY_PROCESSING');
      running = true;
      try {
        const checks = deps.runChecks ? await deps.runChecks(d) : { checked: 0, failed: 0 };
        const { created } = await evaluateDay(d);
        const digests = await sendDigests(d, { force: true });
        // KakaoTalk too, at once: the manager's run is how alerts are shown end to end.
        if (deps.talk) {
          await deps.talk.queueDay(d, { force: true });
          await deps.talk.deliver();
        }
        return { day: d, ...checks, notifications: created, digests };
      } finally {
        running = false;
      }
    },

    /** The public unsubscribe link: turns the member's digest off. False for a bad token. */
    async unsubscribe(token: string | undefined): Promise<boolean> {
      const mbrSn = verifyUnsubscribe(await signingKey(), token);
      if (mbrSn === null || !(await repo.memberContact(deps.db, mbrSn))) return false;
      await repo.setDigest(deps.db, mbrSn, false, DEFAULT_ALERT_RULES, now());
      return true;
    },

    unsubscribeUrl: async (mbrSn: number) => unsubscribeUrl(await signingKey(), mbrSn),

    /** Port of the rank features: records a member's change in their transaction. */
    recordChange: (tx: DbOrTx, change: MemberChange) => {
      const at = now();
      const detail = change.change === 'memo' ? memoDetail(change.detail ?? '') : change.detail;
      return repo.insertChange(tx, { ...change, detail, day: kstDate(at), at });
    },

    /** Port of goods-rank's lifecycle: a product's end or coming deletion in the bell, in its transaction. */
    lifecycleNotice: repo.saveLifecycleNotice,

    /** Port of provider-usage: a notice in every active manager's bell, in the caller's transaction. */
    managerNotice: repo.saveManagerNotice,

    /** Port of the rank features: their products' or places' changes since a Korea date. */
    changesOf: (
      kind: AlertTargetKind,
      ids: number[],
      since: string,
    ): Promise<(ChangeMark & { targetId: number })[]> => repo.changesSince(deps.db, kind, ids, since),

    /** Daily housekeeping. */
    async purge() {
      const today = kstDate(now());
      await repo.purgeBefore(
        deps.db,
        daysBefore(today, EVALUATIONS_KEPT_DAYS),
        daysBefore(today, NOTIFICATIONS_KEPT_DAYS),
      );
      await deps.talk?.purge(daysBefore(today, KAKAO_MESSAGES_KEPT_DAYS));
    },
  };
}

export type RankAlertsService = ReturnType<typeof createRankAlertsService>;
