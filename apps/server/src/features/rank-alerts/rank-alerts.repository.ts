// Over ~300 lines on purpose: every query of the feature's seven tables (rules, evaluations,
// notifications, digests, changes, KakaoTalk) in one place, one small function each; split it by
// table when a table's queries change together.
import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type {
  AlertRule,
  AlertRules,
  AlertTarget,
  AlertTargetKind,
  ChangeKind,
  ChangeMark,
  LifecycleRule,
  MemberAlertRules,
} from '@seller/shared';
import {
  CHANNEL_RULES,
  LIFECYCLE_RULES,
  MANAGER_RULES,
  type ManagerRule,
  type RankMethod,
} from '@seller/shared';
import { type DbOrTx, rowsOf } from '../../db/client';
import {
  members,
  memberChangeEvents,
  rankAlertDigests,
  rankAlertEvaluations,
  rankAlertKeys,
  rankAlertMemberRules,
  rankAlertNotifications,
  rankAlertTargetRules,
  trackedGoods,
  trackedPlaces,
} from '../../db/schema/index';

// ---- rules ----

const ruleColumns = (r: AlertRules) => ({
  enabled: r.enabled,
  dropBy: r.dropBy,
  riseBy: r.riseBy,
  topN: r.topN,
  topEnter: r.topEnter,
  topLeave: r.topLeave,
  outOfRange: r.outOfRange,
});

const toRules = (r: typeof rankAlertTargetRules.$inferSelect | typeof rankAlertMemberRules.$inferSelect) =>
  ruleColumns(r);

export async function memberRules(db: DbOrTx, memberId: number): Promise<MemberAlertRules | null> {
  const [row] = await db.select().from(rankAlertMemberRules).where(eq(rankAlertMemberRules.mbrSn, memberId));
  return row ? { ...toRules(row), digest: row.digest } : null;
}

export async function saveMemberRules(db: DbOrTx, memberId: number, rules: MemberAlertRules, at: Date) {
  const values = { ...ruleColumns(rules), digest: rules.digest, updatedAt: at };
  await db
    .insert(rankAlertMemberRules)
    .values({ mbrSn: memberId, ...values })
    .onConflictDoUpdate({ target: rankAlertMemberRules.mbrSn, set: values });
}

/** Turns the digest on or off, keeping (or starting from `defaults` for) the other rules. */
export async function setDigest(
  db: DbOrTx,
  memberId: number,
  on: boolean,
  defaults: MemberAlertRules,
  at: Date,
) {
  await db
    .insert(rankAlertMemberRules)
    .values({ mbrSn: memberId, ...ruleColumns(defaults), digest: on, updatedAt: at })
    .onConflictDoUpdate({ target: rankAlertMemberRules.mbrSn, set: { digest: on, updatedAt: at } });
}

export async function memberContact(db: DbOrTx, memberId: number) {
  const [row] = await db
    .select({ email: members.email, name: members.name, status: members.status })
    .from(members)
    .where(eq(members.mbrSn, memberId));
  return row;
}

/** The product or place if it is the member's (ownership check on every id). */
export async function ownedTarget(
  db: DbOrTx,
  memberId: number,
  kind: AlertTargetKind,
  id: number,
): Promise<AlertTarget | undefined> {
  if (kind === 'goods') {
    const [row] = await db
      .select({ id: trackedGoods.gdpSn, title: trackedGoods.title })
      .from(trackedGoods)
      .where(and(eq(trackedGoods.gdpSn, id), eq(trackedGoods.mbrSn, memberId)));
    return row && { kind, id: row.id, title: row.title };
  }
  const [row] = await db
    .select({ id: trackedPlaces.plceSn, title: trackedPlaces.name })
    .from(trackedPlaces)
    .where(and(eq(trackedPlaces.plceSn, id), eq(trackedPlaces.mbrSn, memberId)));
  return row && { kind, id: row.id, title: row.title };
}

const targetColumn = (kind: AlertTargetKind) =>
  kind === 'goods' ? rankAlertTargetRules.gdpSn : rankAlertTargetRules.plceSn;

