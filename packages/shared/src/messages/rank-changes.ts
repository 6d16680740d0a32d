import { particle } from './josa';

/**
 * 순위 변동 원인 (issue 42): what the page said beside each rank, the 변화 기록 list, the member's
 * own events, the unexplained-movement mark and the place sentence. Server answers first, then
 * the screens' texts. Unexplained movement is worded as a fact about the figures, never a charge.
 */
export const rankChanges = {
  eventNotFound: '이벤트를 찾을 수 없습니다.',
  eventLabelRequired: '이벤트 내용을 입력해 주세요.',
  eventLabelTooLong: '이벤트 내용은 30자 이내로 입력해 주세요.',
  eventDayInvalid: '날짜를 YYYY-MM-DD 형식으로 입력해 주세요.',
  eventDayOutOfRange: '이벤트 날짜는 최근 1년부터 30일 뒤까지 고를 수 있습니다.',
  eventLimit: '상품마다 이벤트는 최대 100개까지 기록할 수 있습니다.',
  eventAdded: '이벤트를 기록했습니다.',
  eventDeleted: '이벤트를 삭제했습니다.',
};

export const rankChangesUi = {
  tab: '변화 기록',
  loadError: '변화 기록을 불러오지 못했습니다.',
  retry: '다시 시도',
  loading: '변화 기록을 불러오는 중입니다.',
  panelTitle: '순위와 함께 본 변화',
  panelLabel: (keyword: string, attribute: string) =>
    `${keyword} 내 상품과 고정한 경쟁 상품의 ${attribute} 추이`,
  attributePrice: '가격',
  attributeReviews: '리뷰 수',
  attributePurchases: '구매 수',
  attributeLabel: '아래 그래프 항목',
  attributeMissing: (attribute: string) =>
    `검색 결과에 ${attribute}${particle(attribute, '이/가')} 나오지 않아 그릴 값이 없습니다.`,
  rankAxis: '순위',
  own: '내 상품',
  changesTitle: '변화 기록',
  changesHint: '검색 결과에 나온 제목·가격·리뷰·광고 여부가 바뀐 날과, 그 전날·다음 날·7일 뒤 순위입니다.',
  changesEmpty: '최근 30일 동안 기록된 변화가 없습니다.',
  colDay: '날짜',
  colWho: '상품',
  colWhat: '변화',
  colBefore: '전날',
  colAfter: '다음 날',
  colWeek: '7일 뒤',
  rankText: (rank: number) => (rank === 0 ? '순위 밖' : `${rank}위`),
  rankOn: (rank: string, day: string) => `${rank} (${day})`,
  noRank: '기록 없음',
  pending: '아직',
  titleChanged: (from: string, to: string) => `상품명 변경: ${from} → ${to}`,
  priceChanged: (from: string, to: string, pct: string) => `가격 ${from}원 → ${to}원 (${pct})`,
  reviewsUp: (from: string, to: string) => `리뷰 ${from} → ${to}`,
  wentAd: '광고 노출 시작',
  wentOrganic: '광고 노출 없음',
  ownEvent: (label: string) => `내 이벤트: ${label}`,
  eventsTitle: '내 이벤트',
  eventsHint:
    '쿠폰, 체험단, 광고 중단처럼 직접 한 일을 날짜와 함께 기록하면 그래프와 변화 기록에 함께 보입니다.',
  eventDay: '날짜',
  eventLabel: '내용',
  eventPlaceholder: '예: 쿠폰 시작',
  eventAdd: '기록',
  eventDelete: '삭제',
  eventDeleteLabel: (label: string) => `${label} 이벤트 삭제`,
  eventFailed: '이벤트를 저장하지 못했습니다.',
  surgeTitle: '설명되지 않는 급상승',
  surgeHint: (places: number) =>
    `하루에 ${places}계단 이상 올랐는데 리뷰·구매 수는 그만큼 늘지 않은 상품입니다. 원인은 검색 결과만으로 알 수 없습니다.`,
  surgeMark: '설명되지 않는 급상승',
  surgeText: (from: number, to: number, reviews: string) =>
    `하루 만에 ${from}위 → ${to}위 (${from - to}계단 상승), ${reviews}`,
  surgeReviews: (a: string, b: string) => `리뷰 ${a} → ${b}`,
  surgePurchases: (a: string, b: string) => `구매 ${a} → ${b}`,
  surgeEmpty: '최근 30일 동안 표시할 급상승이 없습니다.',
  topEntry: '상위 10위 상품',
  chartEvents: (labels: string) => `내 이벤트: ${labels}`,
  placeMetricVisitor: '방문자 리뷰',
  placeMetricBlog: '블로그 리뷰',
  placeMetricSaves: '저장 수',
  placeSentence: (metric: string, places: number, rho: string) =>
    `이번 달 이 키워드에 나온 ${places}곳에서는 ${metric}${particle(metric, '이/가')} 많은 곳일수록 순위가 높은 경향이 가장 뚜렷합니다 (순위 상관 ${rho}).`,
  placeSentenceInverse: (metric: string, places: number, rho: string) =>
    `이번 달 이 키워드에 나온 ${places}곳에서는 ${metric}${particle(metric, '이/가')} 많은 곳일수록 오히려 순위가 낮은 경향이 가장 뚜렷합니다 (순위 상관 ${rho}).`,
  placeNoRelation: (places: number) =>
    `이번 달 이 키워드에 나온 ${places}곳에서는 리뷰·블로그 리뷰와 순위 사이에 뚜렷한 관계가 보이지 않습니다.`,
  placeTooFew: (places: number) =>
    `이번 달 이 키워드에 나온 곳이 ${places}곳뿐이라 순위와의 관계를 말하기에는 너무 적습니다 (10곳 이상 필요).`,
  placeSavesMissing: '저장 수는 검색 목록에 나오지 않아 계산에서 뺐습니다.',
  placeLoadError: '순위와 리뷰의 관계를 불러오지 못했습니다.',
};

/** Lines 순위 변동 원인 adds under a keyword of a client report (page and PDF, issue 42 §3). */
export const rankChangesReport = {
  latest: (day: string, figures: string) => `최근 검색 결과(${day}): ${figures}`,
  price: (won: string) => `가격 ${won}원`,
  reviews: (n: string) => `리뷰 ${n}`,
  purchases: (n: string) => `구매 ${n}`,
  visitorReviews: (n: string) => `방문자 리뷰 ${n}`,
  blogReviews: (n: string) => `블로그 리뷰 ${n}`,
  events: (list: string) => `내 이벤트: ${list}`,
};

/** The sheets 순위 변동 원인 adds to a product's history workbook (goods-rank's history.xlsx). */
export const rankChangesExport = {
  attributesSheet: '검색 결과 정보',
  changesSheet: '변화 기록',
  date: '날짜',
  keyword: '키워드',
  who: '상품',
  own: '내 상품',
  rank: '순위',
  title: '상품명',
  price: '가격',
  reviews: '리뷰 수',
  purchases: '구매 수',
  rating: '평점',
  advertised: '광고 노출',
  what: '변화',
  before: '전날 순위',
  after: '다음 날 순위',
  week: '7일 뒤 순위',
  yes: 'Y',
  no: 'N',
};
