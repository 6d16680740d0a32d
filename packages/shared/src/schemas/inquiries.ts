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

export const inquiryRow = z.object({
  inquirySn: z.number(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(['RECEIVED', 'ANSWERED']),
  createdAt: z.string(),
});
export type InquiryRow = z.infer<typeof inquiryRow>;

export const inquiryAdminRow = inquiryRow.extend({
  name: z.string(),
  email: z.string(),
  mbrSn: z.number().nullable(),
});
export type InquiryAdminRow = z.infer<typeof inquiryAdminRow>;