export async function targetRules(db: DbOrTx, kind: AlertTargetKind, id: number): Promise<AlertRules | null> {
  const [row] = await db
    .select()
    .from(rankAlertTargetRules)
    .where(eq(targetColumn(kind), id));
  return row ? toRules(row) : null;
}

export async function saveTargetRules(
  db: DbOrTx,
  memberId: number,
  kind: AlertTargetKind,
  id: number,
  rules: AlertRules,
  at: Date,
) {
  const values = { ...ruleColumns(rules), updatedAt: at };
  await db
    .insert(rankAlertTargetRules)
    .values({ mbrSn: memberId, ...(kind === 'goods' ? { gdpSn: id } : { plceSn: id }), ...values })
    .onConflictDoUpdate({ target: targetColumn(kind), set: values });
}

export async function deleteTargetRules(db: DbOrTx, memberId: number, kind: AlertTargetKind, id: number) {
  await db
    .delete(rankAlertTargetRules)
    .where(and(eq(rankAlertTargetRules.mbrSn, memberId), eq(targetColumn(kind), id)));
}

/** The member's products and places with their own rules, with their names. */
export async function overridesOf(db: DbOrTx, memberId: number) {
  const rows = await db
    .select({
      rules: rankAlertTargetRules,
      goodsTitle: trackedGoods.title,
      placeName: trackedPlaces.name,
    })
    .from(rankAlertTargetRules)
    .leftJoin(trackedGoods, eq(trackedGoods.gdpSn, rankAlertTargetRules.gdpSn))
    .leftJoin(trackedPlaces, eq(trackedPlaces.plceSn, rankAlertTargetRules.plceSn))
    .where(eq(rankAlertTargetRules.mbrSn, memberId))
    .orderBy(asc(rankAlertTargetRules.id));
  return rows.map((r) => {
    const kind: AlertTargetKind = r.rules.gdpSn !== null ? 'goods' : 'place';
    return {
      kind,
      id: (kind === 'goods' ? r.rules.gdpSn : r.rules.plceSn)!,
      title: kind === 'goods' ? r.goodsTitle : r.placeName,
      rules: toRules(r.rules),
    };
  });
}

/** Rules needed to judge the moves of these members' products or places. */
export async function rulesFor(db: DbOrTx, kind: AlertTargetKind, mbrSns: number[], targetIds: number[]) {
  const memberRows = mbrSns.length
    ? await db.select().from(rankAlertMemberRules).where(inArray(rankAlertMemberRules.mbrSn, mbrSns))
    : [];
  const targetRows = targetIds.length
    ? await db
        .select()
        .from(rankAlertTargetRules)
        .where(inArray(targetColumn(kind), targetIds))
    : [];
  return {
    members: new Map(memberRows.map((r) => [r.mbrSn, { ...toRules(r), digest: r.digest }])),
    targets: new Map(targetRows.map((r) => [(kind === 'goods' ? r.gdpSn : r.plceSn)!, toRules(r)] as const)),
  };
}

// ---- evaluation ----

export interface PendingCheck {
  keywordNorm: string;
  checkId: number;
  checkedAt: Date;
}

/**
 * Distinct tracked keywords whose newest successful check of the day has not been compared yet.
 * Only successful checks count: a failed check writes no rank and is never compared.
 */
