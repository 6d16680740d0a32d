// One formatter for every call: `toLocaleString('ko-KR')` builds a new one each time, which was the
// costliest single function of the tracked-goods page's first render (bench/README.md, web).
const KO_NUMBER = new Intl.NumberFormat('ko-KR');

/** Numbers in Korean format; null and undefined show as 0 (spec 01 §5). */
export function formatNumber(n: number | null | undefined): string {
  return KO_NUMBER.format(n ?? 0);
}
