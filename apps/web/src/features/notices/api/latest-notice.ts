import { call } from '../../../lib/api-call';

// Kept apart from notices-api.ts: the home page loads only this.

/** One row of GET /v2/notice/getNotice-list (spec 01 §3); content is loaded separately. */
export interface NoticeSummary {
  ntcSn: number;
  title: string;
  noticeCategoryNm: string | null;
  noticeDt: string | null;
}

/** The newest notice, or null when there is none (spec 01 §2.3: home fetches page 1, size 1). */
export async function fetchLatestNotice(): Promise<NoticeSummary | null> {
  const page = await call('GET', '/v2/notice/getNotice-list', { query: { pageNum: 1, pageSize: 1 } });
  const row = page.data[0];
  return row
    ? { ntcSn: row.ntcSn, title: row.title, noticeCategoryNm: row.noticeCategoryNm, noticeDt: row.noticeDt }
    : null;
}
