/**
 * The meter of paid provider calls (issue 36 §3): what an adapter calls around each paid request.
 * Money is integer micros (10⁻⁶) of the source's billing currency (sources.ts), so 0.003 USD is
 * 3,000 micros and 12 won is 12,000,000.
 */

/** The currencies providers bill in. */
export type Currency = 'KRW' | 'USD';

export interface MeterCall {
  /** A free string naming who is paid and for what (sources.ts lists the known ones). */
  source: string;
  /** The keyword the call is for, when it is for one (the screen's "keywords that cost most"). */
  keyword?: string | null;
  /** The most the call can cost, in micros of the source's billing currency (its page or row cap). */
  estimateMicros: number;
}

export interface MeterOutcome {
  pages: number;
  rows: number;
  /** What the call really cost, in micros of the source's billing currency. */
  costMicros: number;
  /** 'ok', or the error's kind (ProviderError kinds: timeout, rate-limited, server, malformed…). */
  result: 'ok' | (string & {});
  /** The provider's HTTP status, when there was an answer. */
  status?: number;
  /** A short excerpt of a failed answer (kept for the managers' screen, shown escaped). */
  detail?: string;
}

export interface ProviderMeter {
  /**
   * Before a paid call: refuses with BudgetReachedError when today's spend + reservations + this
   * estimate would pass the source's daily budget; atomic across processes (one conditional upsert
   * in PostgreSQL). The estimate is reserved until the ticket ends.
   */
  begin(call: MeterCall): Promise<MeterTicket>;
}

export interface MeterTicket {
  /**
   * After the call: what it really cost and how it ended. Settles the reservation. A ticket ends
   * once; a second end is ignored. A ticket never ended (the process died) is charged at its
   * estimate once its reservation expires (meter.ts, RESERVATION_TTL_MS).
   */
  end(outcome: MeterOutcome): Promise<void>;
}

/**
 * The day's budget of the source is reached: the call was not made. The rank engine records the
 * check as failed (ranks kept, retried next round) and raises no alert; managers are told once a
 * day per source by the meter's `onBudgetReached`.
 */
export class BudgetReachedError extends Error {
  /** How a caller that cannot import this class tells the refusal apart (adapters/shopping-common). */
  readonly kind = 'budget';
  constructor(
    readonly source: string,
    /** Korea date. */
    readonly day: string,
    readonly currency: Currency,
    readonly budgetMicros: number,
    /** Settled cost plus calls under way when it refused. */
    readonly spentMicros: number,
    readonly estimateMicros: number,
  ) {
    super(
      `${source}: daily budget reached on ${day} (${spentMicros} + ${estimateMicros} > ${budgetMicros} micro-${currency})`,
    );
    this.name = 'BudgetReachedError';
  }
}
