/** One line of the table `npm run bench` ends with: a figure, its target, its in-run baseline. */
export interface Figure {
  case: string;
  figure: string;
  value: string;
  target: string;
  baseline: string;
  /** null: no target, or the case was skipped. */
  pass: boolean | null;
}

export const env = (name: string, fallback: number): number => {
  const v = process.env[name];
  return v === undefined || v === '' ? fallback : Number(v);
};

/** BENCH_QUICK=1: every case at a size that runs in a few minutes, for development. */
export const QUICK = process.env.BENCH_QUICK === '1';

export function percentile(sorted: readonly number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)] ?? 0;
}

export const round = (n: number, digits = 2): number => Math.round(n * 10 ** digits) / 10 ** digits;
export const int = (n: number): string => Math.round(n).toLocaleString('en');

/** Runs `fn` over `items` with at most `limit` at once; the first error stops the run. */
export async function pool<T>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const item = items[next++]!;
      try {
        await fn(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}