export async function pendingChecks(db: DbOrTx, kind: AlertTargetKind, day: string): Promise<PendingCheck[]> {
  const q =
    kind === 'goods'
      ? sql`select n.keyword_norm as "keywordNorm", c.id::float8 as "checkId",
                   (extract(epoch from c.created_at) * 1000)::float8 as "checkedAt"
              from (select distinct keyword_norm from tracked_keywords) n
              join lateral (select kc.id, kc.created_at from keyword_checks kc
                             where kc.keyword_norm = n.keyword_norm and kc.day = ${day}::date
                               and kc.status = 'ok'
                             order by kc.id desc limit 1) c on true
              left join rank_alert_evaluations e
                     on e.kind = 'goods' and e.keyword_norm = n.keyword_norm and e.day = ${day}::date
             where e.check_id is null or e.check_id < c.id
             order by n.keyword_norm`
      : // A partial place check (page budget reached) still recorded the places it found.
        sql`select n.keyword_norm as "keywordNorm", c.id::float8 as "checkId",
                   (extract(epoch from c.created_at) * 1000)::float8 as "checkedAt"
              from (select distinct keyword_norm from place_keywords) n
              join lateral (select kc.id, kc.created_at from place_keyword_checks kc
                             where kc.keyword_norm = n.keyword_norm and kc.day = ${day}::date
                               and kc.status in ('ok', 'partial')
                             order by kc.id desc limit 1) c on true
              left join rank_alert_evaluations e
                     on e.kind = 'place' and e.keyword_norm = n.keyword_norm and e.day = ${day}::date
             where e.check_id is null or e.check_id < c.id
             order by n.keyword_norm`;
  const rows = rowsOf<{ keywordNorm: string; checkId: number; checkedAt: number }>(await db.execute(q));
  return rows.map((r) => ({
    keywordNorm: r.keywordNorm,
    checkId: Number(r.checkId),
    checkedAt: new Date(Number(r.checkedAt)),
  }));
}

export interface KeywordMove {
  keywordId: number;
  targetId: number;
  mbrSn: number;
  keyword: string;
  title: string | null;
  currentRank: number;
  /** The latest record before the day; null when the keyword has none (nothing to compare). */
  previousRank: number | null;
  /** The methods of the two records (issue 36 §2): across a change there is no move. */
  current: RankMethod;
  previous: RankMethod | null;
  /** The organic depth each record read (null before depths were kept). */
  depth: number | null;
  previousDepth: number | null;
}

/** Every active member's tracked keyword on one keyword with the day's record and the one before. */
export async function movesOn(
  db: DbOrTx,
  kind: AlertTargetKind,
  keywordNorm: string,
  day: string,
): Promise<KeywordMove[]> {
  const q =
    kind === 'goods'
      ? sql`select tk.gdkd_sn as "keywordId", tk.gdp_sn as "targetId", tg.mbr_sn as "mbrSn",
                   tk.keyword, tg.title, rh.rank as "currentRank", prev.rank as "previousRank",
                   rh.source, rh.surface, prev.source as "previousSource", prev.surface as "previousSurface",
                   rh.depth, prev.depth as "previousDepth"
              from tracked_keywords tk
              join tracked_goods tg on tg.gdp_sn = tk.gdp_sn
              join members m on m.mbr_sn = tg.mbr_sn and m.status = 'ACTIVE'
              join rank_history rh on rh.gdkd_sn = tk.gdkd_sn and rh.day = ${day}::date
              left join lateral (select p.rank, p.source, p.surface, p.depth from rank_history p
                                  where p.gdkd_sn = tk.gdkd_sn and p.day < ${day}::date
                                  order by p.day desc limit 1) prev on true
             where tk.keyword_norm = ${keywordNorm}
             order by tk.gdkd_sn`
      : sql`select pk.plkwrd_sn as "keywordId", pk.plce_sn as "targetId", tp.mbr_sn as "mbrSn",
                   pk.keyword, tp.name as title, ph.rank as "currentRank", prev.rank as "previousRank",
                   ph.source, ph.surface, prev.source as "previousSource", prev.surface as "previousSurface",
                   ph.depth, prev.depth as "previousDepth"
              from place_keywords pk
              join tracked_places tp on tp.plce_sn = pk.plce_sn
              join members m on m.mbr_sn = tp.mbr_sn and m.status = 'ACTIVE'
              join place_rank_history ph on ph.plkwrd_sn = pk.plkwrd_sn and ph.day = ${day}::date
              left join lateral (select p.rank, p.source, p.surface, p.depth from place_rank_history p
                                  where p.plkwrd_sn = pk.plkwrd_sn and p.day < ${day}::date
                                  order by p.day desc limit 1) prev on true
             where pk.keyword_norm = ${keywordNorm}
             order by pk.plkwrd_sn`;
  type Row = Omit<KeywordMove, 'current' | 'previous'> & {
    source: string | null;
    surface: string | null;
    previousSource: string | null;
    previousSurface: string | null;
  };
  return rowsOf<Row>(await db.execute(q)).map(
    ({ source, surface, previousSource, previousSurface, ...r }) => ({
      ...r,
      keywordId: Number(r.keywordId),
      targetId: Number(r.targetId),
      mbrSn: Number(r.mbrSn),
      currentRank: Number(r.currentRank),
      previousRank: r.previousRank === null ? null : Number(r.previousRank),
      depth: r.depth === null ? null : Number(r.depth),
      previousDepth: r.previousDepth === null ? null : Number(r.previousDepth),
      current: { source, surface },
      previous: r.previousRank === null ? null : { source: previousSource, surface: previousSurface },
    }),
  );
}

