/**
 * Where Naver's other APIs (local search, DataLab search trend, Shopping Insight) are called: the
 * developer center (openapi.naver.com, until 2027-06-30 24:00 KST) or NAVER API HUB on NAVER Cloud
 * (reference/data-sources-2026.md §2). The platform changes only the base URL, the paths, the key
 * headers and how a refusal reads; every request and answer is the same on both, so the clients
 * (naver-local, naver-datalab) build and parse them once.
 */
import type { ProviderError } from '../http';
import { isObj, text } from '../parse';
import type { NaverCredential } from './key-quota';

export type NaverApiPlatformId = 'hub' | 'developers';

/** The calls the app makes; each platform names its own path for them. */
export type NaverApi = 'local' | 'search-trend' | 'shopping-categories' | 'shopping-category-keywords';

export interface NaverApiPlatform {
  id: NaverApiPlatformId;
  baseUrl: string;
  path(api: NaverApi): string;
  /** Query parameters the platform adds to every call of `api` (the HUB's `format=json`). */
  query(api: NaverApi): Record<string, string>;
  headers(key: NaverCredential): Record<string, string>;
  /** The platform's answer that the key has spent its allowance for the day. */
  isDailyQuota(e: ProviderError): boolean;
}

const DEVELOPERS_PATHS: Record<NaverApi, string> = {
  local: '/v1/search/local.json',
  'search-trend': '/v1/datalab/search',
  'shopping-categories': '/v1/datalab/shopping/categories',
  'shopping-category-keywords': '/v1/datalab/shopping/category/keywords',
};

const HUB_PATHS: Record<NaverApi, string> = {
  local: '/search/v1/local',
  'search-trend': '/search-trend/v1/search',
  'shopping-categories': '/shopping/v1/categories',
  'shopping-category-keywords': '/shopping/v1/category/keywords',
};

/** The developer center's refusal: `{"errorMessage": …, "errorCode": "024"}`. */
const developersCode = (e: ProviderError): string => (isObj(e.body) ? text(e.body.errorCode).trim() : '');

/** NAVER Cloud's API gateway refusal: `{"error": {"errorCode": "400", "message": "Quota Exceeded"}}`. */
const hubError = (e: ProviderError): { code: string; message: string } => {
  const error = isObj(e.body) && isObj(e.body.error) ? e.body.error : null;
  return { code: text(error?.errorCode).trim(), message: text(error?.message) };
};

export function developersPlatform(baseUrl: string): NaverApiPlatform {
  return {
    id: 'developers',
    baseUrl,
    path: (api) => DEVELOPERS_PATHS[api],
    query: () => ({}),
    headers: (key) => ({ 'X-Naver-Client-Id': key.clientId, 'X-Naver-Client-Secret': key.clientSecret }),
    /**
     * 429 with errorCode 010 ("Query limit exceeded"). The per-second limit also answers 429, with
     * errorCode 012 ("Rate limit exceeded"); that one, and any 429 we cannot read, passes within a
     * second and is retried.
     */
    isDailyQuota: (e) =>
      e.status === 429 &&
      isObj(e.body) &&
      (developersCode(e) === '010' || /query limit exceeded/i.test(text(e.body.errorMessage))),
  };
}

/**
 * NAVER API HUB: `X-NCP-APIGW-API-KEY-ID` / `X-NCP-APIGW-API-KEY` from the NCP console (developer
 * center keys do not work there). Its gateway's refusals (401 200/210, 429 400/410/420, 503 500,
 * 504 510…) take the HTTP status's kind like the developer center's; of the 429s only errorCode
 * 400 (Quota Exceeded) is the day's allowance, 410 (Throttle Limited) and 420 (Rate Limited) pass
 * and are retried. NCP documents that an API not ticked in the console's Application also answers
 * 429 Quota Exceeded: that too keeps the key out for the day (docs/data-sources.md).
 */
export function hubPlatform(baseUrl: string): NaverApiPlatform {
  return {
    id: 'hub',
    baseUrl,
    path: (api) => HUB_PATHS[api],
    // The HUB's local search chooses JSON or XML by parameter instead of the .json suffix.
    query: (api): Record<string, string> => (api === 'local' ? { format: 'json' } : {}),
    headers: (key) => ({ 'X-NCP-APIGW-API-KEY-ID': key.clientId, 'X-NCP-APIGW-API-KEY': key.clientSecret }),
    isDailyQuota: (e) => {
      if (e.status !== 429) return false;
      const { code, message } = hubError(e);
      return code === '400' || (!code && /quota exceeded/i.test(message));
    },
  };
}

export function naverApiPlatform(id: NaverApiPlatformId, baseUrl: string): NaverApiPlatform {
  return id === 'hub' ? hubPlatform(baseUrl) : developersPlatform(baseUrl);
}
