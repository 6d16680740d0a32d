/** 알림톡 rank alerts to phone numbers (issue 40 §3): the settings section, the codes and the messages. */
import { formatNumber } from '../rules/number';

export const alimtalk = {
  title: '카카오 알림톡',
  intro:
    '대표, 직원, 고객사 휴대폰 번호로 순위 알림을 카카오 알림톡으로 보냅니다. 카카오톡을 쓰지 않는 번호에는 같은 내용이 문자로 갑니다.',
  rate: (coins: number) =>
    `알림톡 1건당 ${formatNumber(coins)}코인 (전달되지 않은 메시지는 차감하지 않습니다)`,
  unavailable: '이 서버에는 알림톡 발송 서비스가 설정되어 있지 않습니다.',
  loading: '알림톡 설정을 불러오는 중…',
  loadFailed: '알림톡 설정을 불러오지 못했습니다.',
  retry: '다시 시도',
  empty: '등록된 번호가 없습니다. 알림을 받을 번호를 추가해 주세요.',
  // ---- adding a number ----
  addTitle: '번호 추가',
  phone: '휴대폰 번호',
  phonePlaceholder: '010-1234-5678',
  label: '이름',
  labelPlaceholder: '예: 대표, 김 대리, ○○상사',
  role: '구분',
  roles: { owner: '대표', staff: '직원', client: '고객사' },
  sendCode: '인증번호 보내기',
  resendCode: '인증번호 다시 보내기',
  resendIn: (seconds: number) => `${seconds}초 후 다시 보낼 수 있습니다`,
  codeSent: (phone: string) => `${phone}(으)로 인증번호를 보냈습니다. 5분 안에 입력해 주세요.`,
  code: '인증번호 6자리',
  verify: '인증하기',
  verified: '인증됨',
  unverified: '인증 필요',
  verifiedToast: '번호를 인증했습니다. 받을 알림을 고르고 저장해 주세요.',
  remove: '삭제',
  removeConfirm: (phone: string) => `${phone} 번호를 삭제할까요? 이 번호로 가던 알림이 멈춥니다.`,
  removed: '번호를 삭제했습니다.',
  full: (max: number) => `번호는 ${max}개까지 등록할 수 있습니다.`,
  // ---- which alerts go to which number ----
  rulesTitle: '받을 알림',
  rules: {
    drop: '순위 하락',
    rise: '순위 상승',
    enterTop: '상위 진입',
    leaveTop: '상위 이탈',
    outOfRange: '순위권 밖',
  },
  rulesHint: '알림 규칙(위 설정)에 걸린 알림 중 고른 종류만 이 번호로 보냅니다.',
  save: '저장',
  saved: '알림톡 설정을 저장했습니다.',
  // ---- the quote ----
  quoteTitle: '예상 비용',
  quoteLine: (coins: number, maxMessages: number, maxCoins: number) =>
    `알림톡 1건당 ${formatNumber(coins)}코인, 예상 월 최대 ${formatNumber(maxMessages)}건 · ${formatNumber(maxCoins)}코인`,
  quoteRecent: (messages: number, coins: number) =>
    `지난 30일 알림 기준으로는 약 ${formatNumber(messages)}건 · ${formatNumber(coins)}코인입니다.`,
  quoteBalance: (balance: number) => `보유 코인 ${formatNumber(balance)}개`,
  quoteNoCoins: '코인이 없으면 알림톡을 보내지 않고 알림함에만 남깁니다.',
  quoteConfirm: '이 비용으로 저장',
  quoteCancel: '취소',
  quoteNone: '고른 알림이 없어 이 번호로는 보내지 않습니다. 비용이 들지 않습니다.',
  // ---- the delivery history ----
  historyTitle: '발송 내역',
  historyEmpty: '아직 보낸 알림톡이 없습니다.',
  historyAt: '일시',
  historyTo: '받는 번호',
  historyKind: '알림',
  historyStatus: '결과',
  historyCoins: '코인',
  statuses: {
    pending: '대기',
    sending: '보내는 중',
    sent: '전송됨',
    delivered: '알림톡 전달',
    fallback: '문자로 전달',
    failed: '실패',
    skipped: '보내지 않음',
  },
  reasons: {
    noCoins: '코인 부족',
    dailyCap: '하루 발송 한도',
    budget: '서비스 발송 한도',
    templateRejected: '알림톡 템플릿 오류',
    providerBalance: '발송 서비스 잔액 부족',
    undeliverable: '수신 실패',
    providerError: '발송 서비스 오류',
    removed: '번호 삭제됨',
  },
  // ---- what the phone receives ----
  /**
   * The 알림톡 templates as registered for approval at Kakao (one per alert kind); the simulator
   * holds the same (apps/simulator/src/solapi/texts.json). #{…} are SOLAPI's variables.
   */
  templates: {
    drop: "[셀러툴킷] 순위 하락 알림\n#{상품}\n키워드 '#{키워드}' #{이전순위} → #{현재순위} (#{변동})\n순위 기록: #{링크}",
    rise: "[셀러툴킷] 순위 상승 알림\n#{상품}\n키워드 '#{키워드}' #{이전순위} → #{현재순위} (#{변동})\n순위 기록: #{링크}",
    enterTop:
      "[셀러툴킷] 상위 진입 알림\n#{상품}\n키워드 '#{키워드}' #{이전순위} → #{현재순위} (#{변동})\n순위 기록: #{링크}",
    leaveTop:
      "[셀러툴킷] 상위 이탈 알림\n#{상품}\n키워드 '#{키워드}' #{이전순위} → #{현재순위} (#{변동})\n순위 기록: #{링크}",
    outOfRange:
      "[셀러툴킷] 순위권 밖 알림\n#{상품}\n키워드 '#{키워드}' #{이전순위} → #{현재순위} (#{변동})\n순위 기록: #{링크}",
  },
  variables: {
    title: '#{상품}',
    keyword: '#{키워드}',
    previous: '#{이전순위}',
    current: '#{현재순위}',
    move: '#{변동}',
    link: '#{링크}',
  },
  ledgerMemo: (label: string) => `알림톡 발송 (${label})`,
  codeText: (code: string) => `[셀러툴킷] 인증번호 ${code}를 입력해 주세요. 5분 동안 유효합니다.`,
  button: '순위 기록 보기',
  // ---- form errors ----
  phoneInvalid: '휴대폰 번호를 확인해 주세요. 010으로 시작하는 번호만 등록할 수 있습니다.',
  labelRequired: '이름을 입력해 주세요.',
  labelTooLong: '이름은 20자까지 쓸 수 있습니다.',
  codeFormat: '인증번호 6자리 숫자를 입력해 주세요.',
} as const;
