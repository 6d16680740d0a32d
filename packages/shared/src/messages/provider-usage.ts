/** 수집 현황 (issue 36 §3): what paid provider calls cost, for managers. */
export const providerUsage = {
  /** Display names of the known paid sources (server lib/provider-usage/sources.ts). */
  sources: {
    searchapi: 'SearchApi.io 쇼핑 검색',
    apify: 'Apify 쇼핑 검색',
    'naver-local': '네이버 지역 검색',
    'naver-datalab': '네이버 데이터랩 검색어 트렌드',
    'naver-shopping-insight': '네이버 쇼핑인사이트',
    'naver-place': '네이버 플레이스 지도 목록',
    solapi: 'SOLAPI 알림톡·문자',
  },
  /** Error kinds of failed calls (adapters/http.ts ProviderError kinds); others show as they are. */
  errorKinds: {
    auth: '인증 실패',
    forbidden: '접근 거부',
    'bad-request': '잘못된 요청',
    'not-found': '찾을 수 없음',
    'rate-limited': '요청 한도 초과',
    server: '서버 오류',
    timeout: '시간 초과',
    network: '연결 실패',
    malformed: '응답 형식 오류',
    unconfigured: '설정 없음',
    'short-page': '응답 누락',
  } as Record<string, string>,

  // ---- the query ----
  dayInvalid: '날짜를 YYYY-MM-DD 형식으로 입력해 주세요.',
  rangeReversed: '끝 날짜가 시작 날짜보다 빠릅니다.',
  rangeTooLong: (days: number): string => `기간은 ${days}일까지 조회할 수 있습니다.`,

  // ---- the screen ----
  title: '수집 현황',
  lead: '순위 확인에 쓰는 유료 데이터 제공처와 키워드 분석에 쓰는 네이버 API(지역 검색, 데이터랩, 쇼핑인사이트)의 호출 수와 비용입니다. 모든 서버와 작업 프로세스의 호출을 한국 시간 날짜별로 셉니다.',
  naverPriceNote:
    '네이버 API의 비용은 NAVER_API_PRICE_PER_CALL_KRW(응답받은 호출 1회당 원)로 계산합니다. NAVER API HUB의 하루 한도와 요금은 공개 문서에 없어 설정하지 않으면 0원으로 셉니다.',
  adminText: '유료 데이터 제공처별 호출 수, 비용과 하루 예산, 실패한 호출을 봅니다.',
  from: '시작 날짜',
  to: '끝 날짜',
  search: '조회',
  thisMonth: '이번 달',
  lastMonth: '지난달',
  last7Days: '최근 7일',
  rangeLabel: '조회 기간',
  loadFailed: '수집 현황을 불러오지 못했습니다.',
  empty: '이 기간에 기록된 유료 호출이 없습니다.',
  emptyText: '제공처를 쓰는 순위 확인이 돌면 호출 수와 비용이 여기에 쌓입니다.',
  rateNote: (rate: string): string => `원화 금액은 1달러 = ${rate}원으로 계산합니다(USD_KRW_RATE).`,

  // the Naver developer center's end (issue 37)
  naverEnding: (lastDay: string, days: string): string =>
    `네이버 개발자센터 API가 ${lastDay} 24:00에 종료됩니다(${days}일 남음).`,
  naverEnded: (lastDay: string): string =>
    `네이버 개발자센터 API가 ${lastDay} 24:00에 종료되어 검색어 트렌드·쇼핑인사이트·지역 검색 호출을 멈췄습니다.`,
  naverMove:
    '이 서버는 아직 개발자센터(NAVER_API_PLATFORM=developers)로 호출합니다. NAVER Cloud 콘솔의 NAVER API HUB에서 키를 발급해 NAVER_API_PLATFORM=hub, NAVER_API_HUB_CLIENT_ID, NAVER_API_HUB_CLIENT_SECRET을 설정하고 서버를 다시 시작해 주세요.',

  // per source
  today: '오늘',
  todayCost: '오늘 비용',
  monthCost: '이번 달 비용',
  dailyBudget: '하루 예산',
  noBudget: '예산 없음',
  noBudgetText: '하루 예산이 설정되지 않아 호출을 멈추지 않습니다.',
  budgetUsed: (percent: string): string => `예산의 ${percent}% 사용`,
  budgetBar: (label: string): string => `${label} 오늘 예산 사용률`,
  reserved: (amount: string): string => `진행 중 ${amount}`,
  reachedToday: '오늘 예산 도달 · 순위 확인 중단',
  reachedTodayText: '멈춘 확인은 실패로 기록되고 순위는 그대로이며, 다음 회차에 다시 시도합니다.',
  callsToday: (n: string): string => `오늘 ${n}회 호출`,
  callsMonth: (n: string): string => `이번 달 ${n}회`,
  blocksToday: (n: string): string => `예산 차단 ${n}회`,

  // the per-day table
  daysTitle: (label: string): string => `${label} 날짜별 사용량`,
  colDay: '날짜',
  colCalls: '호출',
  colPages: '페이지',
  colRows: '행',
  colErrors: '오류',
  colBlocks: '차단',
  colCost: '비용',
  colWon: '원화',
  totalRow: '합계',
  unsettled: (n: string): string => `미정산 ${n}`,
  unsettledHelp: '응답 전에 프로세스가 끝난 호출입니다. 예상 비용으로 계산했습니다.',
  blocksHelp: '하루 예산에 닿아 보내지 않은 호출 수입니다.',
  noErrors: '없음',
  noDays: '이 기간에 호출이 없습니다.',

  // economics
  economicsTitle: '추적 상품당 비용과 코인 수익',
  economicsHow:
    '비용은 기간 안 쇼핑 제공처 비용의 원화 합계, 상품은 추적 기간이 조회 기간과 겹치는 상품, 코인 수익은 기간 안 상품 등록·연장에 쓰인 코인을 코인 요금표의 가장 낮은 코인당 가격으로 계산한 금액입니다(서비스 코인도 같게 셉니다).',
  costInRange: '기간 비용',
  trackedProducts: '추적 상품',
  trackedKeywords: (n: string): string => `키워드 ${n}개`,
  costPerProduct: '상품당 비용',
  coinsEarned: '코인 수익',
  coinsEarnedDetail: (coins: string, wonPerCoin: string): string => `${coins}코인 × ${wonPerCoin}원`,
  earnedPerProduct: '상품당 코인 수익',
  costShare: '수익 대비 비용',
  notAvailable: '—',

  // keywords and failures
  keywordsTitle: '비용이 많이 든 키워드',
  keywordsEmpty: '이 기간에 키워드별 비용이 없습니다.',
  colKeyword: '키워드',
  colSource: '제공처',
  failuresTitle: '최근 실패한 호출',
  failuresEmpty: '이 기간에 실패한 호출이 없습니다.',
  colAt: '시각',
  colKind: '종류',
  colStatus: '상태',
  colDetail: '응답 내용',
  noDetail: '응답 없음',

  // ---- the budget notice (bell) and mail ----
  mailSubject: (label: string): string => `[셀러툴킷] ${label} 하루 예산에 닿아 순위 확인을 멈췄습니다`,
  mailGreeting: (name: string): string => `${name}님, 셀러툴킷 수집 현황 안내입니다.`,
  mailLead: (label: string, day: string, budget: string, spent: string): string =>
    `${day} ${label}의 오늘 비용(진행 중 호출 포함 ${spent})이 하루 예산 ${budget}에 닿아, 이 제공처를 쓰는 순위 확인을 멈췄습니다.`,
  mailRule:
    '멈춘 확인은 실패한 확인으로 기록되고 순위는 그대로 남으며, 다음 회차(한국 시간 자정이 지나면 새 예산)에 다시 시도합니다. 이 안내는 제공처별로 하루 한 번 보냅니다.',
  mailCta: '수집 현황 보기',
  mailWhy: '셀러툴킷 관리자에게 보내는 안내입니다.',
  mailSendOnly: '이 메일은 발신 전용입니다.',
} as const;
