/**
 * The API references (issue 40 §4): the public API's OpenAPI document and page for agencies'
 * developers (/api/v1/openapi.json, /api/v1/docs: open without a token, no secrets in them), and
 * the label of the internal web API's (/api/docs, managers only).
 */
import { COIN_COST_REGISTER } from '../constants/coins';
import type { ErrorCode } from '../errors';

/** What the document says of the token limit (the server's TOKEN_RATE). */
interface Limit {
  max: number;
  minutes: number;
}

export const apiReference = {
  pageTitle: '셀러툴킷 공개 API 문서',
  title: '셀러툴킷 공개 API',
  description: (limit: Limit): string =>
    [
      '대행사·셀러가 자기 프로그램(스프레드시트, 사내 도구)에서 추적 중인 상품·플레이스와 키워드 순위를 읽고, 상품·플레이스·키워드를 추가하는 API입니다. 이 문서(`/api/v1/openapi.json`)와 이 페이지(`/api/v1/docs`)는 토큰 없이 볼 수 있고, 비밀 값은 들어 있지 않습니다.',
      '## 인증',
      '마이페이지 → API에서 토큰을 만들고, 모든 요청에 `Authorization: Bearer stk_…` 헤더를 보내 주세요. 토큰은 만들 때 한 번만 보여 드립니다. 읽기 전용 토큰으로는 GET만 할 수 있고 POST·DELETE는 403 `API_TOKEN_READ_ONLY`로 거절됩니다. 토큰이 없거나 폐기·만료되었으면 401 `API_TOKEN_INVALID`입니다. 비밀번호를 바꾸거나 탈퇴하면 그 계정의 토큰은 모두 폐기됩니다. 로그인 쿠키로는 이 API를 부를 수 없고, 토큰으로는 웹 화면의 API를 부를 수 없습니다.',
      '## 요청 한도',
      `토큰마다 ${limit.minutes}분에 ${limit.max}번까지 부를 수 있습니다. 모든 응답에 \`RateLimit-Limit\`(한도), \`RateLimit-Remaining\`(남은 횟수), \`RateLimit-Reset\`(한도가 다시 채워질 때까지 남은 초) 헤더가 붙습니다. 한도를 넘으면 429 \`RATE_LIMITED\`와 \`Retry-After\` 헤더(초)를 돌려드리니, 그만큼 기다린 뒤 다시 보내 주세요(\`data.retryAfter\`에도 같은 초가 있습니다).`,
      '## Idempotency-Key (중복 요청 방지)',
      '상품 쪽 두 추가 호출(코인을 쓰는 `POST /api/v1/products`와 `POST /api/v1/products/{id}/keywords`)에는 `Idempotency-Key` 헤더가 꼭 필요합니다. 요청마다 새 UUID(영문·숫자·`-`·`_` 16~64자)를 만들어 보내고, 응답을 받지 못해 같은 요청을 다시 보낼 때는 같은 키를 그대로 보내 주세요. 같은 키의 재요청은 처음 결과를 그대로 돌려주고 코인을 다시 쓰거나 키워드를 두 번 넣지 않습니다(키는 30일 동안 기억합니다). 키가 없거나 형식이 틀리면 400 `IDEMPOTENCY_KEY_REQUIRED`, 같은 키를 다른 내용에 쓰면 409 `IDEMPOTENCY_KEY_REUSED`입니다. 플레이스 추가는 코인을 쓰지 않아 키를 받지 않으며, 같은 플레이스를 다시 보내면 409 `PLACE_DUPLICATE`로 거절됩니다.',
      '## 응답과 오류',
      'JSON 응답은 모두 `{ "code", "message", "data" }` 모양입니다. 성공하면 `code`가 `OK`이고 `data`에 결과가 있습니다. 거절되면 `code`에 오류 코드, `message`에 한국어 설명이 있고 `data`는 대개 `null`입니다. 호출마다 응답 목록에 그 호출이 돌려줄 수 있는 오류 코드를 상태 코드별로 적어 두었습니다. 프로그램에서는 문구가 아니라 `code`로 판단해 주세요(문구는 바뀔 수 있습니다).',
      '## AI 어시스턴트 (MCP)',
      `Claude Desktop 같은 AI 어시스턴트는 같은 토큰으로 MCP 서버 \`POST /mcp\`(Streamable HTTP, 세션 없음)에 연결합니다. 요청 한도와 읽기 전용 규칙은 이 API와 같습니다(읽기 전용 토큰은 쓰는 도구만 거절). 도구: \`list_tracked\`(오늘 순위와 변동), \`keyword_history\`(기간별 순위와 출처), \`top_movers\`(크게 움직인 키워드), \`quote_add\`(추가에 드는 코인과 추가 후 잔액, 무료), \`add_tracked\`(견적 번호로 추가: 견적이 10분 지났거나 잔액이 바뀌었거나 내용이 다르면 거절, 같은 견적으로 다시 부르면 코인을 다시 쓰지 않음), \`remove_keyword\`, \`create_report_link\`, \`coin_ledger\`. 상품 추가만 코인이 듭니다(상품 1개 ${COIN_COST_REGISTER}코인, 기존 상품에 키워드 추가는 무료). stdio만 쓰는 데스크톱 어시스턴트는 \`npm run -s mcp -- --url https://<주소>/mcp --token stk_…\`로 연결합니다.`,
      '## 순위',
      '순위는 1이 1위이고, `null`은 확인한 범위 안에 없거나 아직 확인 전이라는 뜻입니다. 날짜는 한국 시간(YYYY-MM-DD)입니다. 순위마다 `provenance`(어디서, 어느 화면·기기에서, 몇 위까지 읽었는지)가 있고, `methodChanged`가 `true`이면 비교하는 두 순위를 다른 방법으로 읽어 오르내림을 비교할 수 없습니다.',
    ].join('\n\n'),
  /** The 200 answer of every call. */
  success: '성공',
  securityScheme:
    '마이페이지 → API에서 만든 개인 API 토큰(`stk_`로 시작)을 `Authorization: Bearer <토큰>` 헤더로 보냅니다. 읽기 전용 토큰은 GET만, 읽기·쓰기 토큰은 모든 호출을 할 수 있습니다.',
  idempotencyKey:
    '꼭 보내야 하는 키: 요청마다 새 UUID(영문·숫자·-·_ 16~64자). 응답을 받지 못해 같은 요청을 다시 보낼 때 같은 키를 보내면 처음 결과를 그대로 받고, 코인이나 결제는 다시 일어나지 않습니다.',
  tags: {
    products: {
      name: '상품',
      description: '추적 중인 상품과 키워드 순위, 상품 추가(코인 사용), 키워드 추가와 삭제',
    },
    places: {
      name: '플레이스',
      description: '추적 중인 플레이스와 키워드 순위, 플레이스 추가(무료), 키워드 추가와 삭제',
    },
    reference: { name: '문서', description: '이 API의 OpenAPI 문서(토큰 없이 열람)' },
  },
  operations: {
    document: {
      summary: '이 API의 OpenAPI 3.1 문서',
      description:
        '토큰 없이 받을 수 있습니다. 호출마다 요청·응답 예시와 오류 코드가 있어, 이 문서만 읽고 모든 호출을 만들 수 있습니다. 같은 문서를 `/api/v1/docs`에서 화면으로 볼 수 있습니다.',
    },
    products: {
      summary: '추적 중인 상품 목록과 키워드별 오늘·직전 순위',
      description:
        '내가 추적 중인 상품마다 키워드와 오늘 순위(`rank`), 직전 순위(`previousRank`), 마지막 확인 시각을 돌려줍니다. `trackedUntil`은 추적이 끝나는 시각입니다.',
    },
    places: {
      summary: '추적 중인 플레이스 목록과 키워드별 오늘 순위',
      description: '내가 추적 중인 플레이스마다 키워드와 오늘 순위를 돌려줍니다.',
    },
    history: {
      summary: '상품 키워드의 날짜별 순위',
      description:
        '`from`부터 `to`까지(한국 날짜, 최대 366일) 하루 한 줄씩 순위를 돌려줍니다. 날짜를 빼면 오늘까지 최근 30일입니다. 각 날짜의 `attributes`는 그날 검색 결과에 나온 가격·리뷰 수 등이고, `events`는 그 기간에 회원이 기록한 이벤트입니다. 다른 회원의 키워드 번호는 404입니다.',
    },
    addProduct: {
      summary: '상품 추적 시작(코인 사용, 키워드 최대 5개)',
      description:
        '상품 번호(`prodNum`: 스토어 상품번호, `midNum`: 네이버 가격비교 MID)로 상품을 찾아 키워드와 함께 한 번에 등록하고, 웹에서 등록할 때와 같은 코인을 씁니다. 상품과 키워드와 코인 차감은 모두 되거나 하나도 되지 않습니다. `Idempotency-Key` 헤더가 필요합니다. 코인이 모자라면 402 `INSUFFICIENT_COINS`, 이미 추적 중이면 409 `GOODS_DUPLICATE`입니다.',
    },
    addKeyword: {
      summary: '추적 중인 상품에 키워드 추가',
      description:
        '키워드는 상품마다 5개까지입니다. 처음 확인은 추가 직후에 이루어집니다. `Idempotency-Key` 헤더가 필요합니다.',
    },
    removeKeyword: {
      summary: '상품 키워드 삭제',
      description:
        '대표 키워드(처음 등록한 키워드)는 웹에서와 같이 지울 수 없습니다(409 `REPRESENTATIVE_CANNOT_DELETE`).',
    },
    placeHistory: {
      summary: '플레이스 키워드의 날짜별 순위',
      description:
        '`from`부터 `to`까지(한국 날짜, 최대 366일) 하루 한 줄씩 순위를 돌려줍니다. 날짜를 빼면 오늘까지 최근 30일입니다.',
    },
    addPlace: {
      summary: '플레이스 추적 시작(무료, 키워드 1~5개)',
      description:
        '플레이스 ID(숫자)나 그 ID가 든 링크로 플레이스를 찾아 키워드와 함께 한 번에 등록합니다. 코인은 쓰지 않고, 플레이스는 10개까지, 새 플레이스는 하루(한국 시간)에 2개까지입니다. 이미 추적 중인 플레이스는 409 `PLACE_DUPLICATE`이고, 일부러 한 번 더 추적하려면 `confirmDuplicate`를 `true`로 보내 주세요.',
    },
    addPlaceKeyword: {
      summary: '추적 중인 플레이스에 키워드 추가',
      description: '키워드는 플레이스마다 5개까지입니다. 코인은 쓰지 않습니다.',
    },
    removePlaceKeyword: {
      summary: '플레이스 키워드 삭제',
      description: '대표 키워드는 지울 수 없습니다(409 `REPRESENTATIVE_CANNOT_DELETE`).',
    },
  },
  /** The fields of the public API's requests and answers. */
  fields: {
    id: '번호(목록 응답의 `id`)',
    productId: '상품 번호(GET /api/v1/products의 `id`)',
    keywordId: '상품 키워드 번호(GET /api/v1/products의 `keywords[].id`)',
    trackedPlaceId: '플레이스 번호(GET /api/v1/places의 `id`)',
    placeKeywordId: '플레이스 키워드 번호(GET /api/v1/places의 `keywords[].id`)',
    rank: '순위: 1이 1위, null은 확인한 범위 안에 없거나 아직 확인 전',
    provenance: '순위를 읽은 방법: 출처, 화면, 기기, 몇 위까지 읽었는지, 확인 시각(첫 확인 전에는 null)',
    methodChanged: 'true이면 이 순위와 비교하는 순위를 다른 출처나 화면에서 읽어 오르내림을 비교할 수 없음',
    attributes:
      '그날 순위를 읽은 검색 결과에 나온 정보(추가 호출 없음). 상품: title, price, reviewCount, purchaseCount, rating, advertised(광고 자리에도 나왔는지). 플레이스: visitorReviewCount, blogReviewCount, saveCount. 검색 결과에 없던 값은 null(0이 아님), 하나도 없던 날(순위 밖 등)은 빠짐',
    events: '회원이 직접 기록한 이벤트(쿠폰 시작, 체험단 등): 날짜와 내용',
    checkedAt: '마지막으로 확인한 시각(ISO 8601), 확인 전에는 null',
    trackedUntil: '추적이 끝나는 시각(ISO 8601)',
    from: '첫 날짜(한국 날짜 YYYY-MM-DD). 빼면 `to`의 30일 전',
    to: '마지막 날짜(한국 날짜 YYYY-MM-DD). 빼면 오늘',
    day: '한국 날짜(YYYY-MM-DD)',
    type: 'prodNum = 스토어 상품번호, midNum = 네이버 가격비교 MID',
    number: '상품 번호(숫자 1~20자)',
    keywords: '함께 등록할 키워드(각 1~50자, 5개까지). 첫 키워드가 대표 키워드',
    keyword: '키워드(1~50자)',
    placeId: '네이버 플레이스 ID(숫자)나 그 ID가 든 링크(m.place.naver.com/…, naver.me/…)',
    placeKeywords: '키워드 1~5개(각 1~50자). 첫 키워드가 대표 키워드',
    confirmDuplicate: '이미 추적 중인 플레이스를 다른 키워드로 한 번 더 추적하려면 true',
    source: "순위를 읽은 출처: 'searchapi', 'apify', 'naver-openapi'(종료된 쇼핑 검색 API), 'naver-place'",
    surface:
      "순위를 읽은 네이버 화면: 'plus-store'(N+스토어 검색), 'price-comparison'(가격비교), 'place'(플레이스 목록)",
    device: "'pc' 또는 'mobile'",
    depth: '확인할 때 읽은 순위 깊이(광고 제외). 깊이를 기록하기 전의 순위는 null',
    provenanceCheckedAt: '확인한 시각(ISO 8601)',
  },
  /** Refusals of the public API's own fields (the generic '입력값을 확인해 주세요' says too little). */
  invalid: {
    id: '주소의 번호는 1 이상의 정수로 보내 주세요.',
    date: '날짜는 한국 날짜 YYYY-MM-DD 형식으로 보내 주세요.',
    range: 'from은 to보다 늦을 수 없고, 기간은 366일 이내여야 합니다.',
    type: "type은 'prodNum' 또는 'midNum'으로 보내 주세요.",
    number: 'number는 숫자 1~20자로 된 상품 번호로 보내 주세요.',
    keywords: 'keywords는 1~50자 키워드 문자열의 배열로, 5개까지 보내 주세요.',
    keyword: 'keyword는 1~50자 문자열로 보내 주세요.',
    placeId: 'placeId는 플레이스 ID(숫자)나 그 ID가 든 링크로 보내 주세요(300자 이내).',
    placeKeywords: 'keywords는 1~50자 키워드 문자열 1~5개의 배열로 보내 주세요.',
    confirmDuplicate: 'confirmDuplicate는 true 또는 false로 보내 주세요.',
  },
  /**
   * The messages an API client reads for codes whose web message speaks of the screen ("화면을
   * 새로 고친 뒤…"): what to send instead. The error handler picks them on /api/v1 routes.
   */
  clientErrors: {
    IDEMPOTENCY_KEY_REQUIRED:
      'Idempotency-Key 헤더에 요청마다 새 UUID를 보내 주세요(영문·숫자·-·_ 16~64자). 응답을 받지 못해 다시 보낼 때는 같은 키를 보내 주세요.',
    IDEMPOTENCY_KEY_REUSED:
      '이 Idempotency-Key는 이미 다른 내용의 요청에 쓰였습니다. 새 요청에는 새 UUID를 보내 주세요.',
    ALREADY_PROCESSING:
      '같은 요청을 처리하고 있습니다. 잠시 뒤 다시 보내 주세요(Idempotency-Key가 있는 호출은 같은 키로).',
    GOODS_DUPLICATE: '이미 추적 중인 상품입니다. GET /api/v1/products에서 확인해 주세요.',
    PLACE_DUPLICATE:
      '이미 추적 중인 플레이스입니다. 같은 플레이스를 한 번 더 추적하려면 confirmDuplicate를 true로 보내 주세요.',
  } satisfies Partial<Record<ErrorCode, string>> as Partial<Record<ErrorCode, string>>,
  /** Made-up values of the document's examples (the keywords are apiTokens'). */
  examples: {
    productTitle: '초경량 접이식 캠핑의자',
    storeName: '캠프하우스',
    placeName: '역삼 브런치 카페',
  },
  /** The internal web API's reference (/api/docs): managers only, and said to be internal. */
  internalPageTitle: '셀러툴킷 내부 웹 API (관리자 전용)',
  internalTitle: '셀러툴킷 내부 웹 API (관리자 전용)',
  internalDescription:
    '웹 화면이 쓰는 내부 API입니다. 관리자만 볼 수 있고, 예고 없이 바뀔 수 있습니다. 대행사·외부 프로그램 연동에는 토큰으로 부르는 공개 API(`/api/v1`)를 쓰세요: 문서는 `/api/v1/docs`에 있습니다.',
} as const;
