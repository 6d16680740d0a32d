import {
  type PublicReport,
  type ReportItem,
  type ReportKeyword,
  agencyLogoUrl,
  kstDateTime,
  ko,
  periodText,
} from '@seller/shared';
import type { ReportRankMap } from '@seller/shared/schemas/place-rank-map';
import type { Db } from '../../db/client';
import { clientReportPdfRenders } from '../../lib/metrics';
import { type WireProvenance, wireProvenance } from '../../lib/rank-engine/provenance';
import type { HistoryRecord } from '../../lib/rank-engine/store';
import {
  CONFIRM_TTL_DAYS,
  type Period,
  expiryOf,
  newReportToken,
  pdfDataHash,
  pdfFileName,
  recentPeriod,
  summarize,
} from './client-reports.domain';
import type { PdfRenderer } from './client-reports.pdf-pool';
import type { CountHit, ReportMailPort } from './client-reports.ports';
import * as repo from './client-reports.repository';

/*
 * What every use case of client reports shares (issue 38 §4: the service is split by use case,
 * client-reports.service.ts composes them): the dependencies, the report's content and PDF, the
 * mail links and their tokens.
 */

export interface ClientReportsDeps {
  db: Db;
  now: () => Date;
  mail: ReportMailPort;
  logError: (err: unknown, what: string) => void;
  /** Renders PDFs off the event loop (client-reports.pdf-pool.ts). */
  renderer: PdfRenderer;
  /** Counts one event under a key in the database (every instance together). */
  count: CountHit;
  /** The site's address, for the links in mails. */
  publicUrl: string;
  /** Korea days since `since` each of these products was switched to another (rank-alerts' changes). */
  productChanges?: (goodsIds: number[], since: string) => Promise<{ targetId: number; day: string }[]>;
  /** Lines under each keyword: its latest listed figures and the product's events (rank-changes, issue 42). */
  rankNotes?: (
    goods: { keywordId: number; gdpSn: number }[],
    places: number[],
    from: string,
    to: string,
  ) => Promise<Map<string, string[]>>;
  /** Each place's latest 순위 지도 started before an instant (place-rank-map, issue 41). */
  rankMaps?: (plceSns: number[], before: Date) => Promise<Map<number, ReportRankMap>>;
}

export const t = ko.clientReports;
/** How deep each list is checked (the rank features' depths, docs/architecture.md). */
const DEPTH = { goods: 500, place: 300 } as const;
export const iso = (d: Date | null) => d?.toISOString() ?? null;

export type Header = NonNullable<Awaited<ReturnType<typeof repo.liveByHash>>>;

export interface ReportPdf {
  fileName: string;
  content: Buffer;
}

/** What a mail link's token opened, for its page. */
export type MailLinkResult =
  { ok: true; state: 'pending' | 'confirmed' | 'unsubscribed'; name: string; email: string } | { ok: false };

