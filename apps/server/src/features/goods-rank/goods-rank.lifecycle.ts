import { DELETE_AFTER_DAYS, type LifecycleRule, deleteAt, kstDate } from '@seller/shared';
import type { Db, DbOrTx } from '../../db/client';
import * as repo from './goods-rank.lifecycle.repository';
import { lifecycleMail } from './goods-rank.mail';
import type { LifecycleMailPort } from './goods-rank.ports';

const DAY_MS = 86_400_000;
/** A mail is tried this many times (a failed send is retried by the next run). */
const MAIL_ATTEMPTS = 3;
/** A claim older than this died with its worker: the next run may send the mail again. */
const CLAIM_STALE_MS = 10 * 60_000;

interface LifecycleNotice {
  mbrSn: number;
  rule: LifecycleRule;
  /** Korea date of the deletion. */
  deleteDay: string;
  title: string | null;
  productNo: string;
}

export interface LifecycleDeps {
  db: Db;
  now: () => Date;
  mail: LifecycleMailPort;
  publicUrl: string;
  /** The in-app notice (the rank-alerts bell), written in the notice's transaction. */
  notify: (tx: DbOrTx, notice: LifecycleNotice) => Promise<void>;
  warn?: (message: string, details: Record<string, unknown>) => void;
}

/** The stage a product expired at `end` is in at `now`: the last day before deletion, or expired. */
function stageOf(end: Date, now: Date): LifecycleRule | null {
  const left = deleteAt(end).getTime() - now.getTime();
  if (now.getTime() <= end.getTime() || left <= 0) return null;
  return left <= DAY_MS ? 'deleteSoon' : 'expired';
}

/** The number a product is known by: the one the member registered by, else the other. */
export const numberOf = (g: { registeredBy: string; midNo: string | null; mallPid: string | null }) =>
  (g.registeredBy === 'midNum' ? (g.midNo ?? g.mallPid) : (g.mallPid ?? g.midNo)) ?? null;

/**
 * Issue 23 point 6: a product whose period ended unpaid (auto-renew short of coins, or off) is
 * deleted with its history DELETE_AFTER_DAYS later. The member is told twice, in the bell and by
 * e-mail: when it expires and the day before the deletion. Each notice is made once per product,
 * stage and period end, by the unique key of goods_lifecycle_notices (a job re-run or a second
 * worker inserts nothing), and its mail is claimed by one worker before it is sent.
 */
export function createGoodsLifecycle(deps: LifecycleDeps) {
  const warn = deps.warn ?? (() => undefined);

  /** Makes the due notices (bell + mail outbox); returns how many were new. */
  async function noticeDue(): Promise<number> {
    const at = deps.now();
    const expired = await repo.endedBetween(deps.db, new Date(at.getTime() - DELETE_AFTER_DAYS * DAY_MS), at);
    let created = 0;
    for (const g of expired) {
      const stage = stageOf(g.coinEndAt, at);
      if (!stage) continue;
      const productNo = numberOf(g) ?? '';
      const deletes = deleteAt(g.coinEndAt);
      await deps.db.transaction(async (tx) => {
        const isNew = await repo.insertNotice(tx, {
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
        if (!isNew) return;
        await deps.notify(tx, {
          mbrSn: g.mbrSn,
          rule: stage,
          deleteDay: kstDate(deletes),
          title: g.title,
          productNo,
        });
        created += 1;
      });
    }
    return created;
  }

  const finish = (id: number, mailStatus: 'sent' | 'failed' | 'skipped', mailError: string | null = null) =>
    repo.finishMail(deps.db, id, mailStatus, mailError);

  /** Sends the notices' mails not sent yet; returns how many went out. */
  async function sendDue(): Promise<number> {
    if (!deps.mail.configured) return 0;
    let sent = 0;
    for (const id of await repo.mailsWaiting(deps.db, 500)) {
      const at = deps.now();
      const notice = await repo.claimMail(
        deps.db,
        id,
        at,
        MAIL_ATTEMPTS,
        new Date(at.getTime() - CLAIM_STALE_MS),
      );
      if (!notice) continue;
      // Renewed (or deleted by the member) since: the news is stale, so no mail.
      const end = await repo.coinEndOf(deps.db, notice.gdpSn);
      const member = await repo.recipientOf(deps.db, notice.mbrSn);
      if (!end || end.getTime() !== notice.coinEndAt.getTime() || member?.status !== 'ACTIVE') {
        await finish(id, 'skipped');
        continue;
      }
      try {
        await deps.mail.sendMail({
          to: member.email,
          ...lifecycleMail({
            name: member.name,
            stage: notice.stage as LifecycleRule,
            title: notice.title,
            productNo: notice.productNo ?? '',
            end: notice.coinEndAt,
            deletes: notice.deletesAt,
            autoRenew: notice.autoRenew,
            links: { goods: `${deps.publicUrl}/goodsTrackingRouter`, coins: `${deps.publicUrl}/coin` },
          }),
        });
        await finish(id, 'sent');
        sent += 1;
      } catch (e) {
        const message = e instanceof Error ? e.message : String(e);
        warn('lifecycle mail failed', { id, error: message });
        await finish(id, 'failed', message.slice(0, 500));
      }
    }
    return sent;
  }

  return { noticeDue, sendDue };
}

export type GoodsLifecycle = ReturnType<typeof createGoodsLifecycle>;
