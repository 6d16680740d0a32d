import { createHash, randomBytes } from 'node:crypto';
import { addDays, addMonths, format, parseISO, subDays } from 'date-fns';
import { kstDate, methodChangeDays, methodChanged, type ReportKeyword } from '@seller/shared';
import type { WireProvenance } from '../../lib/rank-engine/provenance';

/** At most this many live links per member. */
export const MAX_LIVE_REPORTS = 50;
/** last_opened_at is written at most this often per link (one update a minute, not per view). */
export const LAST_OPENED_STEP_MS = 60_000;
/** Opens of public reports (page and PDF together) per IP in one window, counted in the database. */
export const REPORT_RATE = { max: 30, windowMs: 60_000 };
/** The owner's PDF downloads per member in one window (every instance together, in the database). */
export const OWNER_PDF_RATE = { max: 10, windowMs: 60_000 };
/**
 * Opens of the mail's confirm and unsubscribe links per IP in one window: wider than a report's,
 * since RFC 8058 one-click POSTs of many recipients come from one mail provider's servers.
 */
export const MAIL_LINK_RATE = { max: 60, windowMs: 60_000 };
/** A member's "resend the confirmation" clicks in one window. */
export const RESEND_RATE = { max: 10, windowMs: 60_000 };
/**
 * Confirmation mails a Korea day: to one address from every member and report together (nobody
 * can flood an inbox through our confirmations), and from one member to all its addresses.
 */
export const CONFIRM_CAPS = { perAddress: 3, perMember: 50 };
/** Days a confirmation link works. */
export const CONFIRM_TTL_DAYS = 7;
/**
 * The PDF's layout version: part of the cache key, so PDFs made by an older layout are not reused.
 * Raise it with any change of client-reports.pdf.ts that changes what a PDF looks like.
 */
const PDF_LAYOUT = 5;
/** The live report's period: the last 30 Korea days, today included. */
const PERIOD_DAYS = 30;

/** A new link token: 32 random bytes in base64url (43 characters), and the hash the table keeps. */
export function newReportToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashReportToken(token) };
}

export const hashReportToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** An address as it is compared and counted: trimmed and lower-cased. */
export const normalEmail = (address: string): string => address.trim().toLowerCase();

/** The addresses of a mail_to list, normalized, each once, in the order typed. */
export const distinctEmails = (mailTo: readonly string[]): string[] => [...new Set(mailTo.map(normalEmail))];

export type RecipientState = 'pending' | 'confirmed' | 'unsubscribed';

/**
 * Each typed address with what it said; an address without a row (typed before confirmations
 * existed) waits for its confirmation like a new one.
 */
export function recipientStates(
  mailTo: readonly string[],
  rows: ReadonlyArray<{ email: string; status: RecipientState; confirmSentAt: Date | null }>,
): Array<{ email: string; state: RecipientState; confirmSentAt: Date | null }> {
  const byEmail = new Map(rows.map((r) => [r.email, r]));
  const seen = new Set<string>();
  return mailTo.flatMap((typed) => {
    const email = normalEmail(typed);
    if (seen.has(email)) return [];
    seen.add(email);
    const row = byEmail.get(email);
    return [
      { email: typed.trim(), state: row?.status ?? 'pending', confirmSentAt: row?.confirmSentAt ?? null },
    ];
  });
}

/**
 * The version of a PDF's data: SHA-256 of everything it shows but the time it was made (the
 * report's names, items and ranks, the period and its label, the layout). Equal hashes, equal PDFs.
 */
export function pdfDataHash(input: { report: unknown; period: Period; periodLabel: string }): string {
  return createHash('sha256')
    .update(JSON.stringify([PDF_LAYOUT, input.period, input.periodLabel, input.report]))
    .digest('hex');
}

/** Whether a string can be one of our tokens at all (anything else skips the database). */
export const isTokenShape = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);

export function expiryOf(createdAt: Date, days: number | null): Date | null {
  return days === null ? null : new Date(createdAt.getTime() + days * 86_400_000);
}

export interface Period {
  from: string;
  to: string;
}

/** The last 30 Korea days up to the Korea date of `now`. */
export function recentPeriod(now: Date): Period {
  const to = kstDate(now);
  return { from: format(subDays(parseISO(to), PERIOD_DAYS - 1), 'yyyy-MM-dd'), to };
}

/** The Korea month before the one `now` falls in, as YYYY-MM. */
export function previousMonth(now: Date): string {
  return format(addMonths(parseISO(`${kstDate(now).slice(0, 7)}-01`), -1), 'yyyy-MM');
}

/** The first and last Korea day of a YYYY-MM month. */
export function monthPeriod(month: string): Period {
  const first = parseISO(`${month}-01`);
  return { from: format(first, 'yyyy-MM-dd'), to: format(subDays(addMonths(first, 1), 1), 'yyyy-MM-dd') };
}

/** Every Korea date of a period, in order (the chart's axis: days without a check stay gaps). */
export function daysOf(period: Period): string[] {
  const days: string[] = [];
  for (let d = parseISO(period.from); format(d, 'yyyy-MM-dd') <= period.to; d = addDays(d, 1))
    days.push(format(d, 'yyyy-MM-dd'));
  return days;
}

/** A recorded rank as the report says it: 0 (outside the checked range) becomes null. */
const ranked = (rank: number): number | null => (rank > 0 ? rank : null);

/**
 * One keyword's line of the report from its recorded days (ascending): the latest rank, the move
 * from the recorded day before it (positive = up; none across a change of source or surface,
 * issue 36 §2), the best rank of the period, where the latest rank came from and the days the
 * method changed.
 */
export function summarize(
  keyword: string,
  history: Array<{ day: string; rank: number; provenance?: WireProvenance | null }>,
  /** Korea days the tracked product was switched to another (issue 40 §1), ascending. */
  productChanges: readonly string[] = [],
): ReportKeyword {
  const ranks = history.map((h) => ({ day: h.day, rank: ranked(h.rank), provenance: h.provenance ?? null }));
  const lastDay = ranks.at(-1);
  const dayBefore = ranks.at(-2);
  const last = lastDay?.rank ?? null;
  const before = dayBefore?.rank ?? null;
  // Across a change of source or surface, or of the product itself, the two ranks are not a move.
  const switched = productChanges.some(
    (d) => !!lastDay && !!dayBefore && d > dayBefore.day && d <= lastDay.day,
  );
  const comparable = !methodChanged(lastDay?.provenance, dayBefore?.provenance) && !switched;
  const all = ranks.flatMap((r) => (r.rank === null ? [] : [r.rank]));
  return {
    keyword,
    rank: last,
    move: last !== null && before !== null && comparable ? before - last : null,
    best: all.length ? Math.min(...all) : null,
    ranks,
    provenance: lastDay?.provenance ?? null,
    methodChanges: methodChangeDays(ranks),
    ...(productChanges.length ? { productChanges: [...productChanges] } : {}),
  };
}

/** Monthly mail: the (report, month) outbox key and the attachment's name. */
export const pdfFileName = (name: string, period: Period): string =>
  `${name
    .replace(/[\\/:*?"<>|\s]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40)}_${period.from}_${period.to}.pdf`;
