/** A usage meter for the shopping adapters' tests: it records every ticket and can refuse. */
import type { MeterTicket, ProviderMeter } from '../../lib/provider-usage/port';

type Outcome = Parameters<MeterTicket['end']>[0];
export interface Ticket {
  source: string;
  keyword?: string | null;
  estimateMicros: number;
  /** Set when the adapter ended the ticket. */
  outcome: Outcome | null;
}

export function recordingMeter(opts: { refuse?: boolean } = {}): ProviderMeter & { tickets: Ticket[] } {
  const tickets: Ticket[] = [];
  return {
    tickets,
    async begin(call) {
      if (opts.refuse) throw Object.assign(new Error('daily budget of the source spent'), { kind: 'budget' });
      const t: Ticket = { ...call, outcome: null };
      tickets.push(t);
      return {
        async end(outcome) {
          if (t.outcome) throw new Error('ticket ended twice');
          t.outcome = outcome;
        },
      };
    },
  };
}
