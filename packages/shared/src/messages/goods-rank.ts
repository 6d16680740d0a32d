/**
 * Every Korean string the product shows lives here (lint bans Hangul literals elsewhere).
 * Grouped by feature; server error messages are keyed by error code in `errors`.
 */
import { particle } from './josa';

/** Tracked-goods list (spec 02 §5, §8); also the messages of its error codes. */
export const goodsRank = {
  enterNumber: '숫자를 입력해 주세요.',
  notEnoughCoins: '코인이 부족합니다.',
  notEnoughCoinsTopUp: '코인이 부족합니다. 충전 후 이용해 주세요.',
  productNumberInvalid: '상품 번호가 올바르지 않습니다. 다시 확인해 주세요.',
  productNumberDiffers: '입력한 번호가 기존 상품과 다릅니다. 다시 확인해 주세요.',
  alreadyProcessing: '이미 처리 중입니다.',
  productChangeFailed: '상품 변경에 실패했습니다.',
  enterKeyword: '키워드를 입력해 주세요.',
  keywordExists: '이미 등록된 키워드입니다.',
  keywordLimit: '키워드는 최대 5개까지 등록할 수 있습니다.',
  keywordTooLong: '키워드는 100자까지 입력할 수 있습니다.',
  keywordAdding: '키워드를 추가하는 중입니다.',
  keywordAddFailed: '키워드 추가에 실패했습니다.',
  representativeSetFailed: '대표 키워드 설정에 실패했습니다.',
  representativeError: '대표 키워드 오류입니다.',
  representativeCannotDelete: '대표 키워드는 삭제할 수 없습니다.',
  chooseKeyword: '키워드를 선택해 주세요.',
  keywordDeleteFailed: '키워드 삭제에 실패했습니다.',
  memoSaveFailed: '메모 저장에 실패했습니다.',
  memoTooLong: '메모는 500자 이내로 입력해 주세요.',
  noItemsSelected: '선택된 항목이 없습니다.',
  noProducts: '등록된 상품이 없습니다.',
  goodsNotFound: '상품을 찾을 수 없습니다.',
  keywordNotFound: '키워드를 찾을 수 없습니다.',
  checkNowLimit: '지금 확인은 하루 3회까지 할 수 있습니다. 내일 다시 이용해 주세요.',
  checkNowExpired: '추적 기간이 끝나 순위를 확인할 수 없습니다. 기간을 연장한 뒤 이용해 주세요.',
  renewNoneExpired: '연장할 만료 상품이 없습니다. 목록을 새로 고친 뒤 다시 확인해 주세요.',
  checkNowNoKeywords: '확인할 키워드가 없습니다. 키워드를 먼저 등록해 주세요.',
  productLookupUnavailable:
    '지금은 상품 정보를 확인할 수 없어 진행하지 않았습니다. 코인은 차감되지 않았습니다. 잠시 후 다시 시도해 주세요.',
  goodsDuplicate: '이미 추적 중인 상품입니다. 목록에서 표시한 상품을 확인해 주세요.',
  productLinkInvalid:
    '상품번호를 찾을 수 없는 링크입니다. 스마트스토어·브랜드스토어 상품 링크나 카탈로그 링크, 또는 숫자를 입력해 주세요.',
} as const;

export const goodsRankExport = {
  listSheet: '상품 순위',
  historySheet: '순위 이력',
  listFile: '쇼핑순위_목록',
  historyFile: '쇼핑순위_이력',
  no: '번호',
  title: '상품명',
  store: '스토어',
  priceComparison: '가격비교',
  productNo: '상품번호',
  catalogId: '카탈로그ID',
  keyword: '키워드',
  representative: '대표',
  rankCurrent: '현재 순위',
  rankPrevious: '이전 순위',
  change: '변동',
  page: '페이지',
  memo: '메모',
  endDate: '종료일',
  autoRenew: '자동연장',
  date: '날짜',
  outOfRank: '500위 밖',
  /** The history workbook's second sheet: one row per recorded day with its provenance (issue 36 §2). */
  detailSheet: '순위 기록 상세',
  rank: '순위',
  note: '비고',
  yes: 'Y',
  no_: 'N',
} as const;

