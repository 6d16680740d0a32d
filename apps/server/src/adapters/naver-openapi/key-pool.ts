/**
 * Naver Open API keys used in turn. Each client id has a daily allowance (25,000 search calls,
 * of which at most 1,000 DataLab calls) counted per Korea day; a key is left out for the rest of
 * that Korea day when its own count reaches the allowance or Naver answers with its daily quota
 * error (`exhaust`, called by the Open API client). A per-second 429 never takes a key out.
 *
 * The counts live in a `KeyUsageStore`: the database's `naver_key_usage` table in the app and the
 * workers (key-usage.repository.ts), so every process on one database spends one allowance; an
 * in-process store only where no database is given (adapter contract tests).
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
  read(clientId: string, day: string): Promise<KeyDayUsage>;
}

export interface KeyPoolOptions {
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
    async read(clientId, day) {
      const d = dayOf(clientId, day);
      return { search: d.search, datalab: d.datalab, exhausted: [...d.exhausted] };
    },
  };
}

export class NaverKeyPool {
  private readonly limits: QuotaLimits;
  private readonly now: () => Date;
  private readonly store: KeyUsageStore;
  /** Where this process starts looking; the allowance itself is the store's. */
  private next = 0;

  constructor(
    private readonly keys: readonly NaverCredential[],
    opts: KeyPoolOptions = {},
  ) {
    this.limits = { ...NAVER_DAILY_LIMITS, ...opts.limits };
    this.now = opts.now ?? (() => new Date());
    this.store = opts.store ?? memoryKeyUsageStore();
  }

  get size(): number {
    return this.keys.length;
  }

  /** The next key in turn that still has allowance today, counting one call on it. */
  async acquire(bucket: QuotaBucket, service = 'naver-openapi'): Promise<NaverCredential> {
    if (!this.keys.length) throw new ProviderError(service, 'auth', 'no Naver Open API client id configured');
    const day = kstDate(this.now());
    const start = this.next;
    for (let i = 0; i < this.keys.length; i++) {
      const k = this.keys[(start + i) % this.keys.length]!;
      if (!(await this.store.take(k.clientId, day, bucket, this.limits))) continue;
      this.next = (start + i + 1) % this.keys.length;
      return k;
    }
    throw new ProviderError(
      service,
      'rate-limited',
      `every Naver Open API key is exhausted for today (${bucket})`,
    );
  }

  /**
   * The key answered Naver's daily quota error: leave it out of `bucket` (search also stops
   * DataLab) until the next Korea day.
   */
  async exhaust(clientId: string, bucket: QuotaBucket): Promise<void> {
    await this.store.exhaust(clientId, kstDate(this.now()), bucket);
  }

  async usage(): Promise<({ clientId: string; day: string } & KeyDayUsage)[]> {
    const day = kstDate(this.now());
    return Promise.all(
      this.keys.map(async (k) => ({
        clientId: k.clientId,
        day,
        ...(await this.store.read(k.clientId, day)),
      })),
    );
  }
}
