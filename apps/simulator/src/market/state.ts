/**
 * The synthetic market's mutable side: which keywords have been seen (so ids decode back to
 * them), rank overrides set by tests, the simulated Korea date, and per-key quotas.
 */
import { kstDate } from '@seller/shared/rules/kst';
import type { SimulatorState } from '../app';
import { PLACE_AD_BASE, parsePlaceId, placeAt, placePoolSize, type SimPlace } from './places';
import { type Position, orderAt, positionKey } from './place-position';
import {
  PRODUCT_POOL,
  REACHABLE,
  parseMallProductId,
  parseProductId,
  productAt,
  type SimProduct,
} from './products';
import { dateOfDay, dayNumber, keywordCode, normKeyword, storeCode, unit, hash32 } from './rng';
import words from './words.json' with { type: 'json' };

export interface Ref {
  keyword: string;
  index: number;
}
export interface PlaceEntry extends Ref {
  isAd: boolean;
}
interface RankOverride {
  ref: Ref;
  rank: number;
  date: string | null;
}

/** The deepest organic place rank kept in a list. */
const PLACE_REACH = 500;
/** The deepest rank a product can be placed at through the control (the old shop.json reach, start ≤ 1,000). */
const MAX_PRODUCT_RANK = 1000;
const CACHE_SIZE = 512;

/**
 * The account the server uses in simulator mode when no Search Ad credentials are configured
 * (apps/server/src/adapters/index.ts holds the same values).
 */
export const SIMULATOR_SEARCHAD = {
  apiKey: 'sim-searchad-license',
  secret: 'sim-searchad-secret',
  customerId: '1000001',
};
const DEFAULT_SEARCHAD: [string, { secret: string; customerId: string }][] = [
  [
    SIMULATOR_SEARCHAD.apiKey,
    { secret: SIMULATOR_SEARCHAD.secret, customerId: SIMULATOR_SEARCHAD.customerId },
  ],
];
const refKey = (r: Ref) => `${r.keyword}#${r.index}`;

/** Listed figures a test sets for a product (undefined: its own). */
export interface FigureOverride {
  price?: number;
  reviewCount?: number;
  title?: string;
}

export class Market {
  private codes = new Map<string, string>();
  private productRanks = new Map<string, RankOverride[]>();
  private placeRanks = new Map<string, RankOverride[]>();
  /** A product's listed figures from a date on (price, reviews, title), set by tests (issue 42). */
  private figures = new Map<string, ({ date: string } & FigureOverride)[]>();
  private cache = new Map<string, unknown>();
  private spots = new Map<string, Position & { index: number }>();
  private clock: { date: string | null; offsetDays: number } = { date: null, offsetDays: 0 };
  private usage = new Map<string, { search: number; datalab: number }>();
  limits = { search: 25_000, datalab: 1_000 };
  /** Open API calls a client id may make per second (0 = no limit): more answer 429, errorCode 012. */
  openApiRatePerSec = 0;
  openApiHits = new Map<string, number[]>();
  /** Naver Open API apps registered with a fixed secret; any other non-empty id/secret pair is let in. */
  naverClients = new Map<string, string>();
  /** Search Ad accounts by API key (access license). */
  searchAdAccounts = new Map<string, { secret: string; customerId: string }>(DEFAULT_SEARCHAD);
  searchAdRatePerSec = 10;
  searchAdHits = new Map<string, number[]>();

  /** `now` is the simulator's clock (SimulatorOptions.now); the control endpoint shifts it. */
  constructor(private readonly now: () => Date = () => new Date()) {
    for (const k of words.sampleKeywords) this.register(k);
  }

  reset(): void {
    this.figures.clear();
    this.productRanks.clear();
    this.placeRanks.clear();
    this.cache.clear();
    this.clock = { date: null, offsetDays: 0 };
    this.usage.clear();
    this.limits = { search: 25_000, datalab: 1_000 };
    this.openApiRatePerSec = 0;
    this.openApiHits.clear();
    this.naverClients.clear();
    this.searchAdAccounts = new Map(DEFAULT_SEARCHAD);
    this.searchAdRatePerSec = 10;
    this.searchAdHits.clear();
  }

  // ---- clock -------------------------------------------------------------------------------
  today(): string {
    if (this.clock.date) return dateOfDay(dayNumber(this.clock.date) + this.clock.offsetDays);
    return kstDate(new Date(this.now().getTime() + this.clock.offsetDays * 86_400_000));
  }
  setClock(c: { date?: string | null; offsetDays?: number }): void {
    if (c.date !== undefined) this.clock.date = c.date;
    if (c.offsetDays !== undefined) this.clock.offsetDays = c.offsetDays;
  }

