import {
  type ClientReportCandidates,
  type ClientReportMonthly,
  type ClientReportRow,
  type CreateClientReportBody,
  type PublicReport,
  type ReportItem,
  kstDate,
  kstDateTime,
  ko,
} from '@seller/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { clientReportPdfRenders } from '../../lib/metrics';
import {
  CONFIRM_CAPS,
  CONFIRM_TTL_DAYS,
  LAST_OPENED_STEP_MS,
  MAX_LIVE_REPORTS,
  type Period,
  distinctEmails,
  expiryOf,
  hashReportToken,
  isTokenShape,
  monthPeriod,
  newReportToken,
  normalEmail,
  pdfDataHash,
  pdfFileName,
  previousMonth,
  recentPeriod,
  recipientStates,
  summarize,
} from './client-reports.domain';
import { confirmationMail, monthlyMail } from './client-reports.mail';
import type { PdfRenderer } from './client-reports.pdf-pool';
import type { CountHit, ReportMailPort } from './client-reports.ports';
import * as repo from './client-reports.repository';
import { type WireProvenance, wireProvenance } from '../../lib/rank-engine/provenance';
import type { HistoryRecord } from '../../lib/rank-engine/store';

const t = ko.clientReports;
/** How deep each list is checked (the rank features' depths, docs/architecture.md). */
const DEPTH = { goods: 500, place: 300 } as const;
const iso = (d: Date | null) => d?.toISOString() ?? null;
/** The window of a daily cap's count; its key names the Korea day, so each day counts anew. */
const DAY_MS = 86_400_000;

type Header = NonNullable<Awaited<ReturnType<typeof repo.liveByHash>>>;

export interface ReportPdf {
  fileName: string;
  content: Buffer;
}

/** What a mail link's token opened, for its page. */
export type MailLinkResult =
  { ok: true; state: 'pending' | 'confirmed' | 'unsubscribed'; name: string; email: string } | { ok: false };

