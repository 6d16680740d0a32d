/** SQL of the KakaoTalk channel (issue 28 §2): the member's tokens and mode, and the outbox. */
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { ALERT_RULES, type KakaoTalkMode } from '@seller/shared';
import { type DbOrTx, rowsOf } from '../../db/client';
import { members, rankAlertKakao, rankAlertKakaoOutbox, rankAlertNotifications } from '../../db/schema/index';

export type KakaoLink = typeof rankAlertKakao.$inferSelect;

export async function linkOf(db: DbOrTx, memberId: number): Promise<KakaoLink | null> {
  const [row] = await db.select().from(rankAlertKakao).where(eq(rankAlertKakao.mbrSn, memberId));
  return row ?? null;
}

export async function memberKakao(db: DbOrTx, memberId: number) {
  const [row] = await db
    .select({ kakaoId: members.kakaoId, status: members.status })
    .from(members)
    .where(eq(members.mbrSn, memberId));
  return row ?? null;
}

export async function memberByKakaoId(db: DbOrTx, kakaoId: string): Promise<number | null> {
  const [row] = await db.select({ mbrSn: members.mbrSn }).from(members).where(eq(members.kakaoId, kakaoId));
  return row?.mbrSn ?? null;
}

/** Links a Kakao account to a member who has none yet; false when the member already has one. */
export async function linkKakaoId(db: DbOrTx, memberId: number, kakaoId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(members)
    .set({ kakaoId, updatedAt: at })
    .where(and(eq(members.mbrSn, memberId), isNull(members.kakaoId)))
    .returning({ mbrSn: members.mbrSn });
  return rows.length === 1;
}

export async function saveState(
  db: DbOrTx,
  memberId: number,
  s: { stateHash: string; expiresAt: Date; pendingMode: KakaoTalkMode },
  at: Date,
) {
  const values = {
    stateHash: s.stateHash,
    stateExpiresAt: s.expiresAt,
    pendingMode: s.pendingMode,
    updatedAt: at,
  };
  await db
    .insert(rankAlertKakao)
    .values({ mbrSn: memberId, ...values })
    .onConflictDoUpdate({ target: rankAlertKakao.mbrSn, set: values });
}

/** Uses the consent redirect's state once: the mode it asked for, or null when it is not this one. */
export async function takeState(
  db: DbOrTx,
  memberId: number,
  stateHash: string,
  at: Date,
): Promise<KakaoTalkMode | null> {
  const k = rankAlertKakao;
  const rows = await db
    .update(k)
    .set({ stateHash: null, stateExpiresAt: null, updatedAt: at })
    .where(and(eq(k.mbrSn, memberId), eq(k.stateHash, stateHash), gt(k.stateExpiresAt, at)))
    .returning({ pendingMode: k.pendingMode });
  return (rows[0]?.pendingMode as KakaoTalkMode | null | undefined) ?? null;
}

export interface SealedTokens {
  accessTokenEnc: string;
  refreshTokenEnc: string | null;
  accessExpiresAt: Date | null;
  refreshExpiresAt: Date | null;
  scopes: string;
}

export async function saveTokens(
  db: DbOrTx,
  memberId: number,
  t: SealedTokens,
  mode: KakaoTalkMode,
  at: Date,
) {
  await db
    .update(rankAlertKakao)
    .set({ ...t, mode, pendingMode: null, offReason: null, updatedAt: at })
    .where(eq(rankAlertKakao.mbrSn, memberId));
}

/** A refreshed access token (and a refresh token only when Kakao renewed it). */
export async function saveAccess(
  db: DbOrTx,
  memberId: number,
  t: {
    accessTokenEnc: string;
    accessExpiresAt: Date | null;
    refreshTokenEnc?: string;
    refreshExpiresAt?: Date | null;
  },
  at: Date,
) {
  await db
    .update(rankAlertKakao)
    .set({ ...t, updatedAt: at })
    .where(eq(rankAlertKakao.mbrSn, memberId));
}

export async function setMode(db: DbOrTx, memberId: number, mode: KakaoTalkMode, at: Date) {
  await db
    .update(rankAlertKakao)
    .set({ mode, offReason: null, updatedAt: at })
    .where(eq(rankAlertKakao.mbrSn, memberId));
}

/** Kakao said no for good: the channel goes off and its tokens are forgotten. True if it was on. */
export async function turnOff(db: DbOrTx, memberId: number, reason: 'revoked', at: Date): Promise<boolean> {
  const rows = await db
    .update(rankAlertKakao)
    .set({
      mode: 'off',
      offReason: reason,
      accessTokenEnc: null,
      refreshTokenEnc: null,
      accessExpiresAt: null,
      refreshExpiresAt: null,
      scopes: null,
      updatedAt: at,
    })
    .where(and(eq(rankAlertKakao.mbrSn, memberId), sql`${rankAlertKakao.accessTokenEnc} is not null`))
    .returning({ mbrSn: rankAlertKakao.mbrSn });
  return rows.length === 1;
}

/** Messages not sent yet are dropped (the channel went off), with the reason. */
export async function dropPending(db: DbOrTx, memberId: number, reason: string) {
  await db
    .update(rankAlertKakaoOutbox)
    .set({ status: 'dropped', error: reason })
    .where(
      and(
        eq(rankAlertKakaoOutbox.mbrSn, memberId),
        inArray(rankAlertKakaoOutbox.status, ['pending', 'sending']),
      ),
    );
}

