/**
 * Inquiries (spec 02 §2.4): the public form, a member's own list and answers (my page), the
 * managers' list, detail, reply, status and internal memo (issue 40 §2).
 */
import { MANAGER } from '../constants/roles';
import { okAnswer, pageAnswer } from '../schemas/envelope';
import {
  inquiryAdminDetail,
  inquiryAdminRow,
  inquiryBody,
  inquiryFollowUpBody,
  inquiryIdParams,
  inquiryListQuery,
  inquiryMemoBody,
  inquiryReplyBody,
  inquiryReplyParams,
  inquiryRow,
  inquiryStatusBody,
  myInquiryDetail,
} from '../schemas/inquiries';
import { z } from '../schemas/zod';
import { contract } from './contract';

const managers = [MANAGER] as const;
const adminDetail = okAnswer(inquiryAdminDetail);

export const inquiriesContract = {
  submit: contract({
    method: 'POST',
    path: '/v1/inquiry/insert',
    access: 'public',
    body: inquiryBody,
    answer: okAnswer(inquiryRow.pick({ inquirySn: true })),
    summary: 'Sends the inquiry form (signed in or not)',
  }),
  mine: contract({
    method: 'POST',
    path: '/v1/member/myPage/inquiryList',
    access: 'member',
    answer: okAnswer(z.object({ inquiries: z.array(inquiryRow) })),
    summary: "The signed-in member's inquiries",
  }),
  myDetail: contract({
    method: 'GET',
    path: '/v1/member/myPage/inquiries/:inquirySn',
    access: 'member',
    params: inquiryIdParams,
    answer: okAnswer(myInquiryDetail),
    errors: ['INQUIRY_NOT_FOUND'],
    summary: "One of the signed-in member's inquiries with the answers (another member's: 404)",
  }),
  followUp: contract({
    method: 'POST',
    path: '/v1/member/myPage/inquiries/:inquirySn/followUps',
    access: 'member',
    params: inquiryIdParams,
    body: inquiryFollowUpBody,
    answer: okAnswer(myInquiryDetail),
    errors: ['INQUIRY_NOT_FOUND', 'INQUIRY_CLOSED'],
    summary: "A follow-up on one of the member's own inquiries: an answered one is received again",
  }),
  all: contract({
    method: 'GET',
    path: '/v1/admin/inquiries',
    access: managers,
    query: inquiryListQuery,
    answer: okAnswer(pageAnswer(inquiryAdminRow)),
    summary: 'A page of every inquiry (or of one status), for managers',
  }),
  detail: contract({
    method: 'GET',
    path: '/v1/admin/inquiries/:inquirySn',
    access: managers,
    params: inquiryIdParams,
    answer: adminDetail,
    errors: ['INQUIRY_NOT_FOUND'],
    summary: 'An inquiry with its replies, their mail and the internal memo, for managers',
  }),
  reply: contract({
    method: 'POST',
    path: '/v1/admin/inquiries/:inquirySn/replies',
    access: managers,
    params: inquiryIdParams,
    body: inquiryReplyBody,
    answer: adminDetail,
    errors: ['INQUIRY_NOT_FOUND'],
    summary: 'Answers an inquiry: the reply, ANSWERED and the audit row at once; the mail after',
  }),
  resendReplyMail: contract({
    method: 'POST',
    path: '/v1/admin/inquiries/:inquirySn/replies/:replySn/resend',
    access: managers,
    params: inquiryReplyParams,
    answer: adminDetail,
    errors: ['INQUIRY_NOT_FOUND', 'INQUIRY_REPLY_NOT_FOUND', 'INQUIRY_MAIL_UNAVAILABLE'],
    summary: "Sends a reply's mail once more after its automatic tries failed (again: nothing new)",
  }),
  setStatus: contract({
    method: 'PUT',
    path: '/v1/admin/inquiries/:inquirySn/status',
    access: managers,
    params: inquiryIdParams,
    body: inquiryStatusBody,
    answer: adminDetail,
    errors: ['INQUIRY_NOT_FOUND', 'INQUIRY_NOT_ANSWERED'],
    summary: "Sets an inquiry's status (RECEIVED, ANSWERED, CLOSED)",
  }),
  setMemo: contract({
    method: 'PUT',
    path: '/v1/admin/inquiries/:inquirySn/memo',
    access: managers,
    params: inquiryIdParams,
    body: inquiryMemoBody,
    answer: adminDetail,
    errors: ['INQUIRY_NOT_FOUND'],
    summary: "Keeps the managers' internal memo of an inquiry (never shown to the member)",
  }),
} as const;
