/**
 * Naver Shopping Insight over HTTP (category and category-keyword click trends), on either
 * platform. Its calls are DataLab calls: they spend the key's DataLab allowance (taken as one
 * with the search trend's, 1,000 a day on the developer center: the count can only run ahead of
 * Naver's; docs/data-sources.md).
 */
import { ProviderError } from '../http';
import { type OpenApiClientOptions, callOpenApi } from '../naver-openapi/client';
import type { CategoryKeywordTrendRequest, CategoryTrendRequest, NaverShoppingInsightPort } from './port';
import { filterProblems, filtersBody, parseSeries, seriesCount } from './series';

const SERVICE = 'naver-shopping-insight';
const AGES = new Set(['10', '20', '30', '40', '50', '60']);
const EARLIEST = '2017-08-01';

type Named = { name: string; param: string[] };

function namedProblems(list: Named[] | undefined, what: string, max: number): string[] {
  const p: string[] = [];
  const items = list ?? [];
  if (items.length < 1 || items.length > max) p.push(`1 to ${max} ${what}`);
  items.forEach((c, i) => {
    if (!c.name?.trim()) p.push(`${what} ${i + 1} has no name`);
    if ((c.param ?? []).filter((x) => x?.trim()).length !== 1) p.push(`${what} ${i + 1} needs one param`);
  });
  return p;
}

const named = (list: Named[]) =>
  list.map((c) => ({ name: c.name.trim(), param: c.param.map((x) => x.trim()).filter(Boolean) }));

export function categoryTrendProblems(r: CategoryTrendRequest): string[] {
  return [...filterProblems(r, EARLIEST, AGES), ...namedProblems(r.category, 'categories', 3)];
}

export function categoryKeywordProblems(r: CategoryKeywordTrendRequest): string[] {
  const p = [...filterProblems(r, EARLIEST, AGES), ...namedProblems(r.keyword, 'keywords', 5)];
  if (!r.category?.trim()) p.push('category is required');
  return p;
}

export function createNaverShoppingInsightClient(opts: OpenApiClientOptions): NaverShoppingInsightPort {
  const post = async (
    api: 'shopping-categories' | 'shopping-category-keywords',
    body: unknown,
    keyword: string | undefined,
  ) =>
    callOpenApi(opts, {
      service: SERVICE,
      bucket: 'datalab',
      method: 'POST',
      api,
      body,
      keyword,
      rowsOf: seriesCount,
    });
  return {
    async categories(req) {
      const problems = categoryTrendProblems(req);
      if (problems.length) throw new ProviderError(SERVICE, 'bad-request', problems.join('; '));
      const res = await post(
        'shopping-categories',
        filtersBody(req, { category: named(req.category) }),
        req.category[0]?.name.trim(),
      );
      return parseSeries(SERVICE, res.body, 'category');
    },
    async categoryKeywords(req) {
      const problems = categoryKeywordProblems(req);
      if (problems.length) throw new ProviderError(SERVICE, 'bad-request', problems.join('; '));
      const body = filtersBody(req, { category: req.category.trim(), keyword: named(req.keyword) });
      const res = await post('shopping-category-keywords', body, req.keyword[0]?.name.trim());
      return parseSeries(SERVICE, res.body, 'keyword');
    },
  };
}