/** Screen texts of the tracked-goods list (apps/web features/goods-rank). */
export const goodsRankUi = {
  intro: '스마트스토어 상품번호나 카탈로그 번호(MID)를 등록하면 키워드별 네이버 쇼핑 순위를 매일 추적합니다.',
  addTypeLabel: '등록 방식',
  typeProdNum: '상품번호',
  typeMidNum: '카탈로그(MID)',
  inputLabel: '상품 번호',
  placeholderProdNum: '스마트스토어 상품번호나 상품 링크를 입력하세요',
  placeholderMidNum: '카탈로그 번호(MID)나 카탈로그 링크를 입력하세요',
  linkRead: (kind: string, number: string): string =>
    `링크에서 ${kind} ${number}${particle(number, '을/를')} 찾았습니다.`,
  showExisting: '기존 상품 보기',
  add: '추가',
  addCost: (cost: number, days: number): string =>
    `등록 시 ${cost}코인이 차감되며 ${days}일 동안 추적합니다.`,
  balance: (n: string): string => `보유 ${n}코인`,
  added: '상품을 등록했습니다. 순위를 확인하고 있습니다.',
  /** Registered with keywords in the same call (issue 39 §1): their first check is under way. */
  addedWithKeywords: (n: number): string => `상품과 키워드 ${n}개를 등록했습니다. 순위를 확인하고 있습니다.`,
  /** Registered without a keyword: nothing can be checked until one is added, so say that. */
  addedNoKeywords: '상품을 등록했습니다. 키워드를 추가하면 순위 확인을 시작합니다.',
  keywordsLabel: '추적할 키워드',
  keywordsHint: (max: number): string => `선택 · 최대 ${max}개 · Enter 또는 쉼표로 추가`,
  keywordsPlaceholder: '예: 캠핑 의자',
  keywordsFull: (max: number): string => `키워드는 ${max}개까지 함께 등록할 수 있습니다.`,
  keywordRemove: (keyword: string): string => `키워드 빼기: ${keyword}`,
  keywordDuplicate: (keyword: string): string => `‘${keyword}’은(는) 이미 넣은 키워드입니다.`,
  topUp: '코인 충전하기',
  shortfall: '보유 코인이 다음 자동 연장에 필요한 코인보다 적습니다. 부족하면 자동 연장되지 않습니다.',
  listError: '상품 목록을 불러오지 못했습니다.',
  noProductsText: '상품번호를 입력해 순위 추적을 시작해 보세요.',
  selectAll: '전체 선택',
  selectRow: (title: string): string => `${title} 선택`,
  deleteSelected: '선택 삭제',
  deleteTitle: '선택한 상품을 삭제할까요?',
  deleteText: (n: number): string =>
    `${n}개 상품을 삭제합니다. 삭제한 상품과 순위 기록은 복구할 수 없습니다.`,
  delete: '삭제',
  deleted: '삭제했습니다.',
  deleteFailed: '삭제에 실패했습니다.',
  exportList: '엑셀 다운로드',
  exportHistory: '전체 이력 엑셀',
  modeDrag: '순서 변경',
  dragHint: '손잡이를 끌어 놓거나, 손잡이에서 스페이스 키를 누른 뒤 방향키로 옮기세요. 놓는 즉시 저장됩니다.',
  dragHandle: (title: string): string => `${title} 순서 이동`,
  dragPicked: (pos: number): string => `${pos}번째 상품을 들었습니다.`,
  dragOver: (pos: number): string => `${pos}번째 위치입니다.`,
  dragDropped: (pos: number): string => `${pos}번째 위치에 놓았습니다.`,
  dragCancelled: '순서 변경을 취소했습니다.',
  dragInstructions: '스페이스 키로 들고 방향키로 옮긴 뒤 스페이스 키로 놓습니다. ESC 키로 취소합니다.',
  orderSaveFailed: '순서 저장에 실패해 이전 순서로 되돌렸습니다.',
  colProduct: '상품',
  colKeywords: '키워드 · 순위',
  colKeyword: '키워드',
  colCurrent: '현재',
  colChange: '변동',
  colMemo: '메모',
  colEndDate: '종료일',
  colAutoRenew: '자동 연장',
  colActions: '관리',
  priceComparison: '가격비교',
  lookupPending: '상품 정보 확인 중',
  untitled: '상품명 없음',
  checking: '확인 중',
  checkFailed: '확인 실패',
  outOfRank: '500위 밖',
  rank: (n: string): string => `${n}위`,
  page: (n: number): string => `${n}페이지`,
  previous: '이전',
  representative: '대표',
  noKeywords: '등록된 키워드가 없습니다.',
  memoAdd: '메모 추가',
  history: '순위 이력',
  keywords: '키워드',
  info: '정보',
  change: '변경',
  renew: '연장',
  autoRenewLabel: (title: string): string => `${title} 자동 연장`,
  autoRenewOn: '자동 연장을 켰습니다.',
  autoRenewOff: '자동 연장을 껐습니다.',
  autoRenewFailed: '자동 연장 설정을 바꾸지 못했습니다.',
  expired: '추적 기간이 만료되었습니다.',
  expiredDelete: (days: number, date: string): string =>
    `만료 후 ${days}일이 지나면(${date}) 삭제되며 복구할 수 없습니다.`,
  expiredAutoRenew: '자동 연장을 기다리고 있습니다. 코인이 부족하면 연장되지 않습니다.',
  renewNow: '연장하기',
  historyTitle: '순위 이력',
  historyHint: '최근 20일 기록입니다. 매일 10시 30분 이후 그날의 순위가 기록됩니다.',
  historyError: '순위 이력을 불러오지 못했습니다.',
  noHistory: '아직 순위 기록이 없습니다.',
  bestRank: '최고 순위',
  date: '날짜',
  rankColumn: '순위',
  chartLabel: (keyword: string): string => `${keyword} 순위 추이`,
  keywordsTitle: '키워드 관리',
  newKeyword: '새 키워드',
  newKeywordPlaceholder: '추적할 키워드를 입력하세요',
  keywordCount: (n: number, max: number): string => `${n}/${max}`,
  keywordAdded: '키워드를 추가했습니다.',
  keywordPickHint: '키워드를 고른 뒤 대표 설정 또는 삭제를 누르세요.',
  setRepresentative: '대표로 설정',
  representativeSet: '대표 키워드를 바꿨습니다.',
  alreadyRepresentative: '이미 대표 키워드입니다.',
  deleteKeywordTitle: '키워드를 삭제할까요?',
  deleteKeywordText: (keyword: string): string => `'${keyword}' 키워드와 순위 기록을 삭제합니다.`,
  keywordDeleted: '키워드를 삭제했습니다.',
  infoTitle: '상품 정보',
  infoGdpSn: '관리 번호',
  infoMidNo: '카탈로그 번호(MID)',
  infoMallPid: '상품번호',
  infoMatchingModel: '매칭 모델 번호',
  infoStore: '판매처',
  infoPrice: '가격',
  infoPeriod: '추적 기간',
  on: '사용',
  off: '사용 안 함',
  changeTitle: '상품 변경',
  changeText: '추적 중인 상품을 다른 상품으로 바꿉니다.',
  changeWarning:
    '변경해도 키워드와 지금까지의 순위 기록은 그대로 남고, 순위 차트에 변경한 날이 표시됩니다. 코인은 차감되지 않습니다.',
  changeConfirm: '이 상품으로 변경할까요?',
  changeLookup: '상품 확인',
  changeFrom: '현재 상품',
  changeTo: '변경할 상품',
  changeSame: '지금 추적 중인 상품과 같은 상품입니다.',
  changeSubmit: '변경하기',
  changed: '상품을 변경했습니다.',
  back: '이전',
  memoTitle: '메모',
  memoPlaceholder: '이 상품에 대한 메모를 남겨 보세요.',
  memoSaved: '메모를 저장했습니다.',
  renewTitle: '기간 연장',
  renewText: '추적 기간을 1개월 연장합니다.',
  currentEnd: '현재 종료일',
  coins: (n: string): string => `${n}코인`,
  renewed: (date: string): string => `${date}까지 연장했습니다.`,
  renewFailed: '연장에 실패했습니다.',
  // 모두 연장 (issue 39 §3): every expired product in one confirmed call with its quote.
  renewAllButton: (n: number): string => `만료된 상품 ${n}개 모두 연장`,
  renewAllTitle: '만료된 상품 모두 연장',
  renewAllText: (n: number): string =>
    `기간이 끝난 상품 ${n}개를 한 번에 1개월씩 연장합니다. 코인은 상품마다 차감됩니다.`,
  renewAllSubmit: (n: number): string => `${n}개 연장하기`,
  renewAllDone: (n: number, date: string): string => `${n}개 상품을 ${date}까지 연장했습니다.`,
  renewAllFewer: (done: number, asked: number): string =>
    `${asked}개 중 ${done}개를 연장했습니다. 나머지는 그사이 이미 연장되었습니다.`,
  renewAllList: '연장할 상품',
  checkedAt: (when: string): string => `${when} 확인`,
  failedTodayYesterday: '오늘 확인 실패 · 어제 순위',
  failedTodaySince: (date: string): string => `오늘 확인 실패 · ${date} 순위`,
  failedTodayHint: '오늘 순위를 아직 확인하지 못해 이전 순위를 보여 드립니다. 자동으로 다시 확인합니다.',
  // An empty answer for a keyword that had results (issue 35 §3): not recorded until confirmed.
  unconfirmedSince: (when: string): string => `확인 중 · ${when} 순위`,
  unconfirmedHint:
    '이번 확인에서 검색 결과가 비어 있었습니다. 일시적인 오류일 수 있어 잠시 후 다시 확인하며, 확인될 때까지 마지막으로 기록된 순위를 보여 드립니다.',
  checkNow: (left: number): string => `지금 확인 (오늘 ${left}회 남음)`,
  checkNowBusy: '확인 중…',
  checkNowQueued: '순위를 지금 확인하고 있습니다. 결과가 나오면 바로 표시됩니다.',
  checkNowFailed: '지금 확인을 요청하지 못했습니다.',
  checkNowHint:
    '상품의 모든 키워드 순위를 바로 확인합니다. 코인은 들지 않으며 상품마다 하루 3회까지 쓸 수 있습니다.',
  refreshing: '다시 확인 중',
  depthHint: (max: number): string =>
    `네이버 쇼핑 검색 결과 ${max}위까지 확인합니다. 그보다 뒤에 있으면 '${max}위 밖'으로 표시합니다.`,
  depthLabel: (max: number): string => `${max}위까지 확인`,
  chartRange: (range: string, recorded: number, span: number): string =>
    `${range} · ${span}일 중 ${recorded}일 기록`,
  chartGapHint: '매일 10시 30분 이후 그날의 순위가 기록됩니다. 확인하지 못한 날은 선이 끊겨 보입니다.',
  noRecord: '기록 없음',
} as const;

