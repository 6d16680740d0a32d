// Over ~300 lines on purpose: links, recipients, deliveries and the report's rank reads, one small
// function each, shared by the service's use-case files.
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { goodsRankTables, placeRankTables } from '../../db/schema/rank-tables';
import { rankStore } from '../../lib/rank-engine/store';
import {
  agencyGroups,
  agencyInvitations,
  agencyLogos,
  clientReportDeliveries,
  clientReportItems,
  clientReportPdfs,
  clientReportRecipientTokens,
  clientReportRecipients,
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
    comment: string | null;
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
export async function reportsOf(db: DbOrTx, memberId: number) {
  return db
    .select({ ...listed, items: count(clientReportItems.id) })
    .from(clientReports)
    .leftJoin(clientReportItems, eq(clientReportItems.reportSn, clientReports.reportSn))
    .where(and(eq(clientReports.mbrSn, memberId), isNull(clientReports.revokedAt)))
    .groupBy(clientReports.reportSn)
    .orderBy(desc(clientReports.reportSn));
}

export async function liveCount(db: DbOrTx, memberId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(clientReports)
    .where(and(eq(clientReports.mbrSn, memberId), live(now)));
  return row?.n ?? 0;
}

/**
 * Whose products and places a member may put in a report (issue 40 §1): their own, and for an
 * agency those of its group's members who joined by consent (an accepted invitation into this
 * group; a member placed in the group otherwise, or gone from it, is not one).
 */
export async function reportOwners(db: DbOrTx, memberId: number): Promise<number[]> {
  const agency = alias(members, 'agency');
  const rows = await db
    .select({ id: members.mbrSn })
    .from(members)
    .innerJoin(
      agency,
      and(eq(agency.mbrSn, memberId), eq(agency.role, 'MNPY_MBR'), eq(members.groupId, agency.groupId)),
    )
    .where(
      and(
        ne(members.mbrSn, memberId),
        eq(members.status, 'ACTIVE'),
        sql`exists (select 1 from ${agencyInvitations} where ${agencyInvitations.mbrSn} = ${members.mbrSn} and ${agencyInvitations.groupId} = ${members.groupId} and ${agencyInvitations.status} = 'ACCEPTED')`,
      ),
    );
  return [memberId, ...rows.map((r) => r.id)];
}

/** Which of these products the member tracks. */
export async function ownedGoods(db: DbOrTx, owners: number[], gdpSns: number[]): Promise<number[]> {
  if (!gdpSns.length) return [];
  const rows = await db
    .select({ id: trackedGoods.gdpSn })
    .from(trackedGoods)
    .where(and(inArray(trackedGoods.mbrSn, owners), inArray(trackedGoods.gdpSn, gdpSns)));
  return rows.map((r) => r.id);
}

/** Which of these places the member tracks. */
export async function ownedPlaces(db: DbOrTx, owners: number[], plceSns: number[]): Promise<number[]> {
  if (!plceSns.length) return [];
  const rows = await db
    .select({ id: trackedPlaces.plceSn })
    .from(trackedPlaces)
    .where(and(inArray(trackedPlaces.mbrSn, owners), inArray(trackedPlaces.plceSn, plceSns)));
  return rows.map((r) => r.id);
}

/** The member's tracked products and places with their keyword counts, for the create form. */
export async function candidatesOf(db: DbOrTx, owners: number[]) {
  const goods = await db
    .select({
      id: trackedGoods.gdpSn,
      owner: trackedGoods.mbrSn,
      ownerName: members.name,
      title: trackedGoods.title,
      number: sql<string | null>`coalesce(${trackedGoods.mallPid}, ${trackedGoods.midNo})`,
      keywords: count(trackedKeywords.gdkdSn),
    })
    .from(trackedGoods)
    .innerJoin(members, eq(members.mbrSn, trackedGoods.mbrSn))
    .leftJoin(trackedKeywords, eq(trackedKeywords.gdpSn, trackedGoods.gdpSn))
    .where(inArray(trackedGoods.mbrSn, owners))
    .groupBy(trackedGoods.gdpSn, members.name)
    .orderBy(asc(trackedGoods.mbrSn), asc(trackedGoods.sortOrder), desc(trackedGoods.gdpSn));
  const places = await db
    .select({
      id: trackedPlaces.plceSn,
      owner: trackedPlaces.mbrSn,
      ownerName: members.name,
      title: trackedPlaces.name,
      number: trackedPlaces.placeId,
      keywords: count(placeKeywords.plkwrdSn),
    })
    .from(trackedPlaces)
    .innerJoin(members, eq(members.mbrSn, trackedPlaces.mbrSn))
    .leftJoin(placeKeywords, eq(placeKeywords.plceSn, trackedPlaces.plceSn))
    .where(inArray(trackedPlaces.mbrSn, owners))
    .groupBy(trackedPlaces.plceSn, members.name)
    .orderBy(asc(trackedPlaces.mbrSn), desc(trackedPlaces.plceSn));
  return { goods, places };
}

/** Revokes one of the member's own links; false when there is none of that id. */
export async function revoke(db: DbOrTx, memberId: number, reportSn: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(clientReports)
    .set({ revokedAt: at })
    .where(
      and(
        eq(clientReports.reportSn, reportSn),
        eq(clientReports.mbrSn, memberId),
        isNull(clientReports.revokedAt),
      ),
    )
    .returning({ id: clientReports.reportSn });
  return rows.length > 0;
}

export async function setMonthly(
  db: DbOrTx,
  memberId: number,
  reportSn: number,
  monthly: { monthly: boolean; mailTo: string[] },
) {
  const [row] = await db
    .update(clientReports)
    .set(monthly)
    .where(
      and(
        eq(clientReports.reportSn, reportSn),
        eq(clientReports.mbrSn, memberId),
        isNull(clientReports.revokedAt),
      ),
    )
    .returning(listed);
  return row ?? null;
}

const header = {
  reportSn: clientReports.reportSn,
  /** The member who made the report (never sent to the page). */
  ownerSn: clientReports.mbrSn,
  comment: clientReports.comment,
  name: clientReports.name,
  lastOpenedAt: clientReports.lastOpenedAt,
  /** The company of an agency member's own group; nothing for anyone else. */
  company: sql<string | null>`case when ${members.role} = 'MNPY_MBR' then ${agencyGroups.companyName} end`,
  /** That group's logo (issue 40 §1), by its public file name; nothing for anyone else. */
  logoFile: sql<string | null>`case when ${members.role} = 'MNPY_MBR' then ${agencyLogos.fileName} end`,
};

/** The live link of a token hash, of an active member; null for revoked, expired or unknown ones. */
export async function liveByHash(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .select(header)
    .from(clientReports)
    .innerJoin(members, eq(members.mbrSn, clientReports.mbrSn))
    .leftJoin(agencyGroups, eq(agencyGroups.id, members.groupId))
    .leftJoin(agencyLogos, eq(agencyLogos.groupId, members.groupId))
    .where(and(eq(clientReports.tokenHash, tokenHash), live(now), eq(members.status, 'ACTIVE')))
    .limit(1);
  return row ?? null;
}

/** One of the member's links that is not revoked (an expired one still downloads for its owner). */
export async function ownedReport(db: DbOrTx, memberId: number, reportSn: number) {
  const [row] = await db
    .select(header)
    .from(clientReports)
    .innerJoin(members, eq(members.mbrSn, clientReports.mbrSn))
    .leftJoin(agencyGroups, eq(agencyGroups.id, members.groupId))
    .leftJoin(agencyLogos, eq(agencyLogos.groupId, members.groupId))
    .where(
      and(
        eq(clientReports.reportSn, reportSn),
        eq(clientReports.mbrSn, memberId),
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
      /** Whose product or place it is: the report shows only its owner's and consenting members'. */
      owner: sql<number | null>`coalesce(${trackedGoods.mbrSn}, ${trackedPlaces.mbrSn})`,
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

// ---- the monthly mail's addresses (issue 35 §12) ----

const recipientColumns = {
  id: clientReportRecipients.id,
  reportSn: clientReportRecipients.reportSn,
  email: clientReportRecipients.email,
  status: clientReportRecipients.status,
  confirmSentAt: clientReportRecipients.confirmSentAt,
};

/** The recipient rows of these reports (every address ever typed, removed ones too). */
export async function recipientsOf(db: DbOrTx, reportSns: number[]) {
  if (!reportSns.length) return [];
  return db
    .select(recipientColumns)
    .from(clientReportRecipients)
    .where(inArray(clientReportRecipients.reportSn, reportSns));
}

/** The rows of these (normalized) addresses of a report, made pending where there is none. */
export async function ensureRecipients(db: DbOrTx, reportSn: number, emails: string[], at: Date) {
  if (!emails.length) return [];
  await db
    .insert(clientReportRecipients)
    .values(emails.map((email) => ({ reportSn, email, createdAt: at })))
    .onConflictDoNothing();
  return db
    .select(recipientColumns)
    .from(clientReportRecipients)
    .where(and(eq(clientReportRecipients.reportSn, reportSn), inArray(clientReportRecipients.email, emails)));
}

export async function insertRecipientToken(
  db: DbOrTx,
  row: {
    tokenHash: string;
    recipientId: number;
    purpose: 'confirm' | 'unsubscribe';
    createdAt: Date;
    expiresAt: Date | null;
  },
): Promise<void> {
  await db.insert(clientReportRecipientTokens).values(row);
}

/** Takes back tokens of a mail that did not go out. */
export async function deleteRecipientTokens(db: DbOrTx, hashes: string[]): Promise<void> {
  if (hashes.length)
    await db
      .delete(clientReportRecipientTokens)
      .where(inArray(clientReportRecipientTokens.tokenHash, hashes));
}

export async function markConfirmSent(db: DbOrTx, recipientId: number, at: Date): Promise<void> {
  await db
    .update(clientReportRecipients)
    .set({ confirmSentAt: at })
    .where(eq(clientReportRecipients.id, recipientId));
}

/**
 * The recipient a mail link's token names, with its report's name (and whether the report is
 * revoked); null for an unknown token, or a confirmation token past its expiry.
 */
export async function recipientByToken(
  db: DbOrTx,
  tokenHash: string,
  purpose: 'confirm' | 'unsubscribe',
  now: Date,
) {
  const [row] = await db
    .select({
      id: clientReportRecipients.id,
      email: clientReportRecipients.email,
      status: clientReportRecipients.status,
      name: clientReports.name,
      revoked: sql<boolean>`${clientReports.revokedAt} is not null`,
    })
    .from(clientReportRecipientTokens)
    .innerJoin(clientReportRecipients, eq(clientReportRecipients.id, clientReportRecipientTokens.recipientId))
    .innerJoin(clientReports, eq(clientReports.reportSn, clientReportRecipients.reportSn))
    .where(
      and(
        eq(clientReportRecipientTokens.tokenHash, tokenHash),
        eq(clientReportRecipientTokens.purpose, purpose),
        or(isNull(clientReportRecipientTokens.expiresAt), gt(clientReportRecipientTokens.expiresAt, now)),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * pending → confirmed; an unsubscribed address stays so. Its confirmation links keep working
 * until they expire, so opening the mail again says "confirmed" rather than "invalid".
 */
export async function confirmRecipient(db: DbOrTx, recipientId: number, at: Date): Promise<void> {
  await db
    .update(clientReportRecipients)
    .set({ status: 'confirmed', confirmedAt: at })
    .where(and(eq(clientReportRecipients.id, recipientId), eq(clientReportRecipients.status, 'pending')));
}

/** Any state → unsubscribed, for good; its confirmation links end too. */
export async function unsubscribeRecipient(db: DbOrTx, recipientId: number, at: Date): Promise<void> {
  await db
    .update(clientReportRecipients)
    .set({ status: 'unsubscribed', unsubscribedAt: at })
    .where(
      and(eq(clientReportRecipients.id, recipientId), ne(clientReportRecipients.status, 'unsubscribed')),
    );
  await db
    .delete(clientReportRecipientTokens)
    .where(
      and(
        eq(clientReportRecipientTokens.recipientId, recipientId),
        eq(clientReportRecipientTokens.purpose, 'confirm'),
      ),
    );
}

/** A report's confirmed addresses (the service keeps those still in its mail_to). */
export async function confirmedRecipients(db: DbOrTx, reportSn: number) {
  return db
    .select(recipientColumns)
    .from(clientReportRecipients)
    .where(and(eq(clientReportRecipients.reportSn, reportSn), eq(clientReportRecipients.status, 'confirmed')))
    .orderBy(asc(clientReportRecipients.id));
}

/**
 * Claims the (recipient, month) mail: true for the one caller whose row went in, on any instance.
 * The primary key decides; a concurrent claim waits for the first one's commit and finds the row.
 */
export async function claimDelivery(
  db: DbOrTx,
  recipientId: number,
  month: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .insert(clientReportDeliveries)
    .values({ recipientId, month, claimedAt: at })
    .onConflictDoNothing()
    .returning({ recipientId: clientReportDeliveries.recipientId });
  return rows.length > 0;
}

export async function markDelivered(db: DbOrTx, recipientId: number, month: string, at: Date): Promise<void> {
  await db
    .update(clientReportDeliveries)
    .set({ status: 'sent', sentAt: at })
    .where(and(eq(clientReportDeliveries.recipientId, recipientId), eq(clientReportDeliveries.month, month)));
}

/** Gives a claim back after a failed send, so the job's retry may send it. */
export async function releaseDelivery(db: DbOrTx, recipientId: number, month: string): Promise<void> {
  await db
    .delete(clientReportDeliveries)
    .where(
      and(
        eq(clientReportDeliveries.recipientId, recipientId),
        eq(clientReportDeliveries.month, month),
        eq(clientReportDeliveries.status, 'sending'),
      ),
    );
}

// ---- rendered PDFs (issue 35 §5) ----

/** The PDF made of exactly this data, if any instance made it. */
/** A logo's image for the PDF: its PNG twin when the upload is WebP, else the upload itself. */
export async function pdfLogo(db: DbOrTx, fileName: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ content: agencyLogos.content, pdfImage: agencyLogos.pdfImage })
    .from(agencyLogos)
    .where(eq(agencyLogos.fileName, fileName));
  return row ? (row.pdfImage ?? row.content) : null;
}

export async function cachedPdf(db: DbOrTx, reportSn: number, dataHash: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ content: clientReportPdfs.content })
    .from(clientReportPdfs)
    .where(and(eq(clientReportPdfs.reportSn, reportSn), eq(clientReportPdfs.dataHash, dataHash)));
  return row?.content ?? null;
}

/** Keeps a new render as the report's only PDF (the one of older data goes). */
export async function storePdf(
  db: DbOrTx,
  reportSn: number,
  dataHash: string,
  content: Buffer,
  at: Date,
): Promise<void> {
  await db
    .insert(clientReportPdfs)
    .values({ reportSn, dataHash, content, createdAt: at })
    .onConflictDoNothing();
  await db
    .delete(clientReportPdfs)
    .where(and(eq(clientReportPdfs.reportSn, reportSn), ne(clientReportPdfs.dataHash, dataHash)));
}

export async function deletePdfs(db: DbOrTx, reportSn: number): Promise<void> {
  await db.delete(clientReportPdfs).where(eq(clientReportPdfs.reportSn, reportSn));
}