/** RFC 8058: mail apps show their own unsubscribe button and POST `List-Unsubscribe=One-Click`. */
export const listUnsubscribe = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** The shared parts of the client-report use cases (see the top of this file). */
export function createReportsContext(deps: ClientReportsDeps) {
  const { db, now } = deps;
  /**
   * Renders under way in this process by report and data: 20 requests for one report's PDF at
   * once wait for one render. Only saves work; the database copy is what instances share.
   */
  const rendering = new Map<string, Promise<Buffer>>();

  /** The report's content over a period, as the page and the PDF show it. */
  async function build(head: Header, period: Period): Promise<PublicReport> {
    const content = await repo.contentOf(db, head.reportSn, period.from, period.to);
    // Only what the owner may still show (issue 40 §1): a member who left the agency's group, or
    // never joined it by consent, drops out of the report at once.
    const owners = new Set(await repo.reportOwners(db, head.ownerSn));
    const c = { ...content, items: content.items.filter((i) => i.owner !== null && owners.has(i.owner)) };
    const historyOf = (rows: HistoryRecord[]) => {
      const by = new Map<number, Array<{ day: string; rank: number; provenance: WireProvenance | null }>>();
      for (const r of rows)
        by.set(r.id, [
          ...(by.get(r.id) ?? []),
          { day: r.day, rank: r.rank, provenance: wireProvenance(r.provenance) },
        ]);
      return by;
    };
    const goodsHistory = historyOf(c.goodsHistory);
    const switched = new Map<number, string[]>();
    const goodsIds = c.items.flatMap((i) => (i.gdpSn === null ? [] : [i.gdpSn]));
    for (const ch of (await deps.productChanges?.(goodsIds, period.from)) ?? []) {
      if (ch.day <= period.to) switched.set(ch.targetId, [...(switched.get(ch.targetId) ?? []), ch.day]);
    }
    const placeHistory = historyOf(c.placeHistory);
    // The latest map of each place started by the period's last Korea day (issue 41).
    const placeIds = c.items.flatMap((i) => (i.plceSn === null ? [] : [i.plceSn]));
    const dayAfter = new Date(new Date(`${period.to}T00:00:00+09:00`).getTime() + 86_400_000);
    const maps = (await deps.rankMaps?.(placeIds, dayAfter)) ?? new Map<number, ReportRankMap>();
    const shown = new Set([...goodsIds.map((id) => `g${id}`), ...placeIds.map((id) => `p${id}`)]);
    const notes =
      (await deps.rankNotes?.(
        c.goodsKeywords
          .filter((k) => shown.has(`g${k.item}`))
          .map((k) => ({ keywordId: k.id, gdpSn: k.item })),
        c.placeKeywords.filter((k) => shown.has(`p${k.item}`)).map((k) => k.id),
        period.from,
        period.to,
      )) ?? new Map<string, string[]>();
    const noted = <K extends ReportKeyword>(key: string, k: K): K =>
      notes.has(key) ? { ...k, notes: notes.get(key)! } : k;
    const items: ReportItem[] = c.items.map((i) =>
      i.gdpSn !== null
        ? {
            kind: 'goods',
            name: i.goodsTitle ?? i.goodsNumber ?? '',
            depth: DEPTH.goods,
            keywords: c.goodsKeywords
              .filter((k) => k.item === i.gdpSn)
              .map((k) =>
                noted(
                  `goods:${k.id}`,
                  summarize(k.keyword, goodsHistory.get(k.id) ?? [], switched.get(i.gdpSn!) ?? []),
                ),
              ),
          }
        : {
            kind: 'place',
            name: i.placeName ?? i.placeId ?? '',
            depth: DEPTH.place,
            keywords: c.placeKeywords
              .filter((k) => k.item === i.plceSn)
              .map((k) => noted(`place:${k.id}`, summarize(k.keyword, placeHistory.get(k.id) ?? []))),
            ...(maps.has(i.plceSn!) ? { rankMap: maps.get(i.plceSn!)! } : {}),
          },
    );
    return {
      company: head.company,
      logoUrl: head.logoFile ? agencyLogoUrl(head.logoFile) : null,
      name: head.name,
      comment: head.comment,
      from: period.from,
      to: period.to,
      items,
    };
  }

  /**
   * The report's PDF: the one made before when nothing it shows has changed since (on any
   * instance), else a new render in the pool, kept for the next request.
   */
  async function pdfOf(head: Header, period: Period, periodLabel: string): Promise<ReportPdf> {
    const report = await build(head, period);
    const hash = pdfDataHash({ report, period, periodLabel });
    const key = `${head.reportSn}:${hash}`;
    const fileName = pdfFileName(head.name, period);
    const stored = await repo.cachedPdf(db, head.reportSn, hash);
    if (stored) return { fileName, content: stored };
    let render = rendering.get(key);
    if (!render) {
      render = (async () => {
        clientReportPdfRenders.inc();
        // The logo's bytes go with the data (the thread has no database); its address in the
        // report is new at every upload, so a new logo is a new hash and a new render.
        const logo = head.logoFile ? await repo.pdfLogo(db, head.logoFile) : null;
        const content = await deps.renderer.render({
          report,
          period,
          heading: { periodLabel, generatedAt: kstDateTime(now()) },
          logo,
        });
        await repo.storePdf(db, head.reportSn, hash, content, now());
        return content;
      })().finally(() => rendering.delete(key));
      rendering.set(key, render);
    }
    return { fileName, content: await render };
  }

  const link = (path: string, token: string) =>
    `${deps.publicUrl}/v1/report-mail/${path}?token=${encodeURIComponent(token)}`;

  /** A new random token of a recipient, kept as its hash; the link's token in the answer. */
  async function newRecipientToken(recipientId: number, purpose: 'confirm' | 'unsubscribe', at: Date) {
    const { token, hash } = newReportToken();
    await repo.insertRecipientToken(db, {
      tokenHash: hash,
      recipientId,
      purpose,
      createdAt: at,
      expiresAt: purpose === 'confirm' ? expiryOf(at, CONFIRM_TTL_DAYS) : null,
    });
    return { token, hash };
  }

  const recent = () => {
    const period = recentPeriod(now());
    return { period, label: t.period(periodText(period.from, period.to)) };
  };

  return { deps, db, now, build, pdfOf, link, newRecipientToken, recent };
}

export type ReportsContext = ReturnType<typeof createReportsContext>;
