import type { HourlyListAnswer } from '@seller/shared/schemas/goods-rank';
import { call } from '../../../lib/api-call';
import type { HourlyItem, HourlyKeyword } from './hourly';

/** The answer plus how far the server clock is ahead of this browser's clock. */
export interface HourlyListState extends HourlyListAnswer {
  clockOffsetMs: number;
}

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** Tolerates missing arrays so one odd answer cannot break the screen. */
export function toHourlyState(
  answer: Partial<HourlyListAnswer> | null,
  clientNowMs: number,
): HourlyListState {
  const serverNow =
    typeof answer?.serverNow === 'string' ? answer.serverNow : new Date(clientNowMs).toISOString();
  const offset = Date.parse(serverNow) - clientNowMs;
  return {
    items: list<HourlyItem>(answer?.items).map((item) => ({
      ...item,
      keywords: list<HourlyKeyword>(item.keywords).map((k) => ({ ...k, hours: list(k.hours) })),
    })),
    serverNow,
    clockOffsetMs: Number.isFinite(offset) ? offset : 0,
  };
}

/** v1 list call (spec 02 §7 `/api/naver/mygoodsRank/v1/select`); the member comes from the session. */
export async function fetchHourlyList(): Promise<HourlyListState> {
  const answered: Partial<HourlyListAnswer> | null = await call(
    'POST',
    '/api/naver/mygoodsRank/v1/select',
    {},
  );
  return toHourlyState(answered, Date.now());
}
