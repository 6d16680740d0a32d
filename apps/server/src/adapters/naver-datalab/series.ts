/**
 * What DataLab's search trend and Shopping Insight share, on either platform: the period and
 * filter rules, the body's optional fields (omitted rather than null: null is a 400) and the
 * answer's series of `{period, ratio}` relative to the request's maximum (100).
 */
import { drift, isObj, num, text } from '../parse';
import type { SeriesResult, TrendTimeUnit } from './port';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function realDate(v: string): boolean {
  if (!DATE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

export interface SeriesFilters {
  startDate: string;
  endDate: string;
  timeUnit: TrendTimeUnit;
  device?: 'pc' | 'mo';
  gender?: 'm' | 'f';
  ages?: string[];
}

/** The period and filter problems (empty = valid); `earliest` and `ages` differ by API. */
export function filterProblems(r: SeriesFilters, earliest: string, ages: ReadonlySet<string>): string[] {
  const p: string[] = [];
  if (!realDate(r.startDate)) p.push('startDate must be yyyy-mm-dd');
  else if (r.startDate < earliest) p.push(`startDate must be ${earliest} or later`);
  if (!realDate(r.endDate)) p.push('endDate must be yyyy-mm-dd');
  else if (realDate(r.startDate) && r.endDate < r.startDate) p.push('endDate precedes startDate');
  if (!['date', 'week', 'month'].includes(r.timeUnit)) p.push('timeUnit must be date, week or month');
  if (r.device != null && r.device !== 'pc' && r.device !== 'mo') p.push('device must be pc or mo');
  if (r.gender != null && r.gender !== 'm' && r.gender !== 'f') p.push('gender must be m or f');
  if (r.ages != null && !r.ages.every((a) => ages.has(a))) p.push(`ages must be of ${[...ages].join(', ')}`);
  return p;
}

/** The period, then the optional filters only when given. */
export function filtersBody(r: SeriesFilters, groups: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {
    startDate: r.startDate,
    endDate: r.endDate,
    timeUnit: r.timeUnit,
    ...groups,
  };
  if (r.device != null) body.device = r.device;
  if (r.gender != null) body.gender = r.gender;
  if (r.ages != null && r.ages.length) body.ages = r.ages;
  return body;
}

/**
 * The answer's series; `terms` is the field naming each group's keywords or categories
 * (`keywords` for the search trend, `category` or `keyword` for Shopping Insight).
 */
export function parseSeries(service: string, body: unknown, terms: string): SeriesResult {
  if (!isObj(body) || !Array.isArray(body.results)) throw drift(service, 'no results array', body);
  return {
    startDate: text(body.startDate),
    endDate: text(body.endDate),
    timeUnit: text(body.timeUnit) as TrendTimeUnit,
    results: body.results.map((g) => {
      if (!isObj(g) || !Array.isArray(g.data)) throw drift(service, 'result without data', g);
      const named = g[terms];
      return {
        title: text(g.title),
        keywords: Array.isArray(named) ? named.map(text) : [],
        // The docs type ratio as string, the example as number: accept both.
        data: g.data.map((d) => {
          const ratio = isObj(d) ? num(d.ratio) : null;
          if (!isObj(d) || !text(d.period) || ratio === null) throw drift(service, 'bad data point', d);
          return { period: text(d.period), ratio };
        }),
      };
    }),
  };
}

/** The series an answer holds, for 수집 현황's row count. */
export const seriesCount = (body: unknown): number =>
  isObj(body) && Array.isArray(body.results) ? body.results.length : 0;
