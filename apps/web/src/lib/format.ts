/** Numbers in Korean format; null and undefined show as 0 (spec 01 §5). */
export function formatNumber(n: number | null | undefined): string {
  return (n ?? 0).toLocaleString('ko-KR');
}
