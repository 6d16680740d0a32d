import type {
  GoodsListAnswer,
  GoodsPreview,
  GoodsRow,
  KeywordInfo,
  RankHistoryAnswer,
} from '@seller/shared/schemas/goods-rank';
import { api, postTagged } from '../../../lib/api';

/** The calls of spec 02 §7 (`/api/naver/mygoodsRank/*`); the member comes from the session cookie. */
const BASE = '/api/naver/mygoodsRank';

export const EXPORT_LIST_URL = `${BASE}/export.xlsx`;
export const historyExportUrl = (gdpSn: number) => `${BASE}/history.xlsx?gdpSn=${gdpSn}`;

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

/**
 * The list; with the copy the browser holds, asks with its ETag and keeps it on 304 (nothing
 * shown changed), the server's time moved on by this browser's clock and the offset last measured.
 */
export async function fetchGoodsList(held?: GoodsListState): Promise<GoodsListState> {
  const answer = await postTagged<Partial<GoodsListAnswer> | null>(`${BASE}/select`, {}, held?.etag);
  if (!answer) {
    if (!held) throw new Error('304 without a held list');
    return { ...held, serverNow: new Date(Date.now() + held.clockOffsetMs).toISOString() };
  }
  return { ...toListState(answer.data, Date.now()), etag: answer.etag };
}

interface Answer<T> {
  code?: string;
  message?: string;
  data: T;
}

/** Spends coins: sent with the submission's Idempotency-Key (a repeat registers nothing more). */
export const registerGoods = (type: GoodsType, currentInput: string, key: string) =>
  api.postOnce<Answer<{ gdpSn: number }>>(`${BASE}/merges`, { type, currentInput }, key);

/** merges needs a key for both of its uses. */
export const addKeyword = (gdpSn: number, goodsKeyword: string, key: string) =>
  api.postOnce<Answer<{ gdkdSn: number }>>(`${BASE}/merges`, { gdpSn, goodsKeyword }, key);

/** The product a number or link names, looked up for the change confirmation; nothing is spent. */
export const previewGoods = (type: GoodsType, currentInput: string, oldGdpSn?: number) =>
  api.post<Answer<GoodsPreview>>(`${BASE}/preview`, { type, currentInput, oldGdpSn });

export const changeGoods = (oldGdpSn: number, type: GoodsType, currentInput: string) =>
  api.post<Answer<{ gdpSn: number }>>(`${BASE}/update`, { type, currentInput, changeTrack: { oldGdpSn } });

export const deleteGoods = (ids: { gdpSn: number; midNo: string }[]) => api.post(`${BASE}/delete`, { ids });

export interface OrderItem {
  gdpSn: number;
  order: number;
  keywordRankCurrent: number;
}

export const updateOrder = (items: OrderItem[]) => api.post(`${BASE}/updateOrder`, items);

export const setRepresentative = (gdpSn: number, gdkdSn: number) =>
  api.post(`${BASE}/reperesentKeywordChange`, { gdpSn, gdkdSn });

export const deleteKeyword = (gdkdSn: number) => api.post(`${BASE}/deleteKeyword`, { gdkdSn });

export async function fetchRankHistory(gdkdSn: number): Promise<RankHistoryAnswer> {
  const answer = await api.post<Partial<RankHistoryAnswer> | null>(`${BASE}/keywordSidePopupList`, {
    gdkdSn,
  });
  return { data: list(answer?.data), bestRank: answer?.bestRank ?? null, changes: list(answer?.changes) };
}

export const saveMemo = (gdpSn: number, midNo: string, content: string) =>
  api.post<{ content?: string } | null>(`${BASE}/memoMerges`, { gdpSn, midNo, content });

/** Spends coins: sent with the submission's Idempotency-Key (a repeat extends nothing more). */
export const renewGoods = (gdpSn: number, key: string) =>
  api.postOnce<Answer<{ coinEndDt: string; sellerCoinCnt: number }>>(
    `${BASE}/coinExtensionRnwl`,
    { gdpSn },
    key,
  );

export const setAutoRenew = (gdpSn: number, autRnwl: 'Y' | 'N') =>
  api.post(`${BASE}/coinAutoRnwl`, { gdpSn, autRnwl });

/** "Check now": checks the product's keywords at once (free, three times a Korea day). */
export const checkGoodsNow = (gdpSn: number) =>
  api.post<Answer<{ left: number; keywords: number }>>(`${BASE}/checkNow`, { gdpSn });
