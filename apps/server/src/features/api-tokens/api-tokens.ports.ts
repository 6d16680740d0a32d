import type { GoodsListAnswer, PlaceViewAnswer } from '@seller/shared';
import type { MailMessage } from '../../adapters/mail/mail';
import type { WireProvenance } from '../../lib/rank-engine/provenance';

/** The mail that tells a member a token was made on its account (issue 35 §4). */
export interface TokenMailPort {
  sendMail(message: MailMessage): Promise<unknown>;
}

/**
 * What the public API needs of the rank features, composed at app level from their services
 * (goods-rank, place-rank): the same calls, checks and coin spending as the web's routes.
 */
export type DailyRanks = {
  keyword: string;
  /** Oldest first, each with where it came from (issue 36 §2). */
  ranks: Array<{ day: string; rank: number | null; provenance: WireProvenance | null }>;
};

export interface GoodsPort {
  list(memberId: number, role: string): Promise<{ answer: GoodsListAnswer }>;
  historyBetween(memberId: number, keywordId: number, from: string, to: string): Promise<DailyRanks>;
  registerWithKeywords(
    memberId: number,
    input: { type: 'prodNum' | 'midNum'; currentInput: string; keywords: readonly string[] },
    key: string,
  ): Promise<{ gdpSn: number; keywords: Array<{ gdkdSn: number; keyword: string }> }>;
  addKeyword(
    memberId: number,
    input: { gdpSn: number; goodsKeyword: string },
    key: string,
  ): Promise<{ gdkdSn: number }>;
  deleteKeyword(memberId: number, keywordId: number): Promise<void>;
}

export interface PlacesPort {
  view(memberId: number): Promise<PlaceViewAnswer>;
  historyBetween(memberId: number, plkwrdSn: number, from: string, to: string): Promise<DailyRanks>;
  registerWithKeywords(
    memberId: number,
    input: { placeId: string; keywords: readonly string[]; confirmDuplicate: boolean },
  ): Promise<{ plceSn: number; plkwrdSns: number[] }>;
  addKeyword(
    memberId: number,
    input: { plceSn: number; placeKeyword: string },
  ): Promise<{ plkwrdSn: number }>;
  deleteKeyword(memberId: number, plkwrdSn: number): Promise<void>;
}

/** What the pages said beside each rank and the member's events (rank-changes, issue 42 §3). */
export interface HistoryExtrasPort {
  historyExtras(
    kind: 'goods' | 'place',
    keywordId: number,
    from: string,
    to: string,
  ): Promise<{
    attributes: Map<string, Record<string, unknown>>;
    events: Array<{ id: number; day: string; label: string }> | undefined;
  }>;
}
