/** The inquiry form (spec 02 §2.4): name, e-mail, subject, message. */
import { z } from './zod';
import { ko } from '../messages/ko';
import { isEmail } from '../rules/member';

const av = ko.accountValidation;
const v = ko.validation;

// Control characters other than line breaks and tabs are refused (they are never typed).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const clean = (s: string) => !CONTROL.test(s);

export const INQUIRY_MESSAGE_MAX = 3000;

export const inquiryBody = z.looseObject({
  name: z
    .string({ error: av.inquiryName })
    .trim()
    .min(1, av.inquiryName)
    .max(20, av.inquiryName)
    .refine(clean, av.inquiryName),
  email: z
    .string({ error: v.emailRequired })
    .trim()
    .min(1, v.emailRequired)
    .max(100, v.emailInvalid)
    .refine(isEmail, v.emailInvalid),
  subject: z
    .string({ error: av.inquirySubject })
    .trim()
    .min(2, av.inquirySubject)
    .max(100, av.inquirySubject)
    .refine(clean, av.inquirySubject),
  message: z
    .string({ error: av.inquiryMessage })
    .trim()
    .min(10, av.inquiryMessage)
    .max(INQUIRY_MESSAGE_MAX, av.inquiryMessage)
    .refine(clean, av.inquiryMessage),
});
export type InquiryBody = z.input<typeof inquiryBody>;

/**
 * 접수 → 답변 완료 → 종료 (issue 40 §2): a manager's reply makes it ANSWERED; a manager may close
 * it, or open it again, but ANSWERED needs a reply sent.
 */
export const INQUIRY_STATUSES = ['RECEIVED', 'ANSWERED', 'CLOSED'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** Where a reply's mail stands: 'skipped' when no SMTP is configured, 'failed' after the last try. */
export const REPLY_MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const;
export type ReplyMailStatus = (typeof REPLY_MAIL_STATUSES)[number];

export const INQUIRY_REPLY_MAX = 3000;
export const INQUIRY_MEMO_MAX = 2000;

const iq = ko.inquiry;

export const inquiryRow = z.object({
  inquirySn: z.number(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  createdAt: z.string(),
  /** The newest reply's time; null until the inquiry is answered. */
  answeredAt: z.string().nullable(),
});
export type InquiryRow = z.infer<typeof inquiryRow>;

export const inquiryAdminRow = inquiryRow.extend({
  name: z.string(),
  email: z.string(),
  mbrSn: z.number().nullable(),
});
export type InquiryAdminRow = z.infer<typeof inquiryAdminRow>;

export const inquiryIdParams = z.object({
  inquirySn: z.coerce.number().int().positive().max(2_147_483_647),
});

/** GET /v1/admin/inquiries: a page, optionally of one status. */
export const inquiryListQuery = z.looseObject({
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(INQUIRY_STATUSES, { error: iq.statusInvalid }).optional(),
});

/** A manager's reply: what the member reads in 마이페이지 and in the mail. */
export const inquiryReplyBody = z.looseObject({
  reply: z
    .string({ error: iq.replyRequired })
    .trim()
    .min(1, iq.replyRequired)
    .max(INQUIRY_REPLY_MAX, iq.replyTooLong)
    .refine(clean, iq.replyInvalid),
});
export type InquiryReplyBody = z.input<typeof inquiryReplyBody>;

export const inquiryStatusBody = z.looseObject({
  status: z.enum(INQUIRY_STATUSES, { error: iq.statusInvalid }),
});
export type InquiryStatusBody = z.input<typeof inquiryStatusBody>;

/** The managers' internal memo (never shown to the member); empty clears it. */
export const inquiryMemoBody = z.looseObject({
  memo: z
    .string({ error: iq.memoInvalid })
    .trim()
    .max(INQUIRY_MEMO_MAX, iq.memoTooLong)
    .refine(clean, iq.memoInvalid),
});
export type InquiryMemoBody = z.input<typeof inquiryMemoBody>;

/** A reply as the member sees it: the text and when; who wrote it is the 운영팀. */
export const inquiryReplyView = z.object({
  replySn: z.number(),
  body: z.string(),
  createdAt: z.string(),
});
export type InquiryReplyView = z.infer<typeof inquiryReplyView>;

/** A member's follow-up on its own inquiry (issue 40 §2), as both sides see it. */
export const inquiryFollowUpView = z.object({
  followUpSn: z.number(),
  body: z.string(),
  createdAt: z.string(),
});
export type InquiryFollowUpView = z.infer<typeof inquiryFollowUpView>;

/** POST /v1/member/myPage/inquiries/:inquirySn/followUps: the member writes more on its inquiry. */
export const inquiryFollowUpBody = z.looseObject({
  message: z
    .string({ error: iq.followUpRequired })
    .trim()
    .min(1, iq.followUpRequired)
    .max(INQUIRY_MESSAGE_MAX, iq.followUpTooLong)
    .refine(clean, iq.followUpInvalid),
});
export type InquiryFollowUpBody = z.input<typeof inquiryFollowUpBody>;

/** GET /v1/member/myPage/inquiries/:inquirySn: the member's own inquiry with its replies (no memo). */
export const myInquiryDetail = inquiryRow.extend({
  replies: z.array(inquiryReplyView),
  followUps: z.array(inquiryFollowUpView),
});
export type MyInquiryDetail = z.infer<typeof myInquiryDetail>;

export const inquiryAdminReply = inquiryReplyView.extend({
  authorMbrSn: z.number().nullable(),
  authorName: z.string().nullable(),
  mailStatus: z.enum(REPLY_MAIL_STATUSES),
  mailSentAt: z.string().nullable(),
  /** 'failed' with no automatic try left: a manager may send it again (issue 40 §2). */
  mailGaveUp: z.boolean(),
});
export type InquiryAdminReply = z.infer<typeof inquiryAdminReply>;

/** The managers' detail: the inquiry, the conversation, the memo. */
export const inquiryAdminDetail = inquiryAdminRow.extend({
  memo: z.string(),
  replies: z.array(inquiryAdminReply),
  /** The member's follow-ups (issue 40 §2); the thread is both lists in time order. */
  followUps: z.array(inquiryFollowUpView),
});

/** `:replySn` of the resend route. */
export const inquiryReplyParams = inquiryIdParams.extend({
  replySn: z.coerce.number().int().positive().max(2_147_483_647),
});
export type InquiryAdminDetail = z.infer<typeof inquiryAdminDetail>;
