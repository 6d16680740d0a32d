import { DELETE_AFTER_DAYS, type LifecycleRule, daysBetween, deleteAt, kstDate } from '@seller/shared';
import type { Db, DbOrTx } from '../../db/client';
import * as repo from './goods-rank.lifecycle.repository';
import { type LifecycleMailItem, lifecycleMail } from './goods-rank.mail';
import type { LifecycleMailPort } from './goods-rank.ports';

const DAY_MS = 86_400_000;
/** The day's mail is tried this many times that day (a failed send is retried by the next run). */
const MAIL_ATTEMPTS = 3;
/** A claim older than this died with its worker: the next run may send the mail again. */
const CLAIM_STALE_MS = 10 * 60_000;
/** Reminders before the end: three days and one day before it, by Korea date (issue 39 §3). */
const REMIND_DAYS = [3, 1] as const;

interface LifecycleNotice {
  mbrSn: number;
  rule: LifecycleRule;
  /** Korea date the notice is about: the end for the reminders, the deletion otherwise. */
  day: string;
  title: string | null;
  productNo: string;
}

export interface LifecycleDeps {
  db: Db;
  now: () => Date;
  mail: LifecycleMailPort;
  publicUrl: string;
  /** The in-app notice (the rank-alerts bell), written in the notice's transaction; its id. */
  notify: (tx: DbOrTx, notice: LifecycleNotice) => Promise<number>;
  /** Settles bell rows whose news is over: a renewed product's withdrawn, a deleted one's read. */
  settle: (tx: DbOrTx, rows: { withdraw: number[]; read: number[] }) => Promise<void>;
  warn?: (message: string, details: Record<string, unknown>) => void;
}

/** The stage a product whose period ends at `end` is in at `now`, or null when none is due. */
function stageOf(end: Date, now: Date): LifecycleRule | null {
  if (now.getTime() < end.getTime()) {
    const left = daysBetween(kstDate(now), kstDate(end));
    // D-1 from the day before the end (and on the end day itself, if the D-1 run was missed).
    if (left <= REMIND_DAYS[1]) return 'endsIn1';
    return left <= REMIND_DAYS[0] ? 'endsIn3' : null;
  }
  const left = deleteAt(end).getTime() - now.getTime();
  if (now.getTime() === end.getTime() || left <= 0) return null;
  return left <= DAY_MS ? 'deleteSoon' : 'expired';
}

/** The number a product is known by: the one the member registered by, else the other. */
export const numberOf = (g: { registeredBy: string; midNo: string | null; mallPid: string | null }) =>
  (g.registeredBy === 'midNum' ? (g.midNo ?? g.mallPid) : (g.mallPid ?? g.midNo)) ?? null;

/**
 * A tracked product's period, told in the bell and by mail: three days and one day before it ends
 * (issue 39 §3), when it ended unpaid (auto-renew short of coins, or off) and the day before its
 * deletion DELETE_AFTER_DAYS later (issue 23 point 6). Each notice is made once per product, stage
 * and period end, by the unique key of goods_lifecycle_notices (a job re-run or a second worker
 * inserts nothing). The mail is one a day per member, listing every notice waiting (nine products
 * ending on one morning are one mail); a notice settles when its product is renewed or deleted.
 */
