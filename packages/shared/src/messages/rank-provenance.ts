/**
 * Where a recorded rank came from (issue 36 §2): the source, the surface (N+스토어 or 가격비교) and
 * the device it was read on, how deep the check read, and the mark of a change of method.
 */
export const rankProvenance = {
  /** The providers by their ids (lib/shopping-source, the place list, the ended Open API). */
  sources: {
    searchapi: 'SearchApi',
    apify: 'Apify',
    'naver-openapi': '네이버 쇼핑 API(종료)',
    'naver-place': '네이버 플레이스',
  } as Record<string, string>,
  surfaces: {
    'plus-store': 'N+스토어',
    'price-comparison': '가격비교',
    place: '플레이스 목록',
  } as Record<string, string>,
  devices: { pc: 'PC', mobile: '모바일' } as Record<string, string>,
  unknown: '알 수 없음',
  /** On the chart, in the list's change column and wherever two ranks are not comparable. */
  methodChanged: '수집 방식 변경',
  methodChangedHint: '순위를 읽는 출처나 화면이 바뀌어 이전 순위와 비교하지 않습니다.',
  methodChangedFrom: (from: string, to: string): string => `${from} → ${to}`,
  methodChangedTo: (to: string): string => `→ ${to}`,
  source: '출처',
  surface: '화면',
  device: '기기',
  depth: '확인 깊이',
  checkedAt: '확인 시각',
  depthValue: (n: string): string => `${n}위까지`,
  depthUnknown: '기록 없음',
  /** "SearchApi · N+스토어 · PC". */
  line: (source: string, surface: string, device: string): string => `${source} · ${surface} · ${device}`,
  /** The report's and the list's source line. */
  sourceLine: (line: string): string => `수집: ${line}`,
  /** "500위 밖 · N+스토어 500위까지 확인": the depth and the surface the check really read. */
  outsideRead: (depth: string, surface: string): string => `${depth}위 밖 · ${surface} ${depth}위까지 확인`,
  /** The list read had no organic entry at all. */
  outsideEmpty: (surface: string): string => `순위 없음 · ${surface} 검색 결과 없음`,
  /** A record from before depths were kept: the tracked depth and the surface. */
  outsideNoDepth: (max: string, surface: string): string => `${max}위 밖 · ${surface}`,
  /** The rank cell of a narrow list: "500위 밖" by the depth read; the note line says the rest. */
  outsideShort: (depth: string): string => `${depth}위 밖`,
  noRank: '순위 없음',
  /** The list's note under a keyword: "11.22 12:00 확인 · N+스토어". */
  noteSurface: (checked: string, surface: string): string => `${checked} · ${surface}`,
  /** …and for a rank outside what was read: "11.22 12:00 확인 · N+스토어 500위까지 확인". */
  noteOutside: (checked: string, surface: string, depth: string): string =>
    `${checked} · ${surface} ${depth}위까지 확인`,
  /** The list's note when the current and previous ranks were read by other methods. */
  noteMethodChanged: (line: string): string => `수집 방식 변경 · ${line}`,
  /** A chart tooltip's line: "출처: SearchApi". */
  tipLine: (label: string, value: string): string => `${label}: ${value}`,
  /** The chart's mark: "수집 방식 변경: 네이버 쇼핑 API(종료) · 가격비교 → SearchApi · N+스토어". */
  markText: (from: string, to: string): string => `수집 방식 변경: ${from} → ${to}`,
  /** The rivals view when the day before was read by another method. */
  topMethodChanged: '어제와 수집 방식이 달라 순위 변화를 표시하지 않습니다.',
} as const;
