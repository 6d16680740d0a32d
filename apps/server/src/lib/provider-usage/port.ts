/** What a paid provider call reports to the usage meter (counting, pricing, daily budgets). */
export interface ProviderMeter {
  /** Before a paid call: refuses with a typed budget error when today's spend + estimate would pass the source's daily budget; atomic across processes. */
  begin(call: { source: string; keyword?: string | null; estimateMicros: number }): Promise<MeterTicket>;
}
export interface MeterTicket {
  /** After the call: what it really cost (micros of the source's billing currency) and how it ended. */
  end(outcome: {
    pages: number;
    rows: number;
    costMicros: number;
    result: 'ok' | string /* error kind */;
    status?: number;
    detail?: string /* a short excerpt of a failed answer */;
  }): Promise<void>;
}
