/** Rank-over-time series for the rank charts (shopping and place ranks alike). */

export interface HistoryPoint {
  at: number;
  dateLabel: string;
  shortLabel: string;
  /** null = outside the tracked depth (500 for shopping, 300 for places). */
  rank: number | null;
  /** The member's own changes shown on this date (rank-alerts change marks). */
  marks?: string[];
}

/** A member's change on a Korea date: `at` is that date's start in Korea time. */
export interface ChartMark {
  at: number;
  text: string;
}

/** The start of a Korea date (yyyy-MM-dd) as an instant, the way the charts place their days. */
export const koreaDayStart = (day: string): number => Date.parse(`${day.slice(0, 10)}T00:00:00+09:00`);

/**
 * Puts each change on the first charted date on or after it: the first record the change could
 * have moved. Changes after the last charted date are not on the chart (the lists show them).
 */
export function withMarks(points: readonly HistoryPoint[], marks: readonly ChartMark[]): HistoryPoint[] {
  const texts = points.map((): string[] => []);
  for (const mark of marks) {
    const i = points.findIndex((p) => p.at >= mark.at);
    if (i >= 0) texts[i]!.push(mark.text);
  }
  return points.map((p, i) => (texts[i]!.length ? { ...p, marks: texts[i]! } : p));
}

export interface ChartSeries {
  labels: string[];
  /** Ranks with gaps (null) where the item was outside the tracked depth. */
  ranked: (number | null)[];
  /** A marker on the bottom line for each unranked day, null elsewhere. */
  unranked: (number | null)[];
  /** Bottom of the (reversed) y axis. */
  axisMax: number;
  /** The y value of the "outside" markers (the bottom line), or null when every day is ranked. */
  unrankedLevel: number | null;
}

const NICE_LEVELS = [10, 20, 50, 100, 200, 300, 400, 500];

/**
 * Unranked days sit on an "outside" line just below the worst shown rank, so one bad day does not
 * squash the rest of the line against the top of a 1..maxRank axis.
 */
export function chartSeries(points: readonly HistoryPoint[], maxRank = 500): ChartSeries {
  const ranked = points.map((p) => p.rank);
  const worst = Math.max(1, ...ranked.filter((r): r is number => r !== null));
  const anyUnranked = ranked.some((r) => r === null);
  const levels = [...NICE_LEVELS.filter((n) => n < maxRank), maxRank];
  const level = anyUnranked ? (levels.find((n) => n > Math.ceil(worst * 1.15)) ?? maxRank) : null;
  return {
    labels: points.map((p) => p.shortLabel),
    ranked,
    unranked: ranked.map((r) => (r === null ? level : null)),
    axisMax: level ?? Math.max(5, Math.ceil(worst * 1.1)),
    unrankedLevel: level,
  };
}
