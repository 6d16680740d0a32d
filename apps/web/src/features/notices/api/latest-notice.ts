import { api } from '../../../lib/api';

// Kept apart from notices-api.ts: the home page loads only this.

/** One row of GET /v2/notice/getNotice-list (spec 01 §3); content is loaded separately. */
export interface NoticeSummary {
  ntcSn: number;
  title: string;
  noticeCategoryNm: string | null;
  noticeDt: string | null;
}

function toNotice(value: unknown): NoticeSummary | null {
  if (typeof value !== 'object' || value === null) return null;
  const row = value as Record<string, unknown>;
  if (typeof row.title !== 'string') return null;
  return {
    ntcSn: typeof row.ntcSn === 'number' ? row.ntcSn : Number(row.ntcSn) || 0,
    title: row.title,
    noticeCategoryNm: typeof row.noticeCategoryNm === 'string' ? row.noticeCategoryNm : null,
    noticeDt:
      typeof row.noticeDt === 'string' || typeof row.noticeDt === 'number' ? String(row.noticeDt) : null,
  };
}

/** The newest notice, or null when there is none (spec 01 §2.3: home fetches page 1, size 1). */
export async function fetchLatestNotice(): Promise<NoticeSummary | null> {
  const answer = await api.get<unknown>('/v2/notice/getNotice-list', { pageNum: 1, pageSize: 1 });
  const data = typeof answer === 'object' && answer !== null ? (answer as { data?: unknown }).data : null;
  return Array.isArray(data) ? toNotice(data[0]) : null;
}
