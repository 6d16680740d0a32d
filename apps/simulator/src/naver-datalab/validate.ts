/** DataLab search-trend body rules, as the real API enforces them (400 on any violation). */
import type { TrendQuery } from '../market/trend';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const AGES = new Set(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']);

function validDate(v: unknown): v is string {
  if (typeof v !== 'string' || !DATE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** The problem with a body (first found, in the API's `.field -> reason` style), or the query. */
export function validateTrendBody(body: unknown): { error: string } | { query: TrendQuery } {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return { error: 'body must be a JSON object' };
  const b = body as Record<string, unknown>;
  if (!validDate(b.startDate)) return { error: '.startDate -> should be yyyy-mm-dd' };
  if (!validDate(b.endDate)) return { error: '.endDate -> should be yyyy-mm-dd' };
  if (b.startDate < '2016-01-01') return { error: '.startDate -> should be 2016-01-01 or later' };
  if (b.endDate < b.startDate) return { error: '.endDate -> should not precede startDate' };
  if (b.timeUnit !== 'date' && b.timeUnit !== 'week' && b.timeUnit !== 'month') {
    return { error: '.timeUnit -> should be one of date, week, month' };
  }
  const groups = b.keywordGroups;
  if (!Array.isArray(groups) || groups.length < 1 || groups.length > 5)
    return { error: '.keywordGroups -> 1 to 5 groups' };
  for (const [i, g] of groups.entries()) {
    const group = g as Record<string, unknown> | null;
    if (!group || typeof group.groupName !== 'string' || !group.groupName.trim()) {
      return { error: `.keywordGroups[${i}].groupName -> should be string` };
    }
    const kw = group.keywords;
    if (
      !Array.isArray(kw) ||
      kw.length < 1 ||
      kw.length > 20 ||
      kw.some((k) => typeof k !== 'string' || !k.trim())
    ) {
      return { error: `.keywordGroups[${i}].keywords -> 1 to 20 strings` };
    }
  }
  // Optional fields must be absent rather than null.
  if ('device' in b && b.device !== 'pc' && b.device !== 'mo')
    return { error: '.device -> should be string (pc|mo)' };
  if ('gender' in b && b.gender !== 'm' && b.gender !== 'f')
    return { error: '.gender -> should be string (m|f)' };
  if ('ages' in b && !(Array.isArray(b.ages) && b.ages.every((a) => typeof a === 'string' && AGES.has(a)))) {
    return { error: '.ages -> should be array of "1".."11"' };
  }
  return {
    query: {
      startDate: b.startDate,
      endDate: b.endDate,
      timeUnit: b.timeUnit,
      keywordGroups: (groups as { groupName: string; keywords: string[] }[]).map((g) => ({
        groupName: g.groupName,
        keywords: g.keywords,
      })),
      device: b.device as TrendQuery['device'],
      gender: b.gender as TrendQuery['gender'],
      ages: b.ages as string[] | undefined,
    },
  };
}