export interface NewNotification {
  mbrSn: number;
  kind: AlertTargetKind;
  targetId: number;
  keywordId: number;
  rule: AlertRule;
  day: string;
  previousRank: number;
  currentRank: number;
  threshold: number | null;
  title: string | null;
  keyword: string;
  surface: string | null;
  depth: number | null;
  previousDepth: number | null;
}

/**
 * Saves what one comparison found: new notifications are added (one per rule, keyword and day);
 * one that exists takes the comparison's ranks if they moved, and one withdrawn earlier comes
 * back unread. Returns how many rows were added or changed (none for a rerun of the same check).
 */
export async function saveNotifications(
  db: DbOrTx,
  kind: AlertTargetKind,
  rows: NewNotification[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const n = rankAlertNotifications;
  const saved = await db
    .insert(n)
    .values(
      rows.map((r) => ({
        mbrSn: r.mbrSn,
        kind: r.kind,
        ...(r.kind === 'goods'
          ? { gdpSn: r.targetId, gdkdSn: r.keywordId }
          : { plceSn: r.targetId, plkwrdSn: r.keywordId }),
        rule: r.rule,
        day: r.day,
        previousRank: r.previousRank,
        currentRank: r.currentRank,
        threshold: r.threshold,
        title: r.title,
        keyword: r.keyword,
        surface: r.surface,
        depth: r.depth,
        previousDepth: r.previousDepth,
      })),
    )
    .onConflictDoUpdate({
      target: kind === 'goods' ? [n.gdkdSn, n.day, n.rule] : [n.plkwrdSn, n.day, n.rule],
      set: {
        previousRank: sql`excluded.previous_rank`,
        currentRank: sql`excluded.current_rank`,
        threshold: sql`excluded.threshold`,
        title: sql`excluded.title`,
        keyword: sql`excluded.keyword`,
        surface: sql`excluded.surface`,
        depth: sql`excluded.depth`,
        previousDepth: sql`excluded.previous_depth`,
        // A withdrawn alert that fires again is news again; one still shown keeps its read mark.
        readAt: sql`case when ${n.withdrawnAt} is null then ${n.readAt} end`,
        withdrawnAt: sql`null`,
      },
      setWhere: sql`${n.withdrawnAt} is not null
        or ${n.previousRank} <> excluded.previous_rank
        or ${n.currentRank} <> excluded.current_rank
        or ${n.threshold} is distinct from excluded.threshold
        or ${n.depth} is distinct from excluded.depth
        or ${n.surface} is distinct from excluded.surface`,
    })
    .returning({ id: n.id });
  return saved.length;
}

/**
 * Withdraws the day's shown notifications of these tracked keywords that the newest comparison
 * no longer hits (`keep` holds `keywordId:rule` of those it does). Returns how many.
 */
export async function withdrawSuperseded(
  db: DbOrTx,
  kind: AlertTargetKind,
  day: string,
  keywordIds: number[],
  keep: ReadonlySet<string>,
  at: Date,
): Promise<number> {
  if (keywordIds.length === 0) return 0;
  const n = rankAlertNotifications;
  const column = kind === 'goods' ? n.gdkdSn : n.plkwrdSn;
  const shown = await db
    .select({ id: n.id, keywordId: column, rule: n.rule })
    .from(n)
    .where(and(inArray(column, keywordIds), eq(n.day, day), isNull(n.withdrawnAt)));
  const stale = shown.filter((r) => !keep.has(`${r.keywordId}:${r.rule}`)).map((r) => r.id);
  if (stale.length === 0) return 0;
  await db.update(n).set({ withdrawnAt: at }).where(inArray(n.id, stale));
  return stale.length;
}

export async function markEvaluated(
  db: DbOrTx,
  kind: AlertTargetKind,
  day: string,
  check: PendingCheck,
  at: Date,
) {
  await db
    .insert(rankAlertEvaluations)
    .values({
      kind,
      keywordNorm: check.keywordNorm,
      day,
      checkId: check.checkId,
      checkedAt: check.checkedAt,
      evaluatedAt: at,
    })
    .onConflictDoUpdate({
      target: [rankAlertEvaluations.kind, rankAlertEvaluations.keywordNorm, rankAlertEvaluations.day],
      // Two workers may finish out of order: keep the newest check.
      set: {
        checkId: sql`greatest(${rankAlertEvaluations.checkId}, excluded.check_id)`,
        checkedAt: sql`greatest(${rankAlertEvaluations.checkedAt}, excluded.checked_at)`,
        evaluatedAt: at,
      },
    });
}

// ---- notifications ----

export async function listNotifications(
  db: DbOrTx,
  memberId: number,
  before: number | undefined,
  limit: number,
) {
  return db
    .select()
    .from(rankAlertNotifications)
    .where(
      and(
        eq(rankAlertNotifications.mbrSn, memberId),
        isNull(rankAlertNotifications.withdrawnAt),
        before === undefined ? undefined : lt(rankAlertNotifications.id, before),
      ),
    )
    .orderBy(desc(rankAlertNotifications.id))
    .limit(limit);
}

export async function unreadCount(db: DbOrTx, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rankAlertNotifications)
    .where(
      and(
        eq(rankAlertNotifications.mbrSn, memberId),
        isNull(rankAlertNotifications.readAt),
        isNull(rankAlertNotifications.withdrawnAt),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Marks the member's own notifications read; ids of others are ignored. */
export async function markRead(
  db: DbOrTx,
  memberId: number,
  ids: number[] | 'all',
  at: Date,
): Promise<number> {
  const rows = await db
    .update(rankAlertNotifications)
    .set({ readAt: at })
    .where(
      and(
        eq(rankAlertNotifications.mbrSn, memberId),
        isNull(rankAlertNotifications.readAt),
        isNull(rankAlertNotifications.withdrawnAt),
        ids === 'all' ? undefined : inArray(rankAlertNotifications.id, ids),
      ),
    )
    .returning({ id: rankAlertNotifications.id });
  return rows.length;
}

// ---- digest ----

/** Members with alerts (not withdrawn) on the day, mail wanted, and no digest sent or given up for that day. */
export async function digestCandidates(db: DbOrTx, day: string, at: Date, attempts: number, staleMs: number) {
  const stale = new Date(at.getTime() - staleMs);
  const rows = rowsOf<{ mbrSn: number }>(
    await db.execute(sql`
      select distinct n.mbr_sn as "mbrSn"
        from rank_alert_notifications n
        join members m on m.mbr_sn = n.mbr_sn and m.status = 'ACTIVE'
        left join rank_alert_member_rules r on r.mbr_sn = n.mbr_sn
        left join rank_alert_digests d on d.mbr_sn = n.mbr_sn and d.day = ${day}::date
       where n.day = ${day}::date
         and n.withdrawn_at is null
         and coalesce(r.digest, true)
         and (d.mbr_sn is null
              or (d.status = 'failed' and d.attempts < ${attempts})
              or (d.status = 'sending' and d.claimed_at < ${stale.toISOString()}::timestamptz))
       order by 1`),
  );
  return rows.map((r) => Number(r.mbrSn));
}

/**
 * How many of the member's tracked keywords have no successful check of the day compared since
 * `since` (the daily run): the digest waits for them until the cutoff.
 */
export async function keywordsAwaitingCheck(
  db: DbOrTx,
  memberId: number,
  day: string,
  since: Date,
  at: Date,
): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
      select count(*)::int as n from (
        select 'goods' as kind, tk.keyword_norm
          from tracked_keywords tk
          join tracked_goods tg on tg.gdp_sn = tk.gdp_sn
         where tg.mbr_sn = ${memberId} and tg.coin_end_at > ${at.toISOString()}::timestamptz
        union
        select 'place' as kind, pk.keyword_norm
          from place_keywords pk
          join tracked_places tp on tp.plce_sn = pk.plce_sn
         where tp.mbr_sn = ${memberId}
      ) k
      where not exists (select 1 from rank_alert_evaluations e
                         where e.kind = k.kind and e.keyword_norm = k.keyword_norm
                           and e.day = ${day}::date and e.checked_at >= ${since.toISOString()}::timestamptz)`),
  );
  return Number(row?.n ?? 0);
}

/**
 * Takes the day's digest of a member for sending. Only one worker wins: a new row, a failed one
 * with tries left, or a claim that went stale with its worker.
 */
export async function claimDigest(
  db: DbOrTx,
  memberId: number,
  day: string,
  at: Date,
  attempts: number,
  staleMs: number,
): Promise<boolean> {
  const stale = new Date(at.getTime() - staleMs);
  const rows = await db
    .insert(rankAlertDigests)
    .values({ mbrSn: memberId, day, status: 'sending', attempts: 1, claimedAt: at })
    .onConflictDoUpdate({
      target: [rankAlertDigests.mbrSn, rankAlertDigests.day],
      set: { status: 'sending', attempts: sql`${rankAlertDigests.attempts} + 1`, claimedAt: at, error: null },
      setWhere: sql`(${rankAlertDigests.status} = 'failed' and ${rankAlertDigests.attempts} < ${attempts})
        or (${rankAlertDigests.status} = 'sending' and ${rankAlertDigests.claimedAt} < ${stale.toISOString()}::timestamptz)`,
    })
    .returning({ mbrSn: rankAlertDigests.mbrSn });
  return rows.length === 1;
}

export async function finishDigest(
  db: DbOrTx,
  memberId: number,
  day: string,
  result: { status: 'sent' | 'failed'; items: number; error?: string; at: Date },
) {
  await db
    .update(rankAlertDigests)
    .set({
      status: result.status,
      items: result.items,
      error: result.error ?? null,
      sentAt: result.status === 'sent' ? result.at : null,
    })
    .where(and(eq(rankAlertDigests.mbrSn, memberId), eq(rankAlertDigests.day, day)));
}

export async function notificationsOfDay(db: DbOrTx, memberId: number, day: string) {
  return db
    .select()
    .from(rankAlertNotifications)
    .where(
      and(
        eq(rankAlertNotifications.mbrSn, memberId),
        eq(rankAlertNotifications.day, day),
        isNull(rankAlertNotifications.withdrawnAt),
        // Lifecycle notices go out in their own mail (goods-rank.lifecycle), channel notices not at
        // all, managers' notices in their own mail (provider-usage).
        notInArray(rankAlertNotifications.rule, [...LIFECYCLE_RULES, ...CHANNEL_RULES, ...MANAGER_RULES]),
      ),
    )
    .orderBy(asc(rankAlertNotifications.kind), asc(rankAlertNotifications.id));
}

// ---- signing key ----

/** The installation's unsubscribe signing key, made on first use (every server reads the same). */
export async function signingKey(db: DbOrTx): Promise<string> {
  await db
    .insert(rankAlertKeys)
    .values({ id: 1, secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ secret: rankAlertKeys.secret })
    .from(rankAlertKeys)
    .where(eq(rankAlertKeys.id, 1));
  return row!.secret;
}

// ---- member changes ----

export interface ChangeEvent {
  mbrSn: number;
  kind: AlertTargetKind;
  /** gdpSn or plceSn. */
  targetId: number;
  change: ChangeKind;
  detail: string | null;
  day: string;
  at: Date;
}

export async function insertChange(db: DbOrTx, e: ChangeEvent): Promise<void> {
  await db.insert(memberChangeEvents).values({
    mbrSn: e.mbrSn,
    ...(e.kind === 'goods' ? { gdpSn: e.targetId } : { plceSn: e.targetId }),
    change: e.change,
    detail: e.detail,
    day: e.day,
    createdAt: e.at,
  });
}

/** Changes of products or places since a Korea date, oldest first. */
export async function changesSince(
  db: DbOrTx,
  kind: AlertTargetKind,
  ids: number[],
  since: string,
): Promise<(ChangeMark & { targetId: number })[]> {
  if (ids.length === 0) return [];
  const column = kind === 'goods' ? memberChangeEvents.gdpSn : memberChangeEvents.plceSn;
  const rows = await db
    .select({
      targetId: column,
      day: memberChangeEvents.day,
      change: memberChangeEvents.change,
      detail: memberChangeEvents.detail,
    })
    .from(memberChangeEvents)
    .where(and(inArray(column, ids), gte(memberChangeEvents.day, since)))
    .orderBy(asc(memberChangeEvents.day), asc(memberChangeEvents.id));
  return rows.map((r) => ({ ...r, targetId: r.targetId!, change: r.change as ChangeKind }));
}

// ---- housekeeping ----

/** Drops what nobody reads any more: comparison marks, old notifications and digest records. */
export async function purgeBefore(db: DbOrTx, evaluationsBefore: string, notificationsBefore: string) {
  await db.delete(rankAlertEvaluations).where(lt(rankAlertEvaluations.day, evaluationsBefore));
  await db.delete(rankAlertNotifications).where(lt(rankAlertNotifications.day, notificationsBefore));
  await db.delete(rankAlertDigests).where(lt(rankAlertDigests.day, notificationsBefore));
}

/**
 * A tracked product's lifecycle notice in the bell (issue 23 point 6). No product id: the notice
 * stays after the product is deleted. The caller makes it once (goods_lifecycle_notices).
 */
/**
 * A notice in the bell of every active manager (issue 36 §3: a paid source's budget was reached);
 * `keyword` names what it is about (the source), `title` how the screen calls it. The caller makes
 * it once (its own claim row, in the same transaction).
 */
export async function saveManagerNotice(
  db: DbOrTx,
  n: { rule: ManagerRule; day: string; keyword: string; title: string },
): Promise<number> {
  const rows = await db.execute(sql`
    insert into ${rankAlertNotifications} (mbr_sn, kind, rule, day, previous_rank, current_rank, title, keyword)
    select ${members.mbrSn}, 'goods', ${n.rule}, ${n.day}::date, 0, 0, ${n.title}, ${n.keyword}
    from ${members} where ${members.role} = 'MNGR_MBR' and ${members.status} = 'ACTIVE'
    returning id`);
  return rowsOf(rows).length;
}

export async function saveLifecycleNotice(
  db: DbOrTx,
  n: { mbrSn: number; rule: LifecycleRule; day: string; title: string | null; productNo: string },
): Promise<number> {
  const [row] = await db
    .insert(rankAlertNotifications)
    .values({
      mbrSn: n.mbrSn,
      kind: 'goods',
      rule: n.rule,
      day: n.day,
      previousRank: 0,
      currentRank: 0,
      title: n.title,
      keyword: n.productNo,
    })
    .returning({ id: rankAlertNotifications.id });
  return row!.id;
}

/**
 * Lifecycle notices whose news is over (issue 39 §3): those of a renewed product are withdrawn
 * (no longer true), those of a deleted one are marked read (it happened; the record stays).
 */
export async function settleLifecycleNotices(
  db: DbOrTx,
  settle: { withdraw: number[]; read: number[] },
  at: Date,
): Promise<void> {
  const n = rankAlertNotifications;
  const lifecycle = inArray(n.rule, [...LIFECYCLE_RULES]);
  if (settle.withdraw.length) {
    await db
      .update(n)
      .set({ withdrawnAt: at })
      .where(and(inArray(n.id, settle.withdraw), lifecycle, isNull(n.withdrawnAt)));
  }
  if (settle.read.length) {
    await db
      .update(n)
      .set({ readAt: at })
      .where(and(inArray(n.id, settle.read), lifecycle, isNull(n.readAt)));
  }
}
