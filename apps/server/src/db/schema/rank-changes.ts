import { bigserial, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { trackedGoods } from './goods-rank';
import { members } from './members';

/**
 * A member's own event on a tracked product (issue 42 §2: "쿠폰 시작", "체험단 20명"), dated by
 * Korea day: shown on the rank chart and in the 변화 기록 table with the rank around it. Deleting
 * the product deletes its events.
 */
export const goodsRankEvents = pgTable(
  'goods_rank_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gdpSn: integer('gdp_sn')
      .notNull()
      .references(() => trackedGoods.gdpSn, { onDelete: 'cascade' }),
    mbrSn: integer('mbr_sn')
      .notNull()
      .references(() => members.mbrSn, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    label: text('label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('goods_rank_events_goods_day_idx').on(t.gdpSn, t.day)],
);
