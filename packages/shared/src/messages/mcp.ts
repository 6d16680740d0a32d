/**
 * The MCP server's words (issue 44): each tool's description in Korean and English (an assistant
 * reads either; a Korean agency's staff reads the Korean), its answers' sentences, and the connect
 * guide under 마이페이지 → API.
 */
const both = (ko: string, en: string) => `${ko}\n\n${en}`;

export const mcp = {
  serverTitle: '셀러툴킷 순위 추적',
  instructions: both(
    '셀러툴킷 회원의 네이버 쇼핑 상품·플레이스 순위를 읽고, 상품과 키워드를 추가합니다. 코인이 드는 추가는 먼저 quote_add로 견적을 받아 사용자에게 보여 준 뒤, 그 견적 번호로 add_tracked를 호출하세요. 견적은 10분 동안 유효하며 잔액이 바뀌면 다시 받아야 합니다.',
    'Reads a 셀러툴킷 member’s Naver Shopping product and Place ranks and adds products and keywords. Anything that costs coins is quoted first with quote_add; show the quote to the user, then call add_tracked with its quoteId. A quote is valid for 10 minutes and is void once the balance changes.',
  ),
  tools: {
    listTracked: both(
      '추적 중인 상품과 플레이스, 키워드별 오늘 순위와 전일 대비 변동(move: 양수는 상승)을 돌려줍니다. 순위 null은 확인한 깊이 안에 없음입니다. 무료.',
      'Tracked products and places with each keyword’s rank today and the move since the previous check (move > 0 is up). A null rank means not found within the depth read. Free.',
    ),
    keywordHistory: both(
      '키워드 하나의 일별 순위(한국 날짜, 최대 366일, 기본 최근 30일)를 출처(provenance)와 함께 돌려줍니다. kind는 product 또는 place. 무료.',
      'One keyword’s daily ranks (Korea dates, at most 366 days, default the last 30) with where each came from (provenance). kind is product or place. Free.',
    ),
    topMovers: both(
      '순위가 가장 크게 움직인 상품 키워드를 돌려줍니다. droppedOutOfTop(상위 N위 밖으로 밀려남), minUp, minDown(N계단 이상)으로 거를 수 있습니다. 무료.',
      'The product keywords whose rank moved most. Filter with droppedOutOfTop (fell out of the top N), minUp or minDown (by at least N places). Free.',
    ),
    quoteAdd: both(
      '상품(키워드 포함) 또는 기존 상품에 키워드를 추가할 때 드는 코인과 추가 후 잔액을 견적합니다. 아무것도 쓰지 않습니다. 돌려준 quoteId로 add_tracked를 호출하세요(10분 유효).',
      'Quotes the coins that adding products (with keywords) or keywords to tracked products takes, and the balance after. Writes nothing. Call add_tracked with the quoteId it returns (valid 10 minutes).',
    ),
    addTracked: both(
      '견적(quoteId)과 똑같은 내용으로 상품·키워드를 추가하고 코인을 씁니다. 견적이 만료되었거나 잔액이 바뀌었거나 내용이 다르면 거절합니다. 같은 견적으로 다시 호출하면 처음 결과를 돌려주고 코인을 다시 쓰지 않습니다. 읽기·쓰기 토큰이 필요합니다.',
      'Adds exactly what the quote (quoteId) priced and spends its coins. Refused when the quote expired, the balance changed or the request differs. Calling again with the same quote answers the first result and spends nothing. Needs a read-write token.',
    ),
    removeKeyword: both(
      '상품 또는 플레이스의 키워드 하나를 삭제합니다(대표 키워드는 삭제할 수 없음). 코인은 돌려주지 않습니다. 읽기·쓰기 토큰이 필요합니다.',
      'Removes one keyword of a product or a place (not the representative one). No coins are returned. Needs a read-write token.',
    ),
    createReportLink: both(
      '고객에게 보낼 순위 보고서 링크를 만듭니다(상품·플레이스 번호, 만료 7/30/90일 또는 없음). 무료. 읽기·쓰기 토큰이 필요합니다.',
      'Makes a client report link (tracked product and place ids, expiry 7/30/90 days or none). Free. Needs a read-write token.',
    ),
    coinLedger: both(
      '코인 잔액과 사용·충전 내역(최근 순, 페이지당 최대 50건)을 돌려줍니다. 무료.',
      'The coin balance and the ledger of spends and top-ups (newest first, at most 50 a page). Free.',
    ),
  },
  /** The tools' input fields, as the agent reads them in tools/list. */
  fields: {
    products: '추가할 상품과 키워드 / products to track, with up to 5 keywords each',
    productId: '추적 중인 상품 번호 / a tracked product id',
    keywords: '기존 상품에 추가할 키워드 / keywords to add to tracked products',
    kind: 'product: 상품 키워드, place: 플레이스 키워드',
    keywordId: '키워드 번호 (list_tracked의 keywords[].id) / keyword id',
    from: '시작일 YYYY-MM-DD (한국 날짜) / first Korea day',
    to: '종료일 YYYY-MM-DD / last Korea day',
    droppedOutOfTop: '전일 상위 N위 안이었다가 밖으로 밀려난 키워드 / fell out of the top N',
    minUp: 'N계단 이상 오른 키워드 / up by at least N',
    minDown: 'N계단 이상 내린 키워드 / down by at least N',
    limit: '최대 개수 / at most this many',
    quoteId: 'quote_add가 돌려준 견적 번호 / the quoteId quote_add returned',
    reportName: '보고서 이름 (고객이 봄) / the report’s name, shown to the client',
  },
  resources: {
    tracked: '추적 중인 상품과 플레이스 (오늘 순위) / Tracked products and places (today’s ranks)',
  },
  prompts: {
    weeklyTitle: '주간 순위 요약',
    weekly: '지난 7일 동안의 상품·플레이스 순위를 요약합니다 / Summarises the last 7 days of ranks',
    weeklyText: (topN: number) =>
      [
        '셀러툴킷의 순위 도구로 지난 7일 동안의 순위를 한국어로 요약해 주세요.',
        '1. list_tracked로 추적 중인 상품과 플레이스를 읽습니다.',
        `2. top_movers로 크게 오른 키워드와 내린 키워드, 상위 ${topN}위 밖으로 밀려난 키워드를 찾습니다.`,
        '3. 눈에 띄는 키워드는 keyword_history로 7일 추이를 확인합니다(provenance의 methodChanged가 true인 날은 측정 방식이 달라 비교하지 않습니다).',
        '4. "오른 키워드", "내린 키워드", "확인할 것" 세 부분으로, 숫자와 함께 짧게 정리합니다. 코인이 드는 작업은 하지 마세요.',
      ].join('\n'),
    topNDescription: '“상위 N위 밖으로 밀려남”의 N (기본 10)',
  },
  answers: {
    quote: (coins: number, after: number) =>
      coins === 0
        ? `코인이 들지 않습니다. 잔액은 그대로 ${after.toLocaleString('ko-KR')}코인입니다.`
        : `${coins.toLocaleString('ko-KR')}코인이 들고, 추가 후 잔액은 ${after.toLocaleString('ko-KR')}코인입니다.`,
    notEnough: (coins: number, balance: number) =>
      `${coins.toLocaleString('ko-KR')}코인이 필요하지만 잔액이 ${balance.toLocaleString('ko-KR')}코인입니다. 코인을 충전한 뒤 다시 견적을 받아 주세요.`,
    added: (products: number, keywords: number, coins: number) =>
      `상품 ${products}개, 키워드 ${keywords}개를 추가했습니다(${coins.toLocaleString('ko-KR')}코인 사용).`,
    repeated: '이 견적으로 이미 추가했습니다. 처음 결과를 돌려주며 코인을 다시 쓰지 않았습니다.',
    removed: '키워드를 삭제했습니다.',
    reportCreated: '보고서 링크를 만들었습니다. 링크는 이 답변에서만 보여 주니 바로 전달해 주세요.',
    badInput: '입력이 올바르지 않습니다.',
  },
  /** `npm run mcp`, the stdio relay for desktop assistants. */
  relay: {
    usage:
      '사용법: npm run mcp -- --url https://<서비스 주소>/mcp --token stk_… (토큰은 환경 변수 SELLER_TOOLKIT_TOKEN으로도 줄 수 있습니다)',
    failed: (why: string) => `MCP 서버에 연결하지 못했습니다: ${why}`,
  },
  /** 마이페이지 → API: connecting an AI assistant. */
  connect: {
    title: 'AI 어시스턴트 연결 (MCP)',
    intro:
      'Claude Desktop 같은 AI 어시스턴트가 이 계정의 순위를 읽고, 견적을 보여 준 뒤 상품과 키워드를 추가할 수 있습니다. 위에서 만든 API 토큰을 씁니다. 읽기 전용 토큰이면 읽기만 합니다.',
    httpLabel: 'HTTP로 연결하는 어시스턴트',
    stdioLabel: '데스크톱 어시스턴트 설정 (stdio)',
    tokenPlaceholder: 'stk_…',
    copy: '복사',
    copied: '복사했습니다',
    copyFailed: '복사하지 못했습니다. 직접 선택해 복사해 주세요.',
    httpHint: '원격 MCP 서버를 지원하는 어시스턴트에는 이 주소와 Authorization 헤더를 넣습니다.',
    stdioHint:
      '설정 파일에 아래를 넣고, cwd를 셀러툴킷을 내려받은 폴더로, 토큰을 위에서 만든 값으로 바꿔 주세요. 토큰은 설정 파일에만 두고 다른 사람과 공유하지 마세요.',
    costs:
      '읽기와 견적은 무료입니다. 상품 추가는 웹과 같은 코인이 들며, 어시스턴트는 견적을 보여 준 뒤에만 추가할 수 있습니다.',
    docs: '도구와 비용 설명은 API 문서의 “AI 어시스턴트 (MCP)” 항목에 있습니다.',
  },
} as const;