/** /myTrackingrank: the legacy v1 list with the last 24 hourly ranks. */
export const goodsRankV1 = {
  intro: '추적 중인 상품의 키워드별 네이버 쇼핑 순위를 한 시간마다 확인해 최근 24시간의 흐름을 보여줍니다.',
  endTitle: '쇼핑 순위 추적 v1은 서비스 종료 예정입니다.',
  endText:
    'v1은 한 시간마다 갱신되는 순위를 보여주는 화면입니다. 상품 등록과 키워드·기간 관리는 쇼핑 순위 추적 V2에서 할 수 있습니다.',
  goV2: 'V2로 이동',
  listError: '시간별 순위를 불러오지 못했습니다.',
  emptyTitle: '추적 중인 상품이 없습니다.',
  emptyText: '쇼핑 순위 추적 V2에서 상품을 등록하면 이곳에서 시간별 순위를 볼 수 있습니다.',
  colLatest: '최근 순위',
  colCheckedAt: '확인 시각',
  colHours: '최근 24시간',
  notChecked: '확인 전',
  checkedAt: (hour: string): string => `${hour} 확인`,
  hoursLabel: (keyword: string): string => `${keyword} 최근 24시간 시간별 순위`,
  hourCell: (time: string, rank: string): string => `${time} ${rank}`,
  noRecord: '기록 없음',
  legendLabel: '색상 안내',
  bandTop10: '1~10위',
  bandPage1: '11~40위',
  bandTop200: '41~200위',
  bandTop500: '201~500위',
  refreshNote: '순위는 매시 갱신되며, 이 화면은 5분마다 자동으로 새로 고칩니다.',
} as const;

