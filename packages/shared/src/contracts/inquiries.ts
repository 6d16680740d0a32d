/** Inquiries (spec 02 §2.4): the public form, a member's own list (my page), the managers' list. */
import { MANAGER } from '../constants/roles';
import { okAnswer, pageAnswer } from '../schemas/envelope';
import { inquiryAdminRow, inquiryBody, inquiryRow } from '../schemas/inquiries';
import { z } from '../schemas/zod';
import { contract } from './contract';

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
  all: contract({
    method: 'GET',
    path: '/v1/admin/inquiries',
    access: [MANAGER],
    query: z.looseObject({
      pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(100).default(20),
    }),
    answer: okAnswer(pageAnswer(inquiryAdminRow)),
    summary: 'A page of every inquiry, for managers',
  }),
} as const;
