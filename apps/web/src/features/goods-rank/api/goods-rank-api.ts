import type {
  GoodsListAnswer,
  GoodsRow,
  KeywordInfo,
  RankHistoryAnswer,
  RenewExpiredQuote,
  SpendQuote,
} from '@seller/shared/schemas/goods-rank';
import { call, callTagged, href, once } from '../../../lib/api-call';

/** The calls of spec 02 §7 (`/api/naver/mygoodsRank/*`); the member comes from the session cookie. */
const BASE = '/api/naver/mygoodsRank';

export const EXPORT_LIST_URL = href(`${BASE}/export.xlsx`, {});
export const historyExportUrl = (goodsId: number) =>
  href(`${BASE}/history.xlsx`, { query: { gdpSn: goodsId } });

export type GoodsType = 'prodNum' | 'midNum';

/** The list answer plus how far the server clock is ahead of this browser's clock. */
export interface GoodsListState extends GoodsListAnswer {
  clockOffsetMs: number;
  /** The server's ETag of this answer, sent back so an unchanged list comes as 304. */
  etag?: string | null;
}

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** Tolerates missing arrays so one odd answer cannot break the screen. */
export function toListState(answer: Partial<GoodsListAnswer> | null, clientNowMs: number): GoodsListState {
  const serverNow =
    typeof answer?.serverNow === 'string' ? answer.serverNow : new Date(clientNowMs).toISOString();
  const offset = Date.parse(serverNow) - clientNowMs;
  return {
    myGoodsRank: list<GoodsRow>(answer?.myGoodsRank),
    keywordRankInfos: list<{ gdpSn: number; keywordsInfo: KeywordInfo[] }>(answer?.keywordRankInfos).map(
      (k) => ({
        gdpSn: k.gdpSn,
        keywordsInfo: list<KeywordInfo>(k.keywordsInfo),
      }),
    ),
    mbr: {
      sellerCoinCnt: Number(answer?.mbr?.sellerCoinCnt ?? 0) || 0,
      mbrAtrbCd: answer?.mbr?.mbrAtrbCd ?? '',
    },
    renewalShortfall: answer?.renewalShortfall === true,
    serverNow,
    clockOffsetMs: Number.isFinite(offset) ? offset : 0,
  };
}

interface Answer<T> {
  code: string;
  message: string;
  data: T;
}

/**
 * The list; with the copy the browser holds, asks with its ETag and keeps it on 304 (nothing
 * shown changed), the server's time moved on by this browser's clock and the offset last measured.
 */
export async function fetchGoodsList(held?: GoodsListState): Promise<GoodsListState> {
  const answered = await callTagged('POST', `${BASE}/select`, {}, held?.etag);
  if (!answered) {
    if (!held) throw new Error('304 without a held list');
    return { ...held, serverNow: new Date(Date.now() + held.clockOffsetMs).toISOString() };
  }
  return { ...toListState(answered.data ?? null, Date.now()), etag: answered.etag };
}

/** Spends coins: sent with the submission's Idempotency-Key (a repeat registers nothing more). */
export const registerGoods = (
  type: GoodsType,
  currentInput: string,
  keywords: readonly string[],
  key: string,
) =>
  call(
    'POST',
    '/api/naver/mygoodsRank/merges',
    { body: { type, currentInput, ...(keywords.length ? { keywords: [...keywords] } : {}) } },
    { headers: once(key) },
  ) as Promise<Answer<{ gdpSn: number; keywords: { gdkdSn: number; keyword: string }[]; balance: number }>>;

/** merges needs a key for both of its uses. */
export const addKeyword = (goodsId: number, goodsKeyword: string, key: string) =>
  call(
    'POST',
    '/api/naver/mygoodsRank/merges',
    { body: { gdpSn: goodsId, goodsKeyword } },
    { headers: once(key) },
  ) as Promise<Answer<{ gdkdSn: number }>>;