/** A tracked product's end and deletion: the bell, the e-mail and the row (issue 23 point 6). */
export const goodsLifecycle = {
  monthDay: (m: number, d: number): string => `${m}월 ${d}일`,
  /** `date` is the end date: a date rather than "내일", which a notice read a day later gets wrong. */
  noticeEndsIn: (no: string, date: string): string =>
    `상품번호 ${no}의 추적 기간이 ${date}에 끝납니다. 계속 추적하려면 그 전에 연장해 주세요.`,
  noticeExpired: (no: string, date: string): string =>
    `상품번호 ${no}의 추적 기간이 끝났습니다. ${date}에 순위 이력과 함께 삭제되며, 그 전에 연장하면 계속 추적합니다.`,
  noticeDeleteSoon: (no: string, date: string): string =>
    `상품번호 ${no}${particle(no, '이/가')} 내일(${date}) 순위 이력과 함께 삭제되며 복구할 수 없습니다. 필요하면 오늘 연장하거나 순위 이력을 내려받으세요.`,
  mailSubjectExpired: (title: string): string => `[셀러툴킷] ‘${title}’ 추적 기간이 끝났습니다`,
  mailSubjectDeleteSoon: (title: string): string => `[셀러툴킷] ‘${title}’ 내일 삭제됩니다`,
  mailSubjectEndsIn: (title: string, date: string): string =>
    `[셀러툴킷] ‘${title}’ 추적 기간이 ${date}에 끝납니다`,
  /** One mail a day lists every product whose period ends, ended or whose deletion is near. */
  mailSubjectDigest: (count: number): string => `[셀러툴킷] 추적 기간 안내: 상품 ${count}개`,
  mailDigestLead: (count: number): string => `추적 기간을 확인해야 할 상품이 ${count}개 있습니다.`,
  mailEndsInLead: (title: string, end: string): string => `‘${title}’의 순위 추적 기간이 ${end}에 끝납니다.`,
  mailEndsInAutoRenew: '자동 연장이 켜져 있어 보유 코인이 충분하면 종료일에 자동으로 연장됩니다.',
  mailEndsInRenew:
    '계속 추적하려면 종료일 전에 연장해 주세요. 끝난 뒤 3일이 지나면 순위 이력과 함께 삭제됩니다.',
  mailGreeting: (name: string): string => `${name}님, 안녕하세요. 셀러툴킷입니다.`,
  mailExpiredLead: (title: string, end: string): string =>
    `‘${title}’의 순위 추적 기간이 ${end}에 끝났습니다.`,
  mailExpiredAutoRenew: '자동 연장이 켜져 있지만 코인이 부족해 연장하지 못했습니다.',
  mailDeleteOn: (date: string): string =>
    `${date}에 상품과 순위 이력이 삭제되며 복구할 수 없습니다. 그 전에 연장하면 이력을 그대로 이어서 추적합니다.`,
  mailDeleteSoonLead: (title: string, date: string): string =>
    `‘${title}’${particle(title, '이/가')} 내일(${date}) 순위 이력과 함께 삭제됩니다. 삭제된 뒤에는 복구할 수 없습니다.`,
  mailDownload: '삭제 전까지 상품 순위 추적 화면의 ‘순위 이력’에서 이력을 엑셀로 내려받을 수 있습니다.',
  mailNumber: (no: string): string => `상품번호 ${no}`,
  mailCta: '연장하거나 이력 내려받기',
  mailTopUp: '코인 충전하기',
  mailWhy: '셀러툴킷에서 순위를 추적하던 상품의 기간 안내입니다.',
  mailSendOnly: '이 메일은 발신 전용입니다.',
  untitled: '상품 정보 확인 중',
  rowDeleteOn: (date: string): string => `${date} 삭제 예정`,
  /** A reminder's day in the bell: the end date (issue 39 §3). */
  rowEndOn: (date: string): string => `${date} 종료 예정`,
  autoRenewShort: (date: string): string =>
    `코인이 부족해 자동 연장하지 못했습니다. ${date}에 삭제되며 복구할 수 없습니다. 코인을 충전하면 자동으로 연장됩니다.`,
  downloadHistory: '이력 내려받기',
} as const;

