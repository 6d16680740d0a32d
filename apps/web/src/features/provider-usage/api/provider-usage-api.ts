import { call } from '../../../lib/api-call';

/** 수집 현황 (issue 36 §3): the paid provider calls of a range of Korea dates (managers only). */
export async function fetchProviderUsage(range: { from: string; to: string } | null) {
  const query = range ? { from: range.from, to: range.to } : {};
  return (await call('GET', '/v1/admin/provider-usage', { query })).data;
}
