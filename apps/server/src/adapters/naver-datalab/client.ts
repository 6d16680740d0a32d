/** Naver DataLab search trend over HTTP: the request is checked here before spending a call. */
import { ProviderError } from '../http';
import { type OpenApiClientOptions, callOpenApi } from '../naver-openapi/client';
import { drift, isObj, num, text } from '../parse';
import type { NaverDataLabPort, TrendRequest, TrendResult, TrendTimeUnit } from './port';

const SERVICE = 'naver-datalab';
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const AGES = new Set(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']);

function realDate(v: string): boolean {
  if (!DATE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** Every rule the API enforces, as a list of problems (empty = valid). */
export function trendRequestProblems(r: TrendRequest): string[] {
  const p: string[] = [];
  if (!realDate(r.startDate)) p.push('startDate must be yyyy-mm-dd');
  else if (r.startDate < '2016-01-01') p.push('startDate must be 2016-01-01 or later');
  if (!realDate(r.endDate)) p.push('endDate must be yyyy-mm-dd');
  else if (realDate(r.startDate) && r.endDate < r.startDate) p.push('endDate precedes startDate');
  if (!['date', 'week', 'month'].includes(r.timeUnit)) p.push('timeUnit must be date, week or month');
  const groups = r.keywordGroups ?? [];
  if (groups.length < 1 || groups.length > 5) p.push('1 to 5 keyword groups');
  groups.forEach((g, i) => {
    if (!g.groupName?.trim()) p.push(`group ${i + 1} has no name`);
    const kw = (g.keywords ?? []).filter((k) => k?.trim());
    if (kw.length < 1 || kw.length > 20) p.push(`group ${i + 1} needs 1 to 20 keywords`);
  });
  if (r.device != null && r.device !== 'pc' && r.device !== 'mo') p.push('device must be pc or mo');
  if (r.gender != null && r.gender !== 'm' && r.gender !== 'f') p.push('gender must be m or f');
  if (r.ages != null && !r.ages.every((a) => AGES.has(a))) p.push('ages must be "1".."11"');
  return p;
}

/** The JSON body: optional fields omitted rather than null (null is a 400), keywords trimmed. */
export function trendBody(r: TrendRequest): Record<string, unknown> {
  const body: Record<string, unknown> = {
    startDate: r.startDate,
    endDate: r.endDate,
    timeUnit: r.timeUnit,
    keywordGroups: r.keywordGroups.map((g) => ({
      groupName: g.groupName.trim(),
      keywords: g.keywords.map((k) => k.trim()).filter(Boolean),
    })),
  };
  if (r.device != null) body.device = r.device;
  if (r.gender != null) body.gender = r.gender;
  if (r.ages != null && r.ages.length) body.ages = r.ages;
  return body;
}

function parseTrend(body: unknown): TrendResult {
  if (!isObj(body) || !Array.isArray(body.results)) throw drift(SERVICE, 'no results array', body);
  return {
    startDate: text(body.startDate),
    endDate: text(body.endDate),
    timeUnit: text(body.timeUnit) as TrendTimeUnit,
    results: body.results.map((g) => {
      if (!isObj(g) || !Array.isArray(g.data)) throw drift(SERVICE, 'result without data', g);
      return {
        title: text(g.title),
        keywords: Array.isArray(g.keywords) ? g.keywords.map(text) : [],
        // The docs type ratio as string, the example as number: accept both.
        data: g.data.map((d) => {
          const ratio = isObj(d) ? num(d.ratio) : null;
          if (!isObj(d) || !text(d.period) || ratio === null) throw drift(SERVICE, 'bad data point', d);
          return { period: text(d.period), ratio };
        }),
      };
    }),
  };
}

export function createNaverDataLabClient(opts: OpenApiClientOptions): NaverDataLabPort {
  return {
    async searchTrend(req: TrendRequest) {
      const problems = trendRequestProblems(req);
      if (problems.length) throw new ProviderError(SERVICE, 'bad-request', problems.join('; '));
      const res = await callOpenApi(opts, {
        service: SERVICE,
        bucket: 'datalab',
        method: 'POST',
        path: '/v1/datalab/search',
        body: trendBody(req),
      });
      return parseTrend(res.body);
    },
  };
}
