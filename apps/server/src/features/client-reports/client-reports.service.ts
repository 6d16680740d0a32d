import {
  type ClientReportCandidates,
  type ClientReportMonthly,
  type ClientReportRow,
  type CreateClientReportBody,
  type PublicReport,
  type ReportItem,
  kstDateTime,
  ko,
} from '@seller/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  LAST_OPENED_STEP_MS,
  MAX_LIVE_REPORTS,
  type Period,
  expiryOf,
  hashReportToken,
  isTokenShape,
  monthPeriod,
  newReportToken,
  pdfFileName,
  previousMonth,
  recentPeriod,
  summarize,
} from './client-reports.domain';
import { renderReportPdf } from './client-reports.pdf';
import type { ReportMailPort } from './client-reports.ports';
import * as repo from './client-reports.repository';

const t = ko.clientReports;
/** How deep each list is checked (the rank features' depths, docs/architecture.md). */
const DEPTH = { goods: 500, place: 300 } as const;
const iso = (d: Date | null) => d?.toISOString() ?? null;

type Header = NonNullable<Awaited<ReturnType<typeof repo.liveByHash>>>;

export interface ReportPdf {
  fileName: string;
  content: Buffer;
}

export function createClientReportsService(deps: {
  db: Db;
  now: () => Date;
  mail: ReportMailPort;
  logError: (err: unknown, what: string) => void;
}) {
  const { db, now } = deps;

  /** The report's content over a period, as the page and the PDF show it. */
  async function build(head: Header, period: Period): Promise<PublicReport> {
    const c = await repo.contentOf(db, head.reportSn, period.from, period.to);
    const historyOf = (rows: Array<{ id: number; day: string; rank: number }>) => {
      const by = new Map<number, Array<{ day: string; rank: number }>>();
      for (const r of rows) by.set(r.id, [...(by.get(r.id) ?? []), { day: r.day, rank: r.rank }]);
      return by;
    };
    const goodsHistory = historyOf(c.goodsHistory);
    const placeHistory = historyOf(c.placeHistory);
    const items: ReportItem[] = c.items.map((i) =>
      i.gdpSn !== null
        ? {
            kind: 'goods',
            name: i.goodsTitle ?? i.goodsNumber ?? '',
            depth: DEPTH.goods,
            keywords: c.goodsKeywords
              .filter((k) => k.item === i.gdpSn)
              .map((k) => summarize(k.keyword, goodsHistory.get(k.id) ?? [])),
          }
        : {
            kind: 'place',
            name: i.placeName ?? i.placeId ?? '',
            depth: DEPTH.place,
            keywords: c.placeKeywords
              .filter((k) => k.item === i.plceSn)
              .map((k) => summarize(k.keyword, placeHistory.get(k.id) ?? [])),
          },
    );
    return { company: head.company, name: head.name, from: period.from, to: period.to, items };
  }

  async function pdfOf(head: Header, period: Period, periodLabel: string): Promise<ReportPdf> {
    const report = await build(head, period);
    const content = await renderReportPdf(report, period, {
      periodLabel,
      generatedAt: kstDateTime(now()),
    });
    return { fileName: pdfFileName(head.name, period), content };
  }

  /** The live link of a token, marked opened; REPORT_LINK_GONE for anything else. */
  async function opened(token: string): Promise<Header> {
    if (!isTokenShape(token)) throw new AppError('REPORT_LINK_GONE');
    const at = now();
    const head = await repo.liveByHash(db, hashReportToken(token), at);
    if (!head) throw new AppError('REPORT_LINK_GONE');
    await repo.touch(db, head.reportSn, at, LAST_OPENED_STEP_MS);
    return head;
  }

  const recent = () => {
    const period = recentPeriod(now());
    return { period, label: t.period(period.from, period.to) };
  };

  return {
    async list(mbrSn: number): Promise<ClientReportRow[]> {
      return (await repo.reportsOf(db, mbrSn)).map((r) => ({
        id: r.id,
        name: r.name,
        items: r.items,
        createdAt: r.createdAt.toISOString(),
        expiresAt: iso(r.expiresAt),
        lastOpenedAt: iso(r.lastOpenedAt),
        monthly: r.monthly,
        mailTo: r.mailTo,
      }));
    },

    async candidates(mbrSn: number): Promise<ClientReportCandidates> {
      const { goods, places } = await repo.candidatesOf(db, mbrSn);
      const named = (r: { id: number; title: string | null; number: string | null; keywords: number }) => ({
        id: r.id,
        name: r.title ?? r.number ?? '',
        keywords: r.keywords,
      });
      return { goods: goods.map(named), places: places.map(named) };
    },

    /** A new link; the answer is the only place its token ever appears. */
    async create(mbrSn: number, input: CreateClientReportBody): Promise<ClientReportRow & { token: string }> {
      const at = now();
      return db.transaction(async (tx) => {
        // Only the member's own products and places: one id of anyone else's refuses the whole call.
        const goods = await repo.ownedGoods(tx, mbrSn, input.goods);
        const places = await repo.ownedPlaces(tx, mbrSn, input.places);
        if (goods.length !== input.goods.length || places.length !== input.places.length)
          throw new AppError('CLIENT_REPORT_ITEM_NOT_FOUND');
        // A courtesy cap against clutter, not a money rule: a rare race past it is harmless.
        if ((await repo.liveCount(tx, mbrSn, at)) >= MAX_LIVE_REPORTS)
          throw new AppError('CLIENT_REPORT_LIMIT');
        const { token, hash } = newReportToken();
        const row = await repo.insertReport(tx, {
          mbrSn,
          name: input.name,
          tokenHash: hash,
          createdAt: at,
          expiresAt: expiryOf(at, input.expiresInDays),
          monthly: input.monthly,
          mailTo: input.mailTo,
        });
        // In the order given: products first, then places.
        await repo.insertItems(tx, row.id, [
          ...input.goods.map((gdpSn) => ({ gdpSn })),
          ...input.places.map((plceSn) => ({ plceSn })),
        ]);
        return {
          ...row,
          items: input.goods.length + input.places.length,
          createdAt: row.createdAt.toISOString(),
          expiresAt: iso(row.expiresAt),
          lastOpenedAt: null,
          token,
        };
      });
    },

    async setMonthly(mbrSn: number, reportSn: number, input: ClientReportMonthly): Promise<void> {
      const row = await repo.setMonthly(db, mbrSn, reportSn, {
        monthly: input.monthly,
        mailTo: input.mailTo,
      });
      if (!row) throw new AppError('CLIENT_REPORT_NOT_FOUND');
    },

    async revoke(mbrSn: number, reportSn: number): Promise<void> {
      if (!(await repo.revoke(db, mbrSn, reportSn, now()))) throw new AppError('CLIENT_REPORT_NOT_FOUND');
    },

    /** The public page's answer: the last 30 days of the link's items. */
    async open(token: string): Promise<PublicReport> {
      return build(await opened(token), recent().period);
    },

    async pdfByToken(token: string): Promise<ReportPdf> {
      const head = await opened(token);
      const { period, label } = recent();
      return pdfOf(head, period, label);
    },

    /** The owner's download from the list (an expired link's too, until it is revoked). */
    async pdfOfOwner(mbrSn: number, reportSn: number): Promise<ReportPdf> {
      const head = await repo.ownedReport(db, mbrSn, reportSn);
      if (!head) throw new AppError('CLIENT_REPORT_NOT_FOUND');
      const { period, label } = recent();
      return pdfOf(head, period, label);
    },

    /**
     * The monthly mail (run on the 1st, Korea time): last month's PDF to each live link's addresses,
     * once per (link, month) on any number of instances and runs: the outbox row is claimed before
     * sending; a failed send gives it back so the job's retry sends it.
     */
    async sendMonthly(): Promise<{ sent: number; skipped: number }> {
      const at = now();
      const month = previousMonth(at);
      const period = monthPeriod(month);
      let sent = 0;
      let skipped = 0;
      if (!deps.mail.configured) return { sent, skipped };
      let failure: unknown = null;
      for (const r of await repo.monthlyReports(db, at)) {
        if (!(await repo.claimMailing(db, r.reportSn, month, at))) {
          skipped += 1;
          continue;
        }
        try {
          const head = await repo.ownedReport(db, r.mbrSn, r.reportSn);
          if (!head) continue;
          const pdf = await pdfOf(head, period, t.monthPeriod(month));
          await deps.mail.sendMail({
            to: r.mailTo.join(', '),
            subject: t.mailSubject(head.name, month),
            text: t.mailText(head.name, month),
            html: `<p>${t.mailText(escapeHtml(head.name), month).replaceAll('\n', '<br>')}</p>`,
            attachments: [{ filename: pdf.fileName, content: pdf.content, contentType: 'application/pdf' }],
          });
          await repo.markSent(db, r.reportSn, month, now());
          sent += 1;
        } catch (err) {
          await repo.releaseMailing(db, r.reportSn, month);
          deps.logError(err, 'monthly client report mail');
          failure = err;
        }
      }
      // The others went out; the job fails so pg-boss retries the ones given back.
      if (failure) throw failure;
      return { sent, skipped };
    },
  };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export type ClientReportsService = ReturnType<typeof createClientReportsService>;
