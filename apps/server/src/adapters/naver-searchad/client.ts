/** Naver Search Ad keyword tool over HTTP: signed per attempt, paced, backing off on 429. */
import { ProviderError, type RetryPolicy, request } from '../http';
import { drift, isObj, num, text } from '../parse';
import { type RateGate, createRateGate } from '../rate-gate';
import compIdxLabels from './comp-idx.json' with { type: 'json' };
import type { CompetitionLevel, KeywordStat, NaverSearchAdPort } from './port';
import { CUSTOMER_ID_HINT } from './customer-id';
import { searchAdSignature } from './signature';

const SERVICE = 'naver-searchad';
const PATH = '/keywordstool';
const MAX_HINTS = 5;

export interface SearchAdClientOptions {
  baseUrl: string;
  apiKey: string;
  secret: string;
  customerId: string;
  /** Spacing between calls (the tool allows a few calls a second). */
  minIntervalMs?: number;
  /** The spacing shared with other processes (rate-gate.repository.ts); else this process's own. */
  gate?: RateGate;
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  now?: () => number;
}

/** "< 10" (and other non-numbers) → 0 with the under-10 flag. */
function count(v: unknown): { value: number; under10: boolean } {
  const n = num(v);
  if (n !== null) return { value: n, under10: n < 10 };
  return { value: 0, under10: typeof v === 'string' && v.includes('<') };
}

function parseKeywordRow(raw: unknown): KeywordStat {
  if (!isObj(raw) || !text(raw.relKeyword)) throw drift(SERVICE, 'row without relKeyword', raw);
  const pc = count(raw.monthlyPcQcCnt);
  const mobile = count(raw.monthlyMobileQcCnt);
  const label = text(raw.compIdx);
  return {
    relKeyword: text(raw.relKeyword),
    monthlyPcQcCnt: pc.value,
    monthlyMobileQcCnt: mobile.value,
    pcQcUnder10: pc.under10,
    mobileQcUnder10: mobile.under10,
    monthlyAvePcClkCnt: num(raw.monthlyAvePcClkCnt) ?? 0,
    monthlyAveMobileClkCnt: num(raw.monthlyAveMobileClkCnt) ?? 0,
    monthlyAvePcCtr: num(raw.monthlyAvePcCtr) ?? 0,
    monthlyAveMobileCtr: num(raw.monthlyAveMobileCtr) ?? 0,
    plAvgDepth: num(raw.plAvgDepth) ?? 0,
    compIdx: (compIdxLabels as Record<string, CompetitionLevel>)[label] ?? null,
    compIdxLabel: label,
  };
}

function parseKeywordTool(body: unknown): KeywordStat[] {
  if (!isObj(body) || !Array.isArray(body.keywordList)) throw drift(SERVICE, 'no keywordList', body);
  return body.keywordList.map(parseKeywordRow);
}

/**
 * Naver's refusal of a key acting as a customer it may not act for: 403
 * `urn:naver:api:problem:auth-failed` ("Auth failed with api-key: …, customer-id: …", SAD #1054,
 * #1256). The signature does not cover X-Customer, so a right key with a wrong id answers this.
 */
function wrongCustomer(e: ProviderError): ProviderError {
  if (e.status !== 403 || !isObj(e.body) || text(e.body.type) !== 'urn:naver:api:problem:auth-failed')
    return e;
  return new ProviderError(
    SERVICE,
    'forbidden',
    `${text(e.body.detail) || 'Auth Failed'}. ${CUSTOMER_ID_HINT}`,
    403,
    e.body,
  );
}

/** Whitespace removed, blanks and duplicates dropped, order kept. */
export function normalizeHints(hints: string[]): string[] {
  const out: string[] = [];
  for (const h of hints) {
    const k = h.replace(/[\s,]+/g, '');
    if (k && !out.some((x) => x.toUpperCase() === k.toUpperCase())) out.push(k);
  }
  return out;
}

export function createSearchAdClient(opts: SearchAdClientOptions): NaverSearchAdPort {
  const base = opts.baseUrl.replace(/\/$/, '');
  const gate = opts.gate ?? createRateGate(opts.minIntervalMs ?? 250);
  const now = opts.now ?? Date.now;
  return {
    async keywordTool(hintKeywords: string[]) {
      const hints = normalizeHints(hintKeywords);
      if (!hints.length) return [];
      if (hints.length > MAX_HINTS)
        throw new ProviderError(SERVICE, 'bad-request', `at most ${MAX_HINTS} hint keywords`);
      if (!opts.apiKey || !opts.secret || !opts.customerId) {
        throw new ProviderError(SERVICE, 'auth', 'Search Ad API key, secret and customer id are required');
      }
      const url = `${base}${PATH}?${new URLSearchParams({ hintKeywords: hints.join(','), showDetail: '1' })}`;
      await gate();
      const res = await request({
        service: SERVICE,
        url,
        timeoutMs: opts.timeoutMs,
        retry: opts.retry,
        // A fresh timestamp and signature per attempt (a retry after backoff must not look stale).
        prepare: () => {
          const timestamp = String(now());
          return {
            'X-Timestamp': timestamp,
            'X-API-KEY': opts.apiKey,
            'X-Customer': opts.customerId,
            'X-Signature': searchAdSignature(timestamp, 'GET', PATH, opts.secret),
          };
        },
      }).catch((e: unknown) => {
        throw e instanceof ProviderError ? wrongCustomer(e) : e;
      });
      return parseKeywordTool(res.body);
    },
  };
}
