/**
 * Paid provider calls written through the real meter before the app starts (seed-accounts.ts), so
 * 수집 현황 shows real rows (provider-usage.e2e.ts). The budget is the seed meter's own: the app's
 * screen shows a budget only when one is configured.
 */
import type { Db } from '../../apps/server/src/db/client';
import { createBudgetAlerts } from '../../apps/server/src/features/provider-usage/provider-usage.alerts';
import { saveManagerNotice } from '../../apps/server/src/features/rank-alerts/rank-alerts.repository';
import { type BudgetReached, createProviderMeter } from '../../apps/server/src/lib/provider-usage/meter';

/** What the spec looks for. */
export const USAGE_SEED = {
  topKeyword: '캠핑 의자',
  /** A provider's refusal page, as a failed answer's excerpt: the screen must show it as text. */
  failedAnswer: '<img src=x onerror="window.__usageXss=1"><b>차단된 요청입니다</b>',
  /** Today's calls of SearchApi that ended (ok or failed), and what they cost in micro-USD. */
  todayCalls: 6,
  todayCostMicros: 32_000,
} as const;

const DAY_MS = 86_400_000;

export async function seedProviderUsage(db: Db, usdKrw: number, publicUrl: string): Promise<void> {
  let clock = new Date(Date.now() - 2 * DAY_MS);
  const now = () => clock;
  const reached: Promise<void>[] = [];
  const alerts = createBudgetAlerts({
    db,
    now,
    mail: { configured: false, sendMail: async () => undefined },
    notify: saveManagerNotice,
    publicUrl,
  });
  const meter = createProviderMeter({
    db,
    now,
    usdKrw,
    budgets: { searchapi: { micros: 40_000, currency: 'USD' } },
    onBudgetReached: (e: BudgetReached) => reached.push(alerts.reached(e)),
  });
  const call = async (
    source: string,
    keyword: string,
    outcome: {
      pages?: number;
      rows?: number;
      cost?: number;
      result?: string;
      status?: number;
      detail?: string;
    },
  ) => {
    const cost = outcome.cost ?? 4_000;
    const ticket = await meter.begin({ source, keyword, estimateMicros: Math.max(cost, 4_000) });
    await ticket.end({
      pages: outcome.pages ?? 1,
      rows: outcome.rows ?? 100,
      costMicros: cost,
      result: outcome.result ?? 'ok',
      ...(outcome.status === undefined ? {} : { status: outcome.status }),
      ...(outcome.detail === undefined ? {} : { detail: outcome.detail }),
    });
  };
  const failed = { pages: 0, rows: 0, cost: 0 };
  // Two days ago and yesterday.
  for (const back of [2, 1]) {
    clock = new Date(Date.now() - back * DAY_MS);
    for (let i = 0; i < 3 + back; i++) await call('searchapi', i % 2 ? '무선 이어폰' : '텐트', {});
    await call('searchapi', '텐트', {
      ...failed,
      result: back === 2 ? 'server' : 'timeout',
      status: back === 2 ? 503 : undefined,
    });
  }
  // Today: 캠핑 의자 reads two pages a check, a refused answer, then the budget stops a call.
  clock = new Date();
  for (let i = 0; i < 3; i++)
    await call('searchapi', USAGE_SEED.topKeyword, { pages: 2, rows: 200, cost: 8_000 });
  for (let i = 0; i < 2; i++) await call('searchapi', '텐트', {});
  await call('searchapi', '무선 이어폰', {
    ...failed,
    result: 'forbidden',
    status: 403,
    detail: USAGE_SEED.failedAnswer,
  });
  await meter.begin({ source: 'searchapi', keyword: '텐트', estimateMicros: 10_000 }).then(
    () => {
      throw new Error('the seed budget should have refused this call');
    },
    () => undefined,
  );
  for (let i = 0; i < 2; i++) await call('apify', USAGE_SEED.topKeyword, { rows: 40, cost: 2_000 });
  await Promise.all(reached);
}