/** The product a number or link names, looked up for the change confirmation; nothing is spent. */
export const previewGoods = (type: GoodsType, currentInput: string, oldGdpSn?: number) =>
  call('POST', '/api/naver/mygoodsRank/preview', { body: { type, currentInput, oldGdpSn } });

export const changeGoods = (oldGdpSn: number, type: GoodsType, currentInput: string) =>
  call('POST', '/api/naver/mygoodsRank/update', { body: { type, currentInput, changeTrack: { oldGdpSn } } });

export const deleteGoods = (ids: { gdpSn: number; midNo: string }[]) =>
  call('POST', '/api/naver/mygoodsRank/delete', { body: { ids } });

export interface OrderItem {
  gdpSn: number;
  order: number;
  keywordRankCurrent: number;
}

export const updateOrder = (items: OrderItem[]) =>
  call('POST', '/api/naver/mygoodsRank/updateOrder', { body: items.map((i) => ({ ...i })) });

export const setRepresentative = (goodsId: number, keywordId: number) =>
  call('POST', '/api/naver/mygoodsRank/reperesentKeywordChange', {
    body: { gdpSn: goodsId, gdkdSn: keywordId },
  });

export const deleteKeyword = (keywordId: number) =>
  call('POST', '/api/naver/mygoodsRank/deleteKeyword', { body: { gdkdSn: keywordId } });

export async function fetchRankHistory(keywordId: number): Promise<RankHistoryAnswer> {
  const answered: Partial<RankHistoryAnswer> | null = await call(
    'POST',
    '/api/naver/mygoodsRank/keywordSidePopupList',
    { body: { gdkdSn: keywordId } },
  );
  return {
    data: list(answered?.data),
    bestRank: answered?.bestRank ?? null,
    changes: list(answered?.changes),
  };
}

export const saveMemo = (goodsId: number, midNo: string, content: string) =>
  call('POST', '/api/naver/mygoodsRank/memoMerges', { body: { gdpSn: goodsId, midNo, content } });

/** Spends coins: sent with the submission's Idempotency-Key (a repeat extends nothing more). */
export const renewGoods = (goodsId: number, key: string) =>
  call(
    'POST',
    '/api/naver/mygoodsRank/coinExtensionRnwl',
    { body: { gdpSn: goodsId } },
    { headers: once(key) },
  );

/** 모두 연장 (issue 39 §3): the quoted expired products, with the dialog's Idempotency-Key. */
export const renewExpiredGoods = (goodsIds: readonly number[], key: string) =>
  call(
    'POST',
    '/api/naver/mygoodsRank/renewExpired',
    { body: { gdpSns: [...goodsIds] } },
    { headers: once(key) },
  );
export const fetchRenewExpiredQuote = async (): Promise<RenewExpiredQuote> =>
  (await call('POST', '/api/naver/mygoodsRank/renewExpiredQuote', { body: {} })).data;

export const setAutoRenew = (goodsId: number, autRnwl: 'Y' | 'N') =>
  call('POST', '/api/naver/mygoodsRank/coinAutoRnwl', { body: { gdpSn: goodsId, autRnwl } });

// Cost before spending (issue 28 §3): what an action would take, answered by the server from the
// functions its spending calls run; the screens show it before the member confirms.
export const fetchRegisterQuote = async (count = 1): Promise<SpendQuote> =>
  (await call('POST', '/api/naver/mygoodsRank/registerQuote', { body: { count } })).data;
export const fetchRenewQuote = async (goodsId: number): Promise<SpendQuote> =>
  (await call('POST', '/api/naver/mygoodsRank/renewQuote', { body: { gdpSn: goodsId } })).data;
export const fetchAutoRenewQuote = async (goodsId: number): Promise<SpendQuote> =>
  (await call('POST', '/api/naver/mygoodsRank/autoRenewQuote', { body: { gdpSn: goodsId } })).data;

/** "Check now": checks the product's keywords at once (free, three times a Korea day). */
export const checkGoodsNow = (goodsId: number) =>
  call('POST', '/api/naver/mygoodsRank/checkNow', { body: { gdpSn: goodsId } });
