/**
 * The one Naver key of a deployment (the developer center's client id or NAVER API HUB's) and its
 * daily allowance: 25,000 search calls, of which at most 1,000 DataLab calls, counted per Korea
 * day. The key is left out for the rest of that Korea day when its count reaches the allowance or
 * Naver answers with its daily quota error (`exhaust`, called by the Open API client). A
 * per-second 429 never takes it out.
 *
 * One key, not several in turn: Naver's API terms (7.3 ⑤) forbid using several client ids to raise
 * the allowance (config.ts refuses a list). The count protects that one key: it lives in a
 * `KeyUsageStore`, the database's `naver_key_usage` table in the app and the workers
 * (key-usage.repository.ts), so every process on one database spends one allowance; an in-process
 * store only where no database is given (adapter contract tests).
 */
import { kstDate } from '@seller/shared';
import { ProviderError } from '../http';

export interface NaverCredential {
  clientId: string;
  clientSecret: string;
}

/** `search` is the shared search-API allowance (local search…); DataLab calls also spend `datalab`. */
export type QuotaBucket = 'search' | 'datalab';
export type QuotaLimits = Record<QuotaBucket, number>;

export interface KeyDayUsage {
  search: number;
  datalab: number;
  exhausted: QuotaBucket[];
}

/** Where the per-key, per-day counts are kept; every method is one atomic step. */
export interface KeyUsageStore {
  /**
   * Counts one call on the key for the day when it still has allowance in `bucket` (DataLab also
   * needs search allowance and spends both); false, counting nothing, when it has none.
   */
  take(clientId: string, day: string, bucket: QuotaBucket, limits: QuotaLimits): Promise<boolean>;
  /** Naver said the key spent `bucket` today. */
  exhaust(clientId: string, day: string, bucket: QuotaBucket): Promise<void>;
  /** Takes back one call counted by `take` that the provider did not count (never below 0). */
  giveBack(clientId: string, day: string, bucket: QuotaBucket): Promise<void>;
  read(clientId: string, day: string): Promise<KeyDayUsage>;
}

export interface KeyQuotaOptions {
  limits?: Partial<QuotaLimits>;
  now?: () => Date;
  store?: KeyUsageStore;
}

const NAVER_DAILY_LIMITS: QuotaLimits = { search: 25_000, datalab: 1_000 };

const bucketsOf = (bucket: QuotaBucket): QuotaBucket[] =>
  bucket === 'datalab' ? ['search', 'datalab'] : ['search'];

/** Counts in this process only: for callers without a database. */
export function memoryKeyUsageStore(): KeyUsageStore {
  const days = new Map<string, { search: number; datalab: number; exhausted: Set<QuotaBucket> }>();
  const dayOf = (clientId: string, day: string) => {
    const id = `${clientId}\n${day}`;
    let d = days.get(id);
    if (!d) days.set(id, (d = { search: 0, datalab: 0, exhausted: new Set() }));
    return d;
  };
  return {
    async take(clientId, day, bucket, limits) {
      const d = dayOf(clientId, day);
      const buckets = bucketsOf(bucket);
      if (!buckets.every((b) => !d.exhausted.has(b) && d[b] < limits[b])) return false;
      for (const b of buckets) d[b] += 1;
      return true;
    },
    async exhaust(clientId, day, bucket) {
      dayOf(clientId, day).exhausted.add(bucket);
    },
    async giveBack(clientId, day, bucket) {
      const d = dayOf(clientId, day);
      for (const b of bucketsOf(bucket)) d[b] = Math.max(0, d[b] - 1);
    },
    async read(clientId, day) {
      const d = dayOf(clientId, day);
      return { search: d.search, datalab: d.datalab, exhausted: [...d.exhausted] };
    },
  };
}

export class NaverKeyQuota {
  private readonly limits: QuotaLimits;
  private readonly now: () => Date;
  private readonly store: KeyUsageStore;

  constructor(
    private readonly key: NaverCredential | null,
    opts: KeyQuotaOptions = {},
  ) {
    this.limits = { ...NAVER_DAILY_LIMITS, ...opts.limits };
    this.now = opts.now ?? (() => new Date());
    this.store = opts.store ?? memoryKeyUsageStore();
  }

  /** The key, counting one call on it, with the Korea day it was counted on (for `giveBack`). */
  async take(bucket: QuotaBucket, service = 'naver-openapi'): Promise<{ key: NaverCredential; day: string }> {
    if (!this.key) throw new ProviderError(service, 'auth', 'no Naver client id configured');
    const day = kstDate(this.now());
    if (await this.store.take(this.key.clientId, day, bucket, this.limits)) return { key: this.key, day };
    throw new ProviderError(
      service,
      'rate-limited',
      `the Naver key has spent its daily allowance (${bucket})`,
    );
  }

  /**
   * The key answered Naver's daily quota error: leave it out of `bucket` (search also stops
   * DataLab) until the next Korea day.
   */
  async exhaust(bucket: QuotaBucket): Promise<void> {
    if (this.key) await this.store.exhaust(this.key.clientId, kstDate(this.now()), bucket);
  }

  /**
   * The call counted on `day` was answered in a way Naver does not count against the day's
   * allowance (its speed limit, its quota answer, a refused key: docs/integrations-notes.md), so
   * the count follows Naver's own.
   */
  async giveBack(bucket: QuotaBucket, day: string): Promise<void> {
    if (this.key) await this.store.giveBack(this.key.clientId, day, bucket);
  }

  /** Today's counts of the key; null without one. */
  async usage(): Promise<({ clientId: string; day: string } & KeyDayUsage) | null> {
    if (!this.key) return null;
    const day = kstDate(this.now());
    return { clientId: this.key.clientId, day, ...(await this.store.read(this.key.clientId, day)) };
  }
}
