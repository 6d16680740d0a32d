/**
 * Naver Open API keys used in turn. Each client id has a daily allowance (25,000 search calls,
 * of which at most 1,000 DataLab calls) counted per Korea day; a key is left out for the rest of
 * that Korea day when its own count reaches the allowance or Naver answers with its daily quota
 * error (`exhaust`, called by the Open API client). A per-second 429 never takes a key out.
 * Counts live in this process only.
 */
import { kstDate } from '@seller/shared';
import { ProviderError } from '../http';

export interface NaverCredential {
  clientId: string;
  clientSecret: string;
}

/** `search` is the shared search-API allowance (shop, local…); DataLab calls also spend `datalab`. */
export type QuotaBucket = 'search' | 'datalab';

export interface KeyPoolOptions {
  limits?: Partial<Record<QuotaBucket, number>>;
  now?: () => Date;
}

interface KeyDay {
  day: string;
  used: Record<QuotaBucket, number>;
  exhausted: Set<QuotaBucket>;
}

export const NAVER_DAILY_LIMITS: Record<QuotaBucket, number> = { search: 25_000, datalab: 1_000 };

export class NaverKeyPool {
  private readonly limits: Record<QuotaBucket, number>;
  private readonly now: () => Date;
  private readonly days = new Map<string, KeyDay>();
  private next = 0;

  constructor(
    private readonly keys: readonly NaverCredential[],
    opts: KeyPoolOptions = {},
  ) {
    this.limits = { ...NAVER_DAILY_LIMITS, ...opts.limits };
    this.now = opts.now ?? (() => new Date());
  }

  get size(): number {
    return this.keys.length;
  }

  private dayOf(clientId: string): KeyDay {
    const day = kstDate(this.now());
    let d = this.days.get(clientId);
    if (!d || d.day !== day) {
      d = { day, used: { search: 0, datalab: 0 }, exhausted: new Set() };
      this.days.set(clientId, d);
    }
    return d;
  }

  private available(k: NaverCredential, bucket: QuotaBucket): boolean {
    const d = this.dayOf(k.clientId);
    const buckets: QuotaBucket[] = bucket === 'datalab' ? ['search', 'datalab'] : ['search'];
    return buckets.every((b) => !d.exhausted.has(b) && d.used[b] < this.limits[b]);
  }

  /** The next key in turn that still has allowance today, counting one call on it. */
  acquire(bucket: QuotaBucket, service = 'naver-openapi'): NaverCredential {
    if (!this.keys.length) throw new ProviderError(service, 'auth', 'no Naver Open API client id configured');
    for (let i = 0; i < this.keys.length; i++) {
      const k = this.keys[(this.next + i) % this.keys.length]!;
      if (!this.available(k, bucket)) continue;
      this.next = (this.next + i + 1) % this.keys.length;
      const d = this.dayOf(k.clientId);
      d.used.search += 1;
      if (bucket === 'datalab') d.used.datalab += 1;
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
  exhaust(clientId: string, bucket: QuotaBucket): void {
    this.dayOf(clientId).exhausted.add(bucket);
  }

  usage(): { clientId: string; day: string; search: number; datalab: number; exhausted: QuotaBucket[] }[] {
    return this.keys.map((k) => {
      const d = this.dayOf(k.clientId);
      return { clientId: k.clientId, day: d.day, ...d.used, exhausted: [...d.exhausted] };
    });
  }
}
