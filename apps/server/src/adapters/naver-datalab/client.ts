/** Naver DataLab search trend over HTTP: the request is checked here before spending a call. */
import { ProviderError } from '../http';
import { type OpenApiClientOptions, callOpenApi } from '../naver-openapi/client';
import type { NaverDataLabPort, TrendRequest, TrendResult } from './port';
import { filterProblems, filtersBody, parseSeries, seriesCount } from './series';

const SERVICE = 'naver-datalab';
const AGES = new Set(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']);

/** Every rule the API enforces, as a list of problems (empty = valid). */
export function trendRequestProblems(r: TrendRequest): string[] {
  const p = filterProblems(r, '2016-01-01', AGES);
  const groups = r.keywordGroups ?? [];
  if (groups.length < 1 || groups.length > 5) p.push('1 to 5 keyword groups');
  groups.forEach((g, i) => {
    if (!g.groupName?.trim()) p.push(`group ${i + 1} has no name`);
    const kw = (g.keywords ?? []).filter((k) => k?.trim());
    if (kw.length < 1 || kw.length > 20) p.push(`group ${i + 1} needs 1 to 20 keywords`);
  });
  return p;
}

/** The JSON body: optional fields omitted rather than null (null is a 400), keywords trimmed. */
export function trendBody(r: TrendRequest): Record<string, unknown> {
  return filtersBody(r, {
    keywordGroups: r.keywordGroups.map((g) => ({
      groupName: g.groupName.trim(),
      keywords: g.keywords.map((k) => k.trim()).filter(Boolean),
    })),
  });
}

export function createNaverDataLabClient(opts: OpenApiClientOptions): NaverDataLabPort {
  return {
    async searchTrend(req: TrendRequest): Promise<TrendResult> {
      const problems = trendRequestProblems(req);
      if (problems.length) throw new ProviderError(SERVICE, 'bad-request', problems.join('; '));
      const res = await callOpenApi(opts, {
        service: SERVICE,
        bucket: 'datalab',
        method: 'POST',
        api: 'search-trend',
        body: trendBody(req),
        keyword: req.keywordGroups[0]?.groupName.trim(),
        rowsOf: seriesCount,
      });
      return parseSeries(SERVICE, res.body, 'keywords');
    },
  };
}