export function createGoodsLifecycle(deps: LifecycleDeps) {
  const warn = deps.warn ?? (() => undefined);

  /** Makes the due notices (bell + mail outbox); returns how many were new. */
  async function noticeDue(): Promise<number> {
    const at = deps.now();
    await resolve();
    const products = [
      ...(await repo.endingBetween(deps.db, at, new Date(at.getTime() + (REMIND_DAYS[0] + 1) * DAY_MS))),
      ...(await repo.endedBetween(deps.db, new Date(at.getTime() - DELETE_AFTER_DAYS * DAY_MS), at)),
    ];
    let created = 0;
    for (const g of products) {
      const stage = stageOf(g.coinEndAt, at);
      if (!stage) continue;
      const productNo = numberOf(g) ?? '';
      const deletes = deleteAt(g.coinEndAt);
      await deps.db.transaction(async (tx) => {
        const id = await repo.insertNotice(tx, {
          mbrSn: g.mbrSn,
          gdpSn: g.gdpSn,
          stage,
          coinEndAt: g.coinEndAt,
          deletesAt: deletes,
          title: g.title,
          productNo,
          autoRenew: g.autoRenew,
          mailStatus: deps.mail.configured ? 'pending' : 'skipped',
        });
        if (id === null) return;
        const notificationId = await deps.notify(tx, {
          mbrSn: g.mbrSn,
          rule: stage,
          day: kstDate(stage === 'endsIn3' || stage === 'endsIn1' ? g.coinEndAt : deletes),
          title: g.title,
          productNo,
        });
        await repo.linkNotification(tx, id, notificationId);
        created += 1;
      });
    }
    return created;
  }

  /**
   * Settles the notices of products renewed or deleted since (issue 39 §3: 22 stale unread notices
   * in the bell are noise). Run by the job and right after a member's renewal or deletion.
   */
  async function resolve(memberId?: number): Promise<number> {
    const done = await repo.resolvedSince(deps.db, memberId);
    if (!done.length) return 0;
    const ids = (renewed: boolean) =>
      done.filter((r) => r.renewed === renewed && r.notificationId !== null).map((r) => r.notificationId!);
    await deps.db.transaction(async (tx) => {
      await deps.settle(tx, { withdraw: ids(true), read: ids(false) });
      await repo.markResolved(
        tx,
        done.map((r) => r.id),
        deps.now(),
      );
    });
    return done.length;
  }

  /** Sends each member's mail of the day with every notice waiting; returns how many went out. */
  async function sendDue(): Promise<number> {
    if (!deps.mail.configured) return 0;
    let sent = 0;
    for (const memberId of await repo.membersWaiting(deps.db, 500)) {
      if (await sendOne(memberId)) sent += 1;
    }
    return sent;
  }

  async function sendOne(memberId: number): Promise<boolean> {
    const at = deps.now();
    const day = kstDate(at);
    const stale = new Date(at.getTime() - CLAIM_STALE_MS);
    if (!(await repo.claimDigest(deps.db, memberId, day, at, MAIL_ATTEMPTS, stale))) return false;
    const waiting = await repo.waitingOf(deps.db, memberId);
    const member = await repo.recipientOf(deps.db, memberId);
    // Renewed or deleted since: that news is stale, so it is left out of the mail; so is a notice
    // a later one of the same product overtook (its D-1 waiting when it expired).
    const latest = new Map(waiting.map((n) => [n.gdpSn, n.id]));
    const fresh: typeof waiting = [];
    for (const n of waiting) {
      if (latest.get(n.gdpSn) !== n.id) continue;
      const end = await repo.coinEndOf(deps.db, n.gdpSn);
      if (member?.status === 'ACTIVE' && end?.getTime() === n.coinEndAt.getTime()) fresh.push(n);
    }
    await repo.finishMails(
      deps.db,
      waiting.filter((n) => !fresh.includes(n)).map((n) => n.id),
      'skipped',
    );
    if (!fresh.length || !member) {
      // Nothing was said today: a notice made later today still goes today.
      await repo.releaseDigest(deps.db, memberId, day);
      return false;
    }
    const items: LifecycleMailItem[] = fresh.map((n) => ({
      stage: n.stage as LifecycleRule,
      title: n.title,
      productNo: n.productNo ?? '',
      end: n.coinEndAt,
      deletes: n.deletesAt,
      autoRenew: n.autoRenew,
    }));
    const ids = fresh.map((n) => n.id);
    try {
      await deps.mail.sendMail({
        to: member.email,
        ...lifecycleMail({
          name: member.name,
          items,
          links: { goods: `${deps.publicUrl}/goodsTrackingRouter`, coins: `${deps.publicUrl}/coin` },
        }),
      });
    } catch (e) {
      const message = (e instanceof Error ? e.message : String(e)).slice(0, 500);
      warn('lifecycle mail failed', { memberId, day, error: message });
      const attempts = await repo.finishDigest(deps.db, memberId, day, { status: 'failed', error: message });
      // The day's last try: these notices are not mailed (the bell still has them).
      if (attempts >= MAIL_ATTEMPTS) await repo.finishMails(deps.db, ids, 'failed', message);
      return false;
    }
    await repo.finishMails(deps.db, ids, 'sent');
    await repo.finishDigest(deps.db, memberId, day, { status: 'sent', notices: ids.length });
    return true;
  }

  return { noticeDue, sendDue, resolve };
}

export type GoodsLifecycle = ReturnType<typeof createGoodsLifecycle>;
