/**
 * Test support for rank alerts: an app with a small controllable marketplace (shopping and place
 * lists where a test pins each item's rank or makes the next check fail), a movable clock, and
 * the simulator's SMTP inbox behind the real mail adapter.
 */
import { kstDate } from '@seller/shared';
import { ProviderError } from '../adapters/http';
import { ShoppingSourceError } from '../lib/shopping-source/port';
import type { ShopItem } from '../features/goods-rank/goods-rank.ports';
import { type TestApp, createMember, createTestApp, login, post } from './app';
import { type RunningSimulator, control, startTestSimulator } from './simulator';
import { catalogLookup, placeInfo } from './rank';
import { TEST_SHOP_PROFILE } from './shop';

class Market {
  /** keyword → item id → organic rank (absent = not in the list). */
  readonly ranks = new Map<string, Map<string, number>>();
  /** The next `n` list calls fail like a provider outage. */
  failures = 0;

  pin(keyword: string, id: string, rank: number | null): void {
    const m = this.ranks.get(keyword) ?? new Map<string, number>();
    if (rank === null) m.delete(id);
    else m.set(id, rank);
    this.ranks.set(keyword, m);
  }

  /** 500 organic entries: the pinned ids at their ranks, fillers elsewhere. */
  entries(keyword: string, size: number): (string | null)[] {
    const list: (string | null)[] = Array.from({ length: size }, () => null);
    for (const [id, rank] of this.ranks.get(keyword) ?? [])
      if (rank >= 1 && rank <= size) list[rank - 1] = id;
    return list;
  }

  /** Throws `outage()` (the error the real source throws) while failures are pending. */
  take(outage: () => Error): void {
    if (this.failures > 0) {
      this.failures -= 1;
      throw outage();
    }
  }
}

export interface AlertsTestApp extends TestApp {
  sim: RunningSimulator;
  market: Market;
  clock: { at: Date };
  /** Sets the clock to a Korea wall-clock time. */
  setKst(day: string, time: string): void;
}

const filler = (i: number) => `f${i}`;

export async function createAlertsTestApp(env: Record<string, string> = {}): Promise<AlertsTestApp> {
  const sim = await startTestSimulator({ smtp: true });
  const market = new Market();
  const clock = { at: new Date('2026-11-21T01:40:00Z') };
  const t = await createTestApp(
    {
      SIMULATOR: 'on',
      SIMULATOR_PORT: String(sim.port),
      SIMULATOR_SMTP_PORT: String(sim.smtpPort),
      LOGIN_RATE_LIMIT_MAX: '1000',
      PUBLIC_URL: 'http://app.test',
      ...env,
    },
    {
      now: () => clock.at,
      ports: {
        productLookup: catalogLookup((mid) => `상품 ${mid}`),
        shop: {
          profile: TEST_SHOP_PROFILE,
          search: async (keyword, { start, display }) => {
            market.take(
              () => new ShoppingSourceError('searchapi', 'server', 'simulated outage', { status: 503 }),
            );
            const list = market.entries(keyword, 500);
            const items: ShopItem[] = list.slice(start - 1, start - 1 + display).map((id, i) => ({
              productId: id ?? filler(start + i),
              mallProductId: null,
              title: 't',
              image: null,
              lprice: 1000,
              mallName: 'm',
              isCatalog: true,
            }));
            return { total: 500, items };
          },
        },
        places: {
          listPlaces: async (keyword, { start, display }) => {
            market.take(() => new ProviderError('naver-place', 'server', 'simulated outage', 503));
            const list = market.entries(keyword, 300);
            return {
              total: 300,
              items: list
                .slice(start - 1, start - 1 + display)
                .map((id, i) => place(id ?? filler(start + i))),
            };
          },
          getPlace: async (id) => place(id),
        },
      },
    },
  );
  const close = t.close;
  return Object.assign(t, {
    sim,
    market,
    clock,
    setKst(day: string, time: string) {
      clock.at = new Date(`${day}T${time}:00+09:00`);
    },
    async close() {
      await close();
      await sim.close();
    },
  });
}

const place = (id: string) =>
  placeInfo(id, { name: `플레이스 ${id}`, category: '카페', roadAddress: '서울' });

/** A member with coins, signed in. */
export async function seller(t: AlertsTestApp) {
  const m = await createMember(t);
  await t.services.coins.operatorGrant(m.mbrSn, 500);
  return { ...m, cookie: await login(t, m.email) };
}

/** Registers a product by catalogue id and adds a keyword (its first check runs at once). */
export async function trackProduct(t: AlertsTestApp, cookie: string, mid: string, keyword: string) {
  const reg = await post(t, '/api/naver/mygoodsRank/merges', { type: 'midNum', currentInput: mid }, cookie);
  if (reg.statusCode !== 200) throw new Error(`register ${reg.statusCode} ${reg.body}`);
  const gdpSn = reg.json().data.gdpSn as number;
  const kw = await post(t, '/api/naver/mygoodsRank/merges', { gdpSn, goodsKeyword: keyword }, cookie);
  if (kw.statusCode !== 200) throw new Error(`keyword ${kw.statusCode} ${kw.body}`);
  await t.services.settle();
  return { gdpSn, gdkdSn: kw.json().data.gdkdSn as number };
}

/** Registers a place with its first keyword (free). */
export async function trackPlace(t: AlertsTestApp, cookie: string, placeId: string, keyword: string) {
  const res = await post(t, '/api/naver/place/placeInsert', { placeId, placeKeyword: keyword }, cookie);
  if (res.statusCode !== 200) throw new Error(`placeInsert ${res.statusCode} ${res.body}`);
  await t.services.settle();
  return res.json().data as { plceSn: number; plkwrdSn: number };
}

/** The day's shopping check of one keyword at the clock's time; false when it failed. */
export async function dailyCheck(t: AlertsTestApp, keyword: string, kind: 'goods' | 'place' = 'goods') {
  const day = kstDate(t.clock.at);
  const engine = kind === 'goods' ? t.services.rankEngine : t.services.placeRankEngine;
  return engine.checkKeyword(keyword, day).then(
    () => true,
    () => false,
  );
}

export interface CaughtMail {
  id: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export async function inbox(t: AlertsTestApp, to: string): Promise<CaughtMail[]> {
  const res = await control<{ messages: CaughtMail[] }>(
    t.sim,
    'GET',
    `/__control/mail?to=${encodeURIComponent(to)}`,
  );
  return res.messages;
}
