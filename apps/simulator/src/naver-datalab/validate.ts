/** DataLab body rules (search trend, Shopping Insight), as the real API enforces them (400 on any violation). */
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

const INSIGHT_AGES = new Set(['10', '20', '30', '40', '50', '60']);

type Named = { name: string; param: string[] };

function namedProblem(list: unknown, field: string, max: number): string | null {
  if (!Array.isArray(list) || list.length < 1 || list.length > max) return `.${field} -> 1 to ${max} items`;
  for (const [i, c] of list.entries()) {
    const item = c as Record<string, unknown> | null;
    if (!item || typeof item.name !== 'string' || !item.name.trim())
      return `.${field}[${i}].name -> should be string`;
    const param = item.param;
    if (!Array.isArray(param) || param.length !== 1 || typeof param[0] !== 'string' || !param[0].trim())
      return `.${field}[${i}].param -> one string`;
  }
  return null;
}

/**
 * Shopping Insight bodies (`shopping/categories`: `category` ≤ 3 of {name, param:[id]};
 * `shopping/category/keywords`: `category` an id and `keyword` ≤ 5 of {name, param:[keyword]}),
 * from 2017-08-01, ages in decades. Answers the query as search-trend groups: one per name, its
 * param (with the category, for keywords) as what the series is made of.
 */
export function validateInsightBody(
  body: unknown,
  kind: 'categories' | 'keywords',
): { error: string } | { query: TrendQuery; terms: string[][] } {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return { error: 'body must be a JSON object' };
  const b = body as Record<string, unknown>;
  if (!validDate(b.startDate)) return { error: '.startDate -> should be yyyy-mm-dd' };
  if (!validDate(b.endDate)) return { error: '.endDate -> should be yyyy-mm-dd' };
  if (b.startDate < '2017-08-01') return { error: '.startDate -> should be 2017-08-01 or later' };
  if (b.endDate < b.startDate) return { error: '.endDate -> should not precede startDate' };
  if (b.timeUnit !== 'date' && b.timeUnit !== 'week' && b.timeUnit !== 'month')
    return { error: '.timeUnit -> should be one of date, week, month' };
  if (kind === 'keywords' && (typeof b.category !== 'string' || !b.category.trim()))
    return { error: '.category -> should be string' };
  const field = kind === 'categories' ? 'category' : 'keyword';
  const problem = namedProblem(b[field], field, kind === 'categories' ? 3 : 5);
  if (problem) return { error: problem };
  if ('device' in b && b.device !== 'pc' && b.device !== 'mo')
    return { error: '.device -> should be string (pc|mo)' };
  if ('gender' in b && b.gender !== 'm' && b.gender !== 'f')
    return { error: '.gender -> should be string (m|f)' };
  if (
    'ages' in b &&
    !(Array.isArray(b.ages) && b.ages.every((a) => typeof a === 'string' && INSIGHT_AGES.has(a)))
  )
    return { error: '.ages -> should be array of 10|20|30|40|50|60' };
  const named = b[field] as Named[];
  const scope = kind === 'keywords' ? `${String(b.category)} ` : 'category ';
  return {
    query: {
      startDate: b.startDate,
      endDate: b.endDate,
      timeUnit: b.timeUnit,
      keywordGroups: named.map((n) => ({ groupName: n.name, keywords: [`${scope}${n.param[0]}`] })),
      device: b.device as TrendQuery['device'],
      gender: b.gender as TrendQuery['gender'],
      ages: b.ages as string[] | undefined,
    },
    terms: named.map((n) => n.param),
  };
}