  // ---- keyword registry --------------------------------------------------------------------
  /** Normalizes and remembers a keyword so ids carrying its code can be decoded later. */
  register(keyword: string): string {
    const k = normKeyword(keyword);
    const code = keywordCode(k);
    this.codes.set(`k${code}`, k);
    this.codes.set(`s${storeCode(code)}`, k);
    return k;
  }

  productById(productId: string): SimProduct | null {
    const p = parseProductId(productId);
    const keyword = p && this.codes.get(`k${p.code}`);
    if (!p || !keyword || p.index >= PRODUCT_POOL) return null;
    const product = productAt(keyword, p.index);
    return product.productId === productId ? product : null;
  }

  productByStoreNo(no: string): SimProduct | null {
    const p = parseMallProductId(no);
    const keyword = p && this.codes.get(`s${p.storeCode}`);
    if (!p || !keyword || p.index >= PRODUCT_POOL) return null;
    const product = productAt(keyword, p.index);
    return product.mallProductId === no ? product : null;
  }

  placeById(placeId: string): SimPlace | null {
    const p = parsePlaceId(placeId);
    const keyword = p && this.codes.get(`k${p.code}`);
    if (!p || !keyword) return null;
    const organic = p.index < placePoolSize(keyword);
    const ad = p.index >= PLACE_AD_BASE && p.index < PLACE_AD_BASE + 60;
    return organic || ad ? placeAt(keyword, p.index) : null;
  }

  // ---- orders ------------------------------------------------------------------------------
  private cached<T>(key: string, make: () => T): T {
    if (this.cache.has(key)) return this.cache.get(key) as T;
    const v = make();
    if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, v);
    return v;
  }

  /** The organic product order of a keyword on a date (at most the 1,100 reachable rows). */
  productList(keyword: string, date = this.today()): Ref[] {
    const k = this.register(keyword);
    return this.cached(`p|${k}|${date}`, () => {
      const natural = driftOrder(k, PRODUCT_POOL, date, 1.5, 0.03);
      return applyOverrides(natural, this.productRanks.get(k), date, MAX_PRODUCT_RANK, REACHABLE);
    });
  }

  /**
   * Places in list order with paid entries mixed in: two or three at the top, then one per 15.
   * With the searcher's position the organic order is the position-less one seen from there
   * (market/place-position.ts); without it, the list is the same as it always was.
   */
  placeList(keyword: string, date = this.today(), at: Position | null = null): PlaceEntry[] {
    const k = this.register(keyword);
    const organicHere = () => {
      const organic = this.organicPlaces(k, date);
      return at ? orderAt(k, organic, at, (r) => this.placeSpot(r)) : organic;
    };
    return this.cached(`l|${k}|${date}|${at ? positionKey(at) : ''}`, () => {
      const out: PlaceEntry[] = [];
      let ad = 0;
      const pushAd = () => out.push({ keyword: k, index: PLACE_AD_BASE + (ad++ % 60), isAd: true });
      pushAd();
      pushAd();
      if (hash32(`ads:${k}`) % 2) pushAd();
      organicHere().forEach((ref, i) => {
        if (i > 0 && i % 15 === 0) pushAd();
        out.push({ ...ref, isAd: false });
      });
      return out;
    });
  }

  private organicPlaces(k: string, date: string): Ref[] {
    return this.cached(`o|${k}|${date}`, () =>
      applyOverrides(
        driftOrder(k, placePoolSize(k), date, 1, 0.03),
        this.placeRanks.get(k),
        date,
        PLACE_REACH,
        PLACE_REACH,
      ),
    );
  }

  /** A place's coordinates (placeAt is deterministic, so they are kept per place). */
  private placeSpot(r: Ref): Position & { index: number } {
    const key = `s|${refKey(r)}`;
    let spot = this.spots.get(key);
    if (!spot) {
      const p = placeAt(r.keyword, r.index);
      this.spots.set(key, (spot = { x: p.x, y: p.y, index: r.index }));
    }
    return spot;
  }

  setProductRank(keyword: string, ref: Ref, rank: number, date: string | null): void {
    this.setRank(this.productRanks, keyword, ref, rank, date);
  }
  setPlaceRank(keyword: string, ref: Ref, rank: number, date: string | null): void {
    this.setRank(this.placeRanks, keyword, ref, rank, date);
  }
  /** From `date` on, the product is listed with these figures (the latest date on or before a day wins). */
  setProductFigures(productId: string, date: string, f: FigureOverride): void {
    const list = (this.figures.get(productId) ?? []).filter((o) => o.date !== date);
    list.push({ date, ...f });
    this.figures.set(
      productId,
      list.sort((a, b) => (a.date < b.date ? -1 : 1)),
    );
  }
  /** The product as listed on `date`: its own figures, or those set for it from an earlier day. */
  listedProduct(p: SimProduct, date: string): SimProduct {
    const set = this.figures
      .get(p.productId)
      ?.filter((o) => o.date <= date)
      .at(-1);
    if (!set) return p;
    return {
      ...p,
      ...(set.price !== undefined ? { lprice: set.price } : {}),
      ...(set.reviewCount !== undefined ? { reviewCount: set.reviewCount } : {}),
      ...(set.title !== undefined ? { title: set.title } : {}),
    };
  }
  clearRanks(keyword?: string): void {
    if (keyword === undefined) {
      this.productRanks.clear();
      this.placeRanks.clear();
    } else {
      this.productRanks.delete(normKeyword(keyword));
      this.placeRanks.delete(normKeyword(keyword));
    }
    this.cache.clear();
  }
  private setRank(
    map: Map<string, RankOverride[]>,
    keyword: string,
    ref: Ref,
    rank: number,
    date: string | null,
  ) {
    const k = this.register(keyword);
    const list = (map.get(k) ?? []).filter((o) => !(refKey(o.ref) === refKey(ref) && o.date === date));
    list.push({ ref, rank, date });
    map.set(k, list);
    this.cache.clear();
  }

  // ---- quotas (Naver Open API, per client id per Korea day) --------------------------------
  /** Counts one call; false when the key's daily allowance for this API is used up. */
  spend(clientId: string, api: 'search' | 'datalab'): boolean {
    const u = this.usageOf(clientId);
    if (u.search >= this.limits.search) return false;
    if (api === 'datalab' && u.datalab >= this.limits.datalab) return false;
    u.search += 1;
    if (api === 'datalab') u.datalab += 1;
    return true;
  }
  usageOf(clientId: string): { search: number; datalab: number } {
    const key = `${this.today()}|${clientId}`;
    let u = this.usage.get(key);
    if (!u) this.usage.set(key, (u = { search: 0, datalab: 0 }));
    return u;
  }
}

