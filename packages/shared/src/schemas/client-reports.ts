import { z } from './zod';
import { reportRankMap } from './place-rank-map';
import { ko } from '../messages/ko';
import { rankProvenanceSchema } from './rank-provenance';

/** Client reports (issue 29 §1): report links for an agency's clients. */

/** The expiries offered, in days; null = never. */
export const CLIENT_REPORT_EXPIRY_DAYS = [7, 30, 90] as const;
export const CLIENT_REPORT_NAME_MAX = 40;
/** Products and places together in one report. */
export const CLIENT_REPORT_MAX_ITEMS = 50;
/** Addresses of one report's monthly mail. */
export const CLIENT_REPORT_MAX_MAILS = 10;

const t = () => ko.clientReports;
const itemId = z.number().int().positive().max(2_147_483_647);

const mailTo = z
  .array(z.email({ error: (issue) => t().mailToInvalid(String(issue.input)) }).max(254))
  .max(CLIENT_REPORT_MAX_MAILS, { error: () => t().mailToTooMany(CLIENT_REPORT_MAX_MAILS) });

/** The monthly mail of a report: on the 1st, last month's PDF to these addresses. */
export const clientReportMonthly = z
  .object({ monthly: z.boolean(), mailTo })
  .refine((v) => !v.monthly || v.mailTo.length > 0, { error: () => t().mailToRequired, path: ['mailTo'] });
export type ClientReportMonthly = z.infer<typeof clientReportMonthly>;

const name = z
  .string()
  .trim()
  .min(1, { error: () => t().nameRequired })
  .max(CLIENT_REPORT_NAME_MAX, { error: () => t().nameTooLong });

/** The agency's comment shown at the top of a report (issue 40 §1). */
export const CLIENT_REPORT_COMMENT_MAX = 500;
const comment = z
  .string()
  .trim()
  .max(CLIENT_REPORT_COMMENT_MAX, { error: () => t().commentTooLong(CLIENT_REPORT_COMMENT_MAX) });

export const createClientReportBody = z
  .object({
    name,
    /** Optional; an empty one is none. */
    comment: comment.optional(),
    /** Days until the link stops working (7, 30 or 90), or null for no expiry. */
    expiresInDays: z.union([z.literal(7), z.literal(30), z.literal(90), z.null()]),
    /** Tracked products (gdpSn) and places (plceSn) of the caller. */
    goods: z.array(itemId).max(CLIENT_REPORT_MAX_ITEMS),
    places: z.array(itemId).max(CLIENT_REPORT_MAX_ITEMS),
    monthly: z.boolean(),
    mailTo,
  })
  .superRefine((v, ctx) => {
    const count = v.goods.length + v.places.length;
    if (count === 0) ctx.addIssue({ code: 'custom', path: ['goods'], message: t().itemsRequired });
    if (count > CLIENT_REPORT_MAX_ITEMS)
      ctx.addIssue({ code: 'custom', path: ['goods'], message: t().itemsTooMany(CLIENT_REPORT_MAX_ITEMS) });
    if (new Set(v.goods).size !== v.goods.length || new Set(v.places).size !== v.places.length)
      ctx.addIssue({ code: 'custom', path: ['goods'], message: t().itemsDuplicate });
    if (v.monthly && v.mailTo.length === 0)
      ctx.addIssue({ code: 'custom', path: ['mailTo'], message: t().mailToRequired });
  });
export type CreateClientReportBody = z.infer<typeof createClientReportBody>;

/**
 * An address of the monthly mail and what it said (issue 35 §12): it gets no report until it
 * confirms by its confirmation mail's link, and none after it unsubscribes.
 */
export const clientReportRecipient = z.object({
  email: z.string(),
  state: z.enum(['pending', 'confirmed', 'unsubscribed']),
  /** When the last confirmation mail went; null while none could. */
  confirmSentAt: z.string().nullable(),
});
export type ClientReportRecipient = z.infer<typeof clientReportRecipient>;

/** "Send the confirmation again" to one of the report's addresses. */
export const resendConfirmationBody = z.object({ email: z.string().trim().min(1).max(254) });

