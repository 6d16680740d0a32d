import { and, asc, count, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { goodsRankTables, placeRankTables } from '../../db/schema/rank-tables';
import { rankStore } from '../../lib/rank-engine/store';
import {
  agencyGroups,
  clientReportItems,
  clientReportMailings,
  clientReports,
  members,
  placeKeywords,
  trackedGoods,
  trackedKeywords,
  trackedPlaces,
} from '../../db/schema';

/*
 * Reads of the rank features' tables (tracked goods, places, their keywords and daily history) are
 * written here rather than added to those features: a report needs a few columns of them by id,
 * over a date range, for a member who is not signed in, and those features' services answer per
 * signed-in member with their own shapes.
 */

const listed = {
  id: clientReports.reportSn,
  name: clientReports.name,
  createdAt: clientReports.createdAt,
  expiresAt: clientReports.expiresAt,
  lastOpenedAt: clientReports.lastOpenedAt,
  monthly: clientReports.monthly,
  mailTo: clientReports.mailTo,
};

const live = (now: Date) =>
  and(isNull(clientReports.revokedAt), or(isNull(clientReports.expiresAt), gt(clientReports.expiresAt, now)));

export async function insertReport(
  db: DbOrTx,
  row: {
    mbrSn: number;
    name: string;
    tokenHash: string;
    createdAt: Date;
    expiresAt: Date | null;
    monthly: boolean;
    mailTo: string[];
  },
) {
  const [inserted] = await db.insert(clientReports).values(row).returning(listed);
  return inserted!;
}

export async function insertItems(
  db: DbOrTx,
  reportSn: number,
  items: Array<{ gdpSn: number } | { plceSn: number }>,
): Promise<void> {
  await db
    .insert(clientReportItems)
    .values(items.map((item, sortOrder) => ({ reportSn, sortOrder, ...item })));
}

/** The member's links that are not revoked (expired ones too, marked in the list), newest first. */
export async function reportsOf(db: DbOrTx, mbrSn: number) {
  return db
    .select({ ...listed, items: count(clientReportItems.id) })
    .from(clientReports)
    .leftJoin(clientReportItems, eq(clientReportItems.reportSn, clientReports.reportSn))
    .where(and(eq(clientReports.mbrSn, mbrSn), isNull(clientReports.revokedAt)))
    .groupBy(clientReports.reportSn)
    .orderBy(desc(clientReports.reportSn));
}

export async function liveCount(db: DbOrTx, mbrSn: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(clientReports)
    .where(and(eq(clientReports.mbrSn, mbrSn), live(now)));
  return row?.n ?? 0;
}

/** Which of these products the member tracks. */
export async function ownedGoods(db: DbOrTx, mbrSn: number, gdpSns: number[]): Promise<number[]> {
  if (!gdpSns.length) return [];
  const rows = await db
    .select({ id: trackedGoods.gdpSn })
    .from(trackedGoods)
    .where(and(eq(trackedGoods.mbrSn, mbrSn), inArray(trackedGoods.gdpSn, gdpSns)));
  return rows.map((r) => r.id);
}

/** Which of these places the member tracks. */
export async function ownedPlaces(db: DbOrTx, mbrSn: number, plceSns: number[]): Promise<number[]> {
  if (!plceSns.length) return [];
  const rows = await db
    .select({ id: trackedPlaces.plceSn })
    .from(trackedPlaces)
    .where(and(eq(trackedPlaces.mbrSn, mbrSn), inArray(trackedPlaces.plceSn, plceSns)));
  return rows.map((r) => r.id);
}

/** The member's tracked products and places with their keyword counts, for the create form. */
export async function candidatesOf(db: DbOrTx, mbrSn: number) {
  const goods = await db
    .select({
      id: trackedGoods.gdpSn,
      title: trackedGoods.title,
      number: sql<string | null>`coalesce(${trackedGoods.mallPid}, ${trackedGoods.midNo})`,
      keywords: count(trackedKeywords.gdkdSn),
    })
    .from(trackedGoods)
    .leftJoin(trackedKeywords, eq(trackedKeywords.gdpSn, trackedGoods.gdpSn))
    .where(eq(trackedGoods.mbrSn, mbrSn))
    .groupBy(trackedGoods.gdpSn)
    .orderBy(asc(trackedGoods.sortOrder), desc(trackedGoods.gdpSn));
  const places = await db
    .select({
      id: trackedPlaces.plceSn,
      title: trackedPlaces.name,
      number: trackedPlaces.placeId,
      keywords: count(placeKeywords.plkwrdSn),
    })
    .from(trackedPlaces)
    .leftJoin(placeKeywords, eq(placeKeywords.plceSn, trackedPlaces.plceSn))
    .where(eq(trackedPlaces.mbrSn, mbrSn))
    .groupBy(trackedPlaces.plceSn)
    .orderBy(desc(trackedPlaces.plceSn));
  return { goods, places };
}

/** Revokes one of the member's own links; false when there is none of that id. */
export async function revoke(db: DbOrTx, mbrSn: number, reportSn: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(clientReports)
    .set({ revokedAt: at })
    .where(
      and(
        eq(clientReports.reportSn, reportSn),
        eq(clientReports.mbrSn, mbrSn),
        isNull(clientReports.revokedAt),
      ),
    )
    .returning({ id: clientReports.reportSn });
  return rows.length > 0;
}

export async function setMonthly(
  db: DbOrTx,
  mbrSn: number,
  reportSn: number,
  monthly: { monthly: boolean; mailTo: string[] },
) {
  const [row] = await db
    .update(clientReports)
    .set(monthly)
    .where(
      and(
        eq(clientReports.reportSn, reportSn),
        eq(clientReports.mbrSn, mbrSn),
        isNull(clientReports.revokedAt),
      ),
    )
    .returning(listed);
  return row ?? null;
}

const header = {
  reportSn: clientReports.reportSn,
  name: clientReports.name,
  lastOpenedAt: clientReports.lastOpenedAt,
  /** The company of an agency member's own group; nothing for anyone else. */
  company: sql<string | null>`case when ${members.role} = 'MNPY_MBR' then ${agencyGroups.companyName} end`,
};

/** The live link of a token hash, of an active member; null for revoked, expired or unknown ones. */
export async function liveByHash(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .select(header)
    .from(clientReports)
    .innerJoin(members, eq(members.mbrSn, clientReports.mbrSn))
    .leftJoin(agencyGroups, eq(agencyGroups.id, members.groupId))
    .where(and(eq(clientReports.tokenHash, tokenHash), live(now), eq(members.status, 'ACTIVE')))
    .limit(1);
  return row ?? null;
}

/** One of the member's links that is not revoked (an expired one still downloads for its owner). */
export async function ownedReport(db: DbOrTx, mbrSn: number, reportSn: number) {
  const [row] = await db
    .select(header)
    .from(clientReports)
    .innerJoin(members, eq(members.mbrSn, clientReports.mbrSn))
    .leftJoin(agencyGroups, eq(agencyGroups.id, members.groupId))
    .where(
      and(
        eq(clientReports.reportSn, reportSn),
        eq(clientReports.mbrSn, mbrSn),
        isNull(clientReports.revokedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Marks the link opened, unless it was marked less than `stepMs` ago (one write a minute at most). */
export async function touch(db: DbOrTx, reportSn: number, at: Date, stepMs: number): Promise<void> {
  await db
    .update(clientReports)
    .set({ lastOpenedAt: at })
    .where(
      and(
        eq(clientReports.reportSn, reportSn),
        or(
          isNull(clientReports.lastOpenedAt),
          lt(clientReports.lastOpenedAt, new Date(at.getTime() - stepMs)),
        ),
      ),
    );
}

const goodsStore = rankStore(goodsRankTables);
const placeStore = rankStore(placeRankTables);

/** A report's items in order, each with its keywords and their daily ranks between two Korea dates. */
export async function contentOf(db: DbOrTx, reportSn: number, from: string, to: string) {
  const items = await db
    .select({
      gdpSn: clientReportItems.gdpSn,
      plceSn: clientReportItems.plceSn,
      goodsTitle: trackedGoods.title,
      goodsNumber: sql<string | null>`coalesce(${trackedGoods.mallPid}, ${trackedGoods.midNo})`,
      placeName: trackedPlaces.name,
      placeId: trackedPlaces.placeId,
    })
    .from(clientReportItems)
    .leftJoin(trackedGoods, eq(trackedGoods.gdpSn, clientReportItems.gdpSn))
    .leftJoin(trackedPlaces, eq(trackedPlaces.plceSn, clientReportItems.plceSn))
    .where(eq(clientReportItems.reportSn, reportSn))
    .orderBy(asc(clientReportItems.sortOrder));
  const gdpSns = items.flatMap((i) => (i.gdpSn === null ? [] : [i.gdpSn]));
  const plceSns = items.flatMap((i) => (i.plceSn === null ? [] : [i.plceSn]));
  const goodsKeywords = gdpSns.length
    ? await db
        .select({ id: trackedKeywords.gdkdSn, item: trackedKeywords.gdpSn, keyword: trackedKeywords.keyword })
        .from(trackedKeywords)
        .where(inArray(trackedKeywords.gdpSn, gdpSns))
        .orderBy(desc(trackedKeywords.representative), asc(trackedKeywords.gdkdSn))
    : [];
  const placeKeywordRows = plceSns.length
    ? await db
        .select({ id: placeKeywords.plkwrdSn, item: placeKeywords.plceSn, keyword: placeKeywords.keyword })
        .from(placeKeywords)
        .where(inArray(placeKeywords.plceSn, plceSns))
        .orderBy(desc(placeKeywords.representative), asc(placeKeywords.plkwrdSn))
    : [];
  const goodsHistory = await goodsStore.historyBetween(
    db,
    goodsKeywords.map((k) => k.id),
    from,
    to,
  );
  const placeHistory = await placeStore.historyBetween(
    db,
    placeKeywordRows.map((k) => k.id),
    from,
    to,
  );
  return { items, goodsKeywords, placeKeywords: placeKeywordRows, goodsHistory, placeHistory };
}

/** Live links with the monthly mail on, with their addresses. */
export async function monthlyReports(db: DbOrTx, now: Date) {
  return db
    .select({ reportSn: clientReports.reportSn, mbrSn: clientReports.mbrSn, mailTo: clientReports.mailTo })
    .from(clientReports)
    .innerJoin(members, eq(members.mbrSn, clientReports.mbrSn))
    .where(and(eq(clientReports.monthly, true), live(now), eq(members.status, 'ACTIVE')))
    .orderBy(asc(clientReports.reportSn));
}

/**
 * Claims the (report, month) mail: true for the one caller whose row went in, on any instance.
 * The primary key decides; a concurrent claim waits for the first one's commit and finds the row.
 */
export async function claimMailing(db: DbOrTx, reportSn: number, month: string, at: Date): Promise<boolean> {
  const rows = await db
    .insert(clientReportMailings)
    .values({ reportSn, month, claimedAt: at })
    .onConflictDoNothing()
    .returning({ reportSn: clientReportMailings.reportSn });
  return rows.length > 0;
}

export async function markSent(db: DbOrTx, reportSn: number, month: string, at: Date): Promise<void> {
  await db
    .update(clientReportMailings)
    .set({ status: 'sent', sentAt: at })
    .where(and(eq(clientReportMailings.reportSn, reportSn), eq(clientReportMailings.month, month)));
}

/** Gives a claim back after a failed send, so the job's retry may send it. */
export async function releaseMailing(db: DbOrTx, reportSn: number, month: string): Promise<void> {
  await db
    .delete(clientReportMailings)
    .where(
      and(
        eq(clientReportMailings.reportSn, reportSn),
        eq(clientReportMailings.month, month),
        eq(clientReportMailings.status, 'sending'),
      ),
    );
}