/** Cost before spending (issue 28 §3): the quote shown before registering, renewing, auto-renewing. */
export const goodsQuote = {
  countRange: (max: number): string => `한 번에 1개부터 ${max}개까지 계산할 수 있습니다.`,
  /** The quote's refusal when the balance is short: what it takes, what there is, what is missing. */
  short: (coins: string, balance: string, missing: string): string =>
    `코인이 부족합니다. ${coins}코인이 필요하지만 보유 코인은 ${balance}코인입니다. ${missing}코인을 충전해 주세요.`,
  shortAutoRenew: (coins: string, balance: string): string =>
    `지금 보유한 ${balance}코인으로는 자동 연장(${coins}코인)을 할 수 없습니다. 종료일 전에 코인을 충전해 주세요.`,
  title: '사용 예정 코인',
  loading: '필요한 코인을 계산하고 있습니다…',
  failed: '필요한 코인을 계산하지 못했습니다.',
  retry: '다시 계산',
  coins: '사용 코인',
  balance: '보유 코인',
  balanceAfter: '사용 후 잔액',
  endDate: '종료일',
  newEnd: '연장 후 종료일',
  chargeAt: '차감 예정일',
  /** The add box's line beside 보유 N코인: 등록 시 10코인 사용 · 사용 후 잔액 110코인 · 2026.12.28까지 추적. */
  registerLine: (coins: string, after: string, end: string): string =>
    `등록 시 ${coins}코인 사용 · 사용 후 잔액 ${after}코인 · ${end}까지 추적`,
  autoRenewTitle: '자동 연장 켜기',
  autoRenewText: '추적 기간이 끝나면 코인으로 1개월씩 자동 연장합니다.',
  autoRenewConfirm: '자동 연장 켜기',
} as const;