export const clientReportRow = z.object({
  id: z.number(),
  name: z.string(),
  /** Products and places in the report (ones deleted since are no longer counted). */
  items: z.number(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastOpenedAt: z.string().nullable(),
  monthly: z.boolean(),
  mailTo: z.array(z.string()),
  /** Each address of mail_to once, with its state. */
  recipients: z.array(clientReportRecipient),
});
export type ClientReportRow = z.infer<typeof clientReportRow>;

/** The new link's token in full: in this answer only, never again. */
export const createdClientReport = clientReportRow.extend({ token: z.string() });

export const clientReportIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The caller's tracked products and places the create form offers. */
const candidate = z.object({
  id: z.number(),
  name: z.string(),
  keywords: z.number(),
  /** For an agency: the group member whose item it is (joined by consent); null for its own. */
  owner: z.string().nullable().optional(),
});
export const clientReportCandidates = z.object({ goods: z.array(candidate), places: z.array(candidate) });
export type ClientReportCandidates = z.infer<typeof clientReportCandidates>;

// ---- The public report (/report/:token) ----

/** A report token: 32 random bytes in base64url (43 characters); anything else is no report. */
export const reportTokenParams = z.object({ token: z.string().max(100) });

const rank = z.number().int().nullable();
export const reportKeyword = z.object({
  keyword: z.string(),
  /** The latest recorded rank of the period; null = outside the checked range or never checked. */
  rank,
  /**
   * Places gained since the day before that (positive = up); null when either day has no rank,
   * or when the two were read by another source or surface (issue 36 §2: no move across it).
   */
  move: z.number().int().nullable(),
  /** The best rank of the period. */
  best: rank,
  ranks: z.array(z.object({ day: z.string(), rank, provenance: rankProvenanceSchema.nullable().optional() })),
  /** Where the latest rank came from (the report's source line). */
  provenance: rankProvenanceSchema.nullable().optional(),
  /** Days of the period read by another method than the recorded day before ("수집 방식 변경"). */
  methodChanges: z.array(z.string()).optional(),
  /**
   * Days the member switched the tracked product to another (issue 40 §1): the ranks after it are
   * another product's, so there is no move across it, and the chart marks it.
   */
  productChanges: z.array(z.string()).optional(),
  /** 순위 변동 원인 (issue 42 §3): the period's latest figures the page gave and the member's events, worded. */
  notes: z.array(z.string()).optional(),
});
export type ReportKeyword = z.infer<typeof reportKeyword>;

export const reportItem = z.object({
  kind: z.enum(['goods', 'place']),
  name: z.string(),
  /** How deep the list is checked ("500위 밖" for products, 300 for places). */
  depth: z.number(),
  keywords: z.array(reportKeyword),
  /** A place's latest 순위 지도 within the period (issue 41), when it has one. */
  rankMap: reportRankMap.optional(),
});
export type ReportItem = z.infer<typeof reportItem>;

/** Everything the public page shows: no member, e-mail, balance or id of anything. */
export const publicReport = z.object({
  /** The agency's company name; null for a member who is not an agency (a neutral title then). */
  company: z.string().nullable(),
  /** The agency's logo (issue 40 §1): its public address, null without one (the name alone then). */
  logoUrl: z.string().nullable(),
  name: z.string(),
  /** The maker's comment for the client (issue 40 §1); null without one. */
  comment: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  items: z.array(reportItem),
});
export type PublicReport = z.infer<typeof publicReport>;

// ---- The web form ----

/** Addresses as typed: one a line or separated by commas. */
export const splitMailTo = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);

export const clientReportForm = z
  .object({
    name,
    comment,
    expiry: z.enum(['7', '30', '90', 'never']),
    goods: z.array(z.number()),
    places: z.array(z.number()),
    monthly: z.boolean(),
    mailTo: z.string().max(3000),
  })
  .superRefine((v, ctx) => {
    const count = v.goods.length + v.places.length;
    if (count === 0) ctx.addIssue({ code: 'custom', path: ['goods'], message: t().itemsRequired });
    if (count > CLIENT_REPORT_MAX_ITEMS)
      ctx.addIssue({ code: 'custom', path: ['goods'], message: t().itemsTooMany(CLIENT_REPORT_MAX_ITEMS) });
    if (!v.monthly) return;
    const parsed = mailTo.safeParse(splitMailTo(v.mailTo));
    if (!parsed.success)
      ctx.addIssue({ code: 'custom', path: ['mailTo'], message: parsed.error.issues[0]!.message });
    else if (parsed.data.length === 0)
      ctx.addIssue({ code: 'custom', path: ['mailTo'], message: t().mailToRequired });
  });
export type ClientReportForm = z.infer<typeof clientReportForm>;

export const createReportBodyOf = (form: ClientReportForm): CreateClientReportBody => ({
  name: form.name.trim(),
  ...(form.comment.trim() ? { comment: form.comment.trim() } : {}),
  expiresInDays: form.expiry === 'never' ? null : (Number(form.expiry) as 7 | 30 | 90),
  goods: form.goods,
  places: form.places,
  monthly: form.monthly,
  mailTo: form.monthly ? splitMailTo(form.mailTo) : [],
});