export function createClientReportsService(deps: {
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
}) {
  const { db, now } = deps;
  /**
   * Renders under way in this process by report and data: 20 requests for one report's PDF at
   * once wait for one render. Only saves work; the database copy is what instances share.
   */
  const rendering = new Map<string, Promise<Buffer>>();

  /** The report's content over a period, as the page and the PDF show it. */
  async function build(head: Header, period: Period): Promise<PublicReport> {
    const c = await repo.contentOf(db, head.reportSn, period.from, period.to);
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
        const content = await deps.renderer.render({
          report,
          period,
          heading: { periodLabel, generatedAt: kstDateTime(now()) },
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

  /**
   * One confirmation mail to a pending address, within the daily caps (per address, from every
   * member; per member), counted in the database so every instance counts together. The reason
   * it did not go, as an error code, or null once sent.
   */
  async function sendConfirmation(
    mbrSn: number,
    head: { name: string; company: string | null },
    recipient: { id: number; email: string },
  ): Promise<
    'REPORT_CONFIRM_DAILY_LIMIT' | 'REPORT_CONFIRM_MEMBER_LIMIT' | 'REPORT_CONFIRM_MAIL_FAILED' | null
  > {
    if (!deps.mail.configured) return 'REPORT_CONFIRM_MAIL_FAILED';
    const at = now();
    const day = kstDate(at);
    // The member's own budget first: a member past it uses up nothing of the address's.
    if (
      (await deps.count(`client-report-confirm-member:${mbrSn}:${day}`, DAY_MS)).current >
      CONFIRM_CAPS.perMember
    )
      return 'REPORT_CONFIRM_MEMBER_LIMIT';
    const addressKey = `client-report-confirm:${hashReportToken(recipient.email)}:${day}`;
    if ((await deps.count(addressKey, DAY_MS)).current > CONFIRM_CAPS.perAddress)
      return 'REPORT_CONFIRM_DAILY_LIMIT';
    const confirm = await newRecipientToken(recipient.id, 'confirm', at);
    const unsubscribe = await newRecipientToken(recipient.id, 'unsubscribe', at);
    const mail = confirmationMail({
      name: head.name,
      sender: head.company,
      confirmUrl: link('confirm', confirm.token),
      unsubscribeUrl: link('unsubscribe', unsubscribe.token),
      days: CONFIRM_TTL_DAYS,
    });
    try {
      await deps.mail.sendMail({
        to: recipient.email,
        ...mail,
        headers: listUnsubscribe(link('unsubscribe', unsubscribe.token)),
      });
    } catch (err) {
      await repo.deleteRecipientTokens(db, [confirm.hash, unsubscribe.hash]);
      deps.logError(err, 'client report confirmation mail');
      return 'REPORT_CONFIRM_MAIL_FAILED';
    }
    await repo.markConfirmSent(db, recipient.id, now());
    return null;
  }

  /**
   * After the member saved the monthly mail's addresses: a confirmation to each address that is
   * pending and never got one (a new address, or one a cap held back). How many went.
   */
  async function invite(mbrSn: number, reportSn: number, mailTo: string[]): Promise<number> {
    const head = await repo.ownedReport(db, mbrSn, reportSn);
    if (!head) return 0;
    const emails = distinctEmails(mailTo);
    const rows = await repo.ensureRecipients(db, reportSn, emails, now());
    let sent = 0;
    // In the order typed.
    for (const r of rows.sort((a, b) => emails.indexOf(a.email) - emails.indexOf(b.email))) {
      if (r.status !== 'pending' || r.confirmSentAt) continue;
      if ((await sendConfirmation(mbrSn, head, r)) === null) sent += 1;
    }
    return sent;
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

  /** The recipient a mail link's token names; null for a malformed, unknown or expired one. */
  async function byToken(token: string | undefined, purpose: 'confirm' | 'unsubscribe') {
    if (!token || !isTokenShape(token)) return null;
    const r = await repo.recipientByToken(db, hashReportToken(token), purpose, now());
    // A revoked link's confirmation confirms nothing (its unsubscribe still works).
    return r && (purpose === 'unsubscribe' || !r.revoked) ? r : null;
  }

  const recent = () => {
    const period = recentPeriod(now());
    return { period, label: t.period(period.from, period.to) };
  };

  return {
    async list(mbrSn: number): Promise<ClientReportRow[]> {
      const reports = await repo.reportsOf(db, mbrSn);
      const recipients = await repo.recipientsOf(
        db,
        reports.map((r) => r.id),
      );
      return reports.map((r) => ({
        id: r.id,
        name: r.name,
        items: r.items,
        createdAt: r.createdAt.toISOString(),
        expiresAt: iso(r.expiresAt),
        lastOpenedAt: iso(r.lastOpenedAt),
        monthly: r.monthly,
        mailTo: r.mailTo,
        recipients: recipientStates(
          r.mailTo,
          recipients.filter((x) => x.reportSn === r.id),
        ).map((x) => ({ ...x, confirmSentAt: iso(x.confirmSentAt) })),
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

    /**
     * A new link; the answer is the only place its token ever appears. With the monthly mail on,
     * each address gets its confirmation mail once the link is saved.
     */
    async create(
      mbrSn: number,
      input: CreateClientReportBody,
    ): Promise<{ row: ClientReportRow & { token: string }; confirmations: number }> {
      const at = now();
      const row = await db.transaction(async (tx) => {
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
      const confirmations = input.monthly ? await invite(mbrSn, row.id, input.mailTo) : 0;
      const recipients = await repo.recipientsOf(db, [row.id]);
      return {
        row: {
          ...row,
          recipients: recipientStates(row.mailTo, recipients).map((x) => ({
            ...x,
            confirmSentAt: iso(x.confirmSentAt),
          })),
        },
        confirmations,
      };
    },

    /** Sets the monthly mail; addresses new to the report get their confirmation mail. */
    async setMonthly(
      mbrSn: number,
      reportSn: number,
      input: ClientReportMonthly,
    ): Promise<{ confirmations: number }> {
      const row = await repo.setMonthly(db, mbrSn, reportSn, {
        monthly: input.monthly,
        mailTo: input.mailTo,
      });
      if (!row) throw new AppError('CLIENT_REPORT_NOT_FOUND');
      return { confirmations: input.monthly ? await invite(mbrSn, reportSn, input.mailTo) : 0 };
    },

    /** The member's "send the confirmation again" for one address of its report. */
    async resendConfirmation(mbrSn: number, reportSn: number, email: string): Promise<void> {
      const head = await repo.ownedReport(db, mbrSn, reportSn);
      const report = head && (await repo.reportsOf(db, mbrSn)).find((r) => r.id === reportSn);
      if (!head || !report) throw new AppError('CLIENT_REPORT_NOT_FOUND');
      const wanted = normalEmail(email);
      if (!distinctEmails(report.mailTo).includes(wanted)) throw new AppError('REPORT_RECIPIENT_NOT_FOUND');
      const [recipient] = await repo.ensureRecipients(db, reportSn, [wanted], now());
      if (recipient!.status === 'confirmed') throw new AppError('REPORT_RECIPIENT_CONFIRMED');
      if (recipient!.status === 'unsubscribed') throw new AppError('REPORT_RECIPIENT_UNSUBSCRIBED');
      const refused = await sendConfirmation(mbrSn, head, recipient!);
      if (refused) throw new AppError(refused);
    },

    /** What a confirmation link names, for its page (a GET: nothing changes). */
    async confirmation(token: string | undefined): Promise<MailLinkResult> {
      const r = await byToken(token, 'confirm');
      return r ? { ok: true, state: r.status, name: r.name, email: r.email } : { ok: false };
    },

    /** The address confirms (the page's button): from now on it gets the monthly mail. */
    async confirm(token: string | undefined): Promise<MailLinkResult> {
      const r = await byToken(token, 'confirm');
      if (!r) return { ok: false };
      if (r.status === 'pending') await repo.confirmRecipient(db, r.id, now());
      const after = r.status === 'pending' ? 'confirmed' : r.status;
      return { ok: true, state: after, name: r.name, email: r.email };
    },

    /** The mail's unsubscribe link (and RFC 8058 one-click): this report mails the address no more. */
    async unsubscribe(token: string | undefined): Promise<MailLinkResult> {
      const r = await byToken(token, 'unsubscribe');
      if (!r) return { ok: false };
      await repo.unsubscribeRecipient(db, r.id, now());
      return { ok: true, state: 'unsubscribed', name: r.name, email: r.email };
    },

    async revoke(mbrSn: number, reportSn: number): Promise<void> {
      if (!(await repo.revoke(db, mbrSn, reportSn, now()))) throw new AppError('CLIENT_REPORT_NOT_FOUND');
      await repo.deletePdfs(db, reportSn);
    },

    /** Ends the render threads (the app's close). */
    close: () => deps.renderer.close(),

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
     * The monthly mail (run on the 1st, Korea time): last month's PDF to each confirmed address of
     * every live link that asks for it, once per (address, month) on any number of instances and
     * runs: the outbox row is claimed before sending; a failed send gives it back so the job's
     * retry sends it. Each mail carries its own unsubscribe link (and RFC 8058 headers).
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
        const listed = new Set(distinctEmails(r.mailTo));
        const recipients = (await repo.confirmedRecipients(db, r.reportSn)).filter((x) =>
          listed.has(x.email),
        );
        let pdf: ReportPdf | null = null;
        for (const recipient of recipients) {
          if (!(await repo.claimDelivery(db, recipient.id, month, at))) {
            skipped += 1;
            continue;
          }
          let tokenHash: string | null = null;
          try {
            const head = await repo.ownedReport(db, r.mbrSn, r.reportSn);
            if (!head) continue;
            pdf ??= await pdfOf(head, period, t.monthPeriod(month));
            const unsubscribe = await newRecipientToken(recipient.id, 'unsubscribe', now());
            tokenHash = unsubscribe.hash;
            const url = link('unsubscribe', unsubscribe.token);
            await deps.mail.sendMail({
              to: recipient.email,
              ...monthlyMail({ name: head.name, month, unsubscribeUrl: url }),
              headers: listUnsubscribe(url),
              attachments: [{ filename: pdf.fileName, content: pdf.content, contentType: 'application/pdf' }],
            });
            await repo.markDelivered(db, recipient.id, month, now());
            sent += 1;
          } catch (err) {
            await repo.releaseDelivery(db, recipient.id, month);
            if (tokenHash) await repo.deleteRecipientTokens(db, [tokenHash]);
            deps.logError(err, 'monthly client report mail');
            failure = err;
          }
        }
      }
      // The others went out; the job fails so pg-boss retries the ones given back.
      if (failure) throw failure;
      return { sent, skipped };
    },
  };
}

/** RFC 8058: mail apps show their own unsubscribe button and POST `List-Unsubscribe=One-Click`. */
const listUnsubscribe = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

export type ClientReportsService = ReturnType<typeof createClientReportsService>;