/** Withdrawal: the tokens and the messages of the member go. */
export async function forget(db: DbOrTx, memberId: number) {
  await db.delete(rankAlertKakaoOutbox).where(eq(rankAlertKakaoOutbox.mbrSn, memberId));
  await db.delete(rankAlertKakao).where(eq(rankAlertKakao.mbrSn, memberId));
}

/** The channel's notice in the bell (no product; `keyword` is empty). */
export async function insertOffNotice(db: DbOrTx, memberId: number, day: string) {
  await db.insert(rankAlertNotifications).values({
    mbrSn: memberId,
    kind: 'goods',
    rule: 'kakaoOff',
    day,
    previousRank: 0,
    currentRank: 0,
    keyword: '',
  });
}

// ---- queueing ----

/** Members with the channel on (and tokens), with their mode. */
export async function membersOn(db: DbOrTx) {
  const rows = await db
    .select({ mbrSn: rankAlertKakao.mbrSn, mode: rankAlertKakao.mode })
    .from(rankAlertKakao)
    .innerJoin(members, and(eq(members.mbrSn, rankAlertKakao.mbrSn), eq(members.status, 'ACTIVE')))
    .where(and(sql`${rankAlertKakao.mode} <> 'off'`, sql`${rankAlertKakao.accessTokenEnc} is not null`));
  return rows as { mbrSn: number; mode: Exclude<KakaoTalkMode, 'off'> }[];
}

/**
 * The members' rank notifications of a Korea day still shown (not withdrawn), oldest first: what
 * both phone channels send (나와의 채팅 here, 알림톡 in alimtalk.outbox.ts).
 */
export async function movesOfDay(db: DbOrTx, mbrSns: number[], day: string) {
  if (mbrSns.length === 0) return [];
  const n = rankAlertNotifications;
  return db
    .select({
      id: n.id,
      mbrSn: n.mbrSn,
      kind: n.kind,
      rule: n.rule,
      gdpSn: n.gdpSn,
      plceSn: n.plceSn,
      gdkdSn: n.gdkdSn,
      plkwrdSn: n.plkwrdSn,
      day: n.day,
      title: n.title,
      keyword: n.keyword,
      previousRank: n.previousRank,
      currentRank: n.currentRank,
      surface: n.surface,
      depth: n.depth,
      previousDepth: n.previousDepth,
      createdAt: n.createdAt,
    })
    .from(n)
    .where(
      and(inArray(n.mbrSn, mbrSns), eq(n.day, day), isNull(n.withdrawnAt), inArray(n.rule, [...ALERT_RULES])),
    )
    .orderBy(n.id);
}

export interface OutboxRow {
  mbrSn: number;
  dedupeKey: string;
  day: string;
  text: string;
  linkUrl: string;
}

/** Adds messages; a key queued before (by anyone) adds nothing. Returns how many were added. */
export async function enqueue(db: DbOrTx, rows: OutboxRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const added = await db
    .insert(rankAlertKakaoOutbox)
    .values(rows)
    .onConflictDoNothing({ target: rankAlertKakaoOutbox.dedupeKey })
    .returning({ id: rankAlertKakaoOutbox.id });
  return added.length;
}

/**
 * Takes up to `limit` due messages for this worker: new ones, failed tries with attempts left
 * once `retryMs` has passed, and claims gone stale. SKIP LOCKED lets instances claim side by side without sharing a row.
 */
export async function claim(
  db: DbOrTx,
  limit: number,
  at: Date,
  attempts: number,
  staleMs: number,
  retryMs: number,
) {
  const stale = new Date(at.getTime() - staleMs).toISOString();
  // A failed try waits before the next, so one run does not spend every attempt in a burst.
  const retryAfter = new Date(at.getTime() - retryMs).toISOString();
  return rowsOf<{ id: number; mbrSn: number; text: string; linkUrl: string; attempts: number }>(
    await db.execute(sql`
      update rank_alert_kakao_outbox o
         set status = 'sending', claimed_at = ${at.toISOString()}::timestamptz, attempts = o.attempts + 1
       where o.id in (
             select id from rank_alert_kakao_outbox
              where (status = 'pending' and attempts < ${attempts}
                     and (claimed_at is null or claimed_at < ${retryAfter}::timestamptz))
                 or (status = 'sending' and claimed_at < ${stale}::timestamptz and attempts < ${attempts})
              order by id
              limit ${limit}
              for update skip locked)
      returning o.id, o.mbr_sn as "mbrSn", o.text, o.link_url as "linkUrl", o.attempts`),
  ).map((r) => ({ ...r, id: Number(r.id), mbrSn: Number(r.mbrSn), attempts: Number(r.attempts) }));
}

/** sent, or back to pending for another try, or failed for good, or dropped. */
export async function finish(
  db: DbOrTx,
  id: number,
  status: 'sent' | 'pending' | 'failed' | 'dropped',
  at: Date,
  error?: string,
) {
  await db
    .update(rankAlertKakaoOutbox)
    .set({ status, error: error?.slice(0, 500) ?? null, ...(status === 'sent' ? { sentAt: at } : {}) })
    .where(eq(rankAlertKakaoOutbox.id, id));
}

/** Housekeeping: messages of days before `day` (their keys can no longer be queued again anyway). */
export async function purgeBefore(db: DbOrTx, day: string) {
  await db.delete(rankAlertKakaoOutbox).where(lt(rankAlertKakaoOutbox.day, day));
}