/** Base order by index, shaken per date: top rows move a little, deep rows more. */
function driftOrder(keyword: string, pool: number, date: string, base: number, slope: number): Ref[] {
  const seed = hash32(`drift:${keyword}`);
  const day = dayNumber(date);
  const scored: { index: number; score: number }[] = [];
  for (let i = 0; i < pool; i++) {
    const amp = base + slope * i;
    scored.push({ index: i, score: i + amp * 2 * (unit(seed, i, day) + unit(seed, i, day, 1) - 1) });
  }
  scored.sort((a, b) => a.score - b.score || a.index - b.index);
  return scored.map((s) => ({ keyword, index: s.index }));
}

/** Moves overridden refs to their exact rank (a date-specific override beats an all-dates one). */
function applyOverrides(
  natural: Ref[],
  overrides: RankOverride[] | undefined,
  date: string,
  maxRank: number,
  reach: number,
): Ref[] {
  if (!overrides?.length) return natural.slice(0, reach);
  const effective = new Map<string, RankOverride>();
  for (const o of overrides) {
    if (o.date !== null && o.date !== date) continue;
    const prev = effective.get(refKey(o.ref));
    if (!prev || (prev.date === null && o.date !== null)) effective.set(refKey(o.ref), o);
  }
  const list = natural.filter((r) => !effective.has(refKey(r)));
  const placed = [...effective.values()]
    .filter((o) => o.rank >= 1 && o.rank <= maxRank)
    .sort((a, b) => a.rank - b.rank);
  for (const o of placed) list.splice(Math.min(o.rank - 1, list.length), 0, o.ref);
  return list.slice(0, reach);
}

const markets = new WeakMap<SimulatorState, Market>();

/** The one market of a simulator instance, shared by every Naver-like service. */
export function marketOf(state: SimulatorState): Market {
  let m = markets.get(state);
  if (!m) {
    const market = new Market(() => state.options.now?.() ?? new Date());
    state.onReset.push(() => market.reset());
    markets.set(state, (m = market));
  }
  return m;
}