/** "키워드로 내 상품 찾기" (issue 39 §1): search a keyword, pick one's own product to register. */
export const goodsFinder = {
  open: '키워드로 내 상품 찾기',
  title: '키워드로 내 상품 찾기',
  intro:
    '상품번호를 몰라도 괜찮습니다. 판매 중인 상품이 노출되는 키워드를 검색해 목록에서 내 상품을 고르세요.',
  keywordLabel: '검색할 키워드',
  keywordPlaceholder: '예: 무선 이어폰',
  search: '검색',
  searching: '검색하는 중입니다…',
  /** What one search reads: the first page of the list, ads marked. */
  scope: (n: number): string =>
    `네이버 쇼핑 검색 결과 상위 ${n}개를 보여 드립니다. 광고는 순위에 들지 않습니다.`,
  cost: '검색은 코인이 들지 않습니다. 같은 키워드는 하루 동안 저장된 결과를 보여 드립니다.',
  simulatorHint: (keyword: string): string =>
    `시뮬레이터 모드입니다. ‘${keyword}’처럼 아무 키워드나 검색하면 시뮬레이터의 상품이 나옵니다.`,
  empty: '검색 결과가 없습니다. 다른 키워드로 검색해 보세요.',
  error: '상품을 검색하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  rank: (n: number): string => `${n}위`,
  ad: '광고',
  catalog: '가격비교',
  price: (won: string): string => `${won}원`,
  pick: '이 상품 등록하기',
  pickShort: '선택',
  noNumber: '상품번호를 알 수 없어 등록할 수 없습니다.',
  picked: (title: string): string =>
    `‘${title}’${particle(title, '을/를')} 등록 칸에 넣었습니다. 키워드를 확인하고 추가를 눌러 주세요.`,
  resultsLabel: (keyword: string): string => `‘${keyword}’ 검색 결과`,
};

/**
 * The simulator's products a newcomer can add at once (issue 39 §1): each one's keyword, short
 * name and title as the simulator's catalogue has them (rules/simulator-examples.ts holds the
 * numbers; apps/simulator checks both against its catalogue).
 */
export const goodsExamples = {
  title: '체험용 상품',
  hint: '시뮬레이터 모드입니다. 아래 상품은 시뮬레이터에 있는 상품이라 바로 추가해 볼 수 있습니다. 누르면 번호와 키워드가 채워집니다.',
  fill: (label: string, number: string): string => `${label} (${number}) 채우기`,
  filled: (label: string): string =>
    `체험용 상품 ‘${label}’의 번호와 키워드를 채웠습니다. 추가를 눌러 보세요.`,
  items: {
    tumblerStore: { keyword: '텀블러', label: '베스트 텀블러', title: '베스트 텀블러 L사이즈' },
    tumblerCatalog: {
      keyword: '텀블러',
      label: '헬리녹스 텀블러 (가격비교)',
      title: '헬리녹스 텀블러 프리미엄 블랙',
    },
    chairStore: { keyword: '캠핑의자', label: '고급 캠핑의자', title: '고급 캠핑의자 M사이즈 국산' },
  },
} as const;

/** The add box's keyword suggestions from the related-keyword tool (issue 39 §1). */
export const goodsSuggest = {
  show: '추천 키워드 보기',
  why: '상품명의 주요 단어로 연관 키워드를 찾아 드립니다.',
  loading: '추천 키워드를 찾는 중입니다…',
  listLabel: (title: string): string => `‘${title}’ 추천 키워드`,
  from: (title: string): string => `‘${title}’의 추천 키워드 (누르면 추가됩니다)`,
  add: (keyword: string): string => `${keyword} 키워드 추가`,
  empty: '추천할 키워드가 없습니다. 키워드를 직접 입력해 주세요.',
  noTitle: '상품명을 알 수 없어 추천 키워드를 찾지 못했습니다. 키워드를 직접 입력해 주세요.',
  failed: '추천 키워드를 불러오지 못했습니다.',
  retry: '다시 시도',
} as const;
