/** Cross-cutting error codes: the HTTP layer's own refusals (validation, auth, limits, timeouts),
 * idempotency, and the data providers' shared outages; features declare their own in `<feature>.errors.ts`. */
import { defineErrors } from './define-errors';
import { goodsRank } from './goods-rank';

export const shellErrors = defineErrors({
  VALIDATION: { status: 400, message: '입력값을 확인해 주세요.' },
  MALFORMED_BODY: { status: 400, message: '요청 형식이 올바르지 않습니다.' },
  BAD_REQUEST: { status: 400, message: '요청 형식이 올바르지 않습니다.' },
  REQUEST_TIMEOUT: {
    status: 408,
    message: '요청을 받는 데 시간이 너무 오래 걸렸습니다. 다시 시도해 주세요.',
  },
  HEADERS_TOO_LARGE: {
    status: 431,
    message:
      '요청 주소나 헤더가 너무 깁니다(16KB 초과). 주소를 줄이거나 이 사이트의 쿠키를 지운 뒤 다시 시도해 주세요.',
  },
  UNAUTHENTICATED: { status: 401, message: '로그인이 필요합니다.' },
  FORBIDDEN: { status: 403, message: '접근 권한이 없습니다.' },
  ORIGIN_REJECTED: { status: 403, message: '허용되지 않은 요청 경로입니다.' },
  NOT_FOUND: { status: 404, message: '요청하신 정보를 찾을 수 없습니다.' },
  ROUTE_NOT_FOUND: { status: 404, message: '존재하지 않는 주소입니다.' },
  BAD_URL: { status: 400, message: '잘못된 주소입니다.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: '요청 크기가 너무 큽니다.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: '지원하지 않는 요청 형식입니다.' },
  RATE_LIMITED: { status: 429, message: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.' },
  INTERNAL: { status: 500, message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.' },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: '서비스를 일시적으로 사용할 수 없습니다. 잠시 후 다시 시도해 주세요.',
  },
  // Issue 35 §1: the database ended the connection or cannot be reached; trying again may work.
  DATABASE_UNAVAILABLE: {
    status: 503,
    message: '일시적으로 데이터를 불러오거나 저장할 수 없습니다. 잠시 후 다시 시도해 주세요.',
  },
  // Idempotent writes of every feature (lib/idempotency); the text is the goods list's.
  ALREADY_PROCESSING: { status: 409, message: goodsRank.alreadyProcessing },
  IDEMPOTENCY_KEY_REQUIRED: {
    status: 400,
    message: '요청을 확인할 수 없습니다. 화면을 새로 고친 뒤 다시 시도해 주세요.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 409,
    message: '이미 다른 내용으로 처리된 요청입니다. 창을 닫고 목록을 새로 고친 뒤 다시 시도해 주세요.',
  },
  // The developer center's keys ended (2027-06-30 24:00 KST): the operator must move to NAVER API HUB.
  NAVER_DEVELOPERS_ENDED: {
    status: 503,
    message:
      '네이버 개발자센터 API는 2027년 6월 30일에 종료되어 검색어 트렌드·쇼핑인사이트·지역 검색을 불러올 수 없습니다. 운영자가 NAVER_API_PLATFORM=hub와 NAVER_API_HUB_CLIENT_ID, NAVER_API_HUB_CLIENT_SECRET(NAVER Cloud 콘솔의 NAVER API HUB 키)를 설정해야 합니다.',
  },
});
