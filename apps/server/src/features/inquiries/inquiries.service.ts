import type { InquiryAdminRow, InquiryRow } from '@seller/shared';
import type { Db } from '../../db/client';
import { insertInquiry, inquiriesOf, inquiryPage } from './inquiries.repository';

type Row = Awaited<ReturnType<typeof inquiriesOf>>[number];

const toRow = (r: Row): InquiryRow => ({
  inquirySn: r.inquirySn,
  subject: r.subject,
  message: r.message,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
});

/** The inquiry form (spec 02 §2.4): stored, listed to its member, and readable by managers. */
export function createInquiriesService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;
  return {
    async submit(input: {
      mbrSn: number | null;
      name: string;
      email: string;
      subject: string;
      message: string;
    }) {
      const inquirySn = await insertInquiry(db, { ...input, createdAt: now() });
      return { inquirySn };
    },
    async mine(memberId: number): Promise<InquiryRow[]> {
      return (await inquiriesOf(db, memberId)).map(toRow);
    },
    async all(page: number, size: number): Promise<{ list: InquiryAdminRow[]; total: number }> {
      const { rows, total } = await inquiryPage(db, (page - 1) * size, size);
      return {
        total,
        list: rows.map((r) => ({ ...toRow(r), name: r.name, email: r.email, mbrSn: r.mbrSn })),
      };
    },
  };
}

export type InquiriesService = ReturnType<typeof createInquiriesService>;
