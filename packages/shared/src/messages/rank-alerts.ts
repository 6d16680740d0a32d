// ---- rank alerts and notifications (issue 13) ----
export const rankAlerts = {
  ruleNames: {
    drop: '순위 하락',
    rise: '순위 상승',
    enterTop: '상위권 진입',
    leaveTop: '상위권 이탈',
    outOfRange: '순위권 이탈',
    endsIn3: '추적 종료 3일 전',
    endsIn1: '추적 종료 1일 전',
    expired: '추적 기간 만료',
    deleteSoon: '삭제 예정',
    kakaoOff: '카카오톡 알림 꺼짐',
    budgetReached: '수집 예산 도달',
  },
  /** A manager's notice that a paid source's daily budget was reached (issue 36 §3). */
  budgetNotice: (label: string): string =>
    `${label}의 오늘 예산에 닿아 순위 확인을 멈췄습니다. 순위는 그대로이며 다음 회차에 다시 시도합니다.`,
  kindGoods: '쇼핑',
  kindPlace: '플레이스',
  rank: (n: string): string => `${n}위`,
  /** "500위 밖", or with the surface read "N+스토어 500위 밖". */
  outside: (max: number, surface?: string): string => `${surface ? `${surface} ` : ''}${max}위 밖`,
  /** "…위로" / "…위 밖으로": the particle follows the last syllable. */
  rankTo: (n: string): string => `${n}위로`,
  outsideTo: (max: number, surface?: string): string => `${surface ? `${surface} ` : ''}${max}위 밖으로`,
  alertDrop: (keyword: string, from: string, to: string, steps: string, atLeast: boolean): string =>
    `‘${keyword}’ 순위가 ${from} → ${to} ${steps}계단${atLeast ? ' 이상' : ''} 떨어졌습니다.`,
  alertRise: (keyword: string, from: string, to: string, steps: string, atLeast: boolean): string =>
    `‘${keyword}’ 순위가 ${from} → ${to} ${steps}계단${atLeast ? ' 이상' : ''} 올랐습니다.`,
  alertEnterTop: (keyword: string, from: string, to: string, n: number): string =>
    `‘${keyword}’ 순위가 ${from} → ${to} 상위 ${n}위 안에 들었습니다.`,
  alertLeaveTop: (keyword: string, from: string, to: string, n: number): string =>
    `‘${keyword}’ 순위가 ${from} → ${to} 상위 ${n}위 밖으로 밀려났습니다.`,
  /** `to` is outsideTo's "N+스토어 500위 밖으로". */
  alertOutOfRange: (keyword: string, from: string, to: string): string =>
    `‘${keyword}’ 순위가 ${from} → ${to} 벗어났습니다.`,
  untitledGoods: '상품 정보 확인 중',
  untitledPlace: '이름 없는 플레이스',
  // member changes marked on the rank charts
  changes: {
    memo: '메모 수정',
    keywordAdd: (keyword: string): string => `키워드 추가: ${keyword}`,
    keywordDelete: (keyword: string): string => `키워드 삭제: ${keyword}`,
    representative: (keyword: string): string => `대표 키워드 변경: ${keyword}`,
    productChange: '상품 변경',
  },
  changesTitle: '내 변경 기록',
  changesLegend: '내 변경',
  changesHint: '내가 바꾼 날은 차트에 주황색 점선으로 표시됩니다.',
  // the header bell's panel (its labels are in shell.ts: the bell is in every first load)
  markAllRead: '모두 읽음',
  markedAllRead: '모든 알림을 읽음으로 표시했습니다.',
  markFailed: '알림을 읽음으로 표시하지 못했습니다.',
  unread: '읽지 않음',
  empty: '아직 알림이 없습니다',
  emptyText: '매일 순위를 확인한 뒤 설정한 조건에 맞는 변동이 있으면 여기에서 알려 드립니다.',
  loadError: '알림을 불러오지 못했습니다.',
  loadMore: '이전 알림 더 보기',
  openSettings: '알림 설정',
  dayLabel: (date: string): string => `${date} 순위`,
  // settings (my page and the product / place dialog)
  settingsTitle: '알림 설정',
  settingsIntro:
    '매일 10시 30분 순위 확인이 끝나면 아래 조건에 맞는 변동을 알림과 요약 메일로 알려 드립니다. 순위 확인에 실패한 날에는 알림을 보내지 않습니다.',
  enabled: '순위 알림 받기',
  enabledOff: '순위 알림을 받지 않습니다.',
  dropLabel: '순위 하락',
  dropText: '계단 이상 떨어지면',
  riseLabel: '순위 상승',
  riseText: '계단 이상 오르면',
  topLabel: '상위권 진입·이탈',
  topPrefix: '상위',
  topSuffix: '위',
  topEnter: '안에 들어오면',
  topLeave: '밖으로 밀려나면',
  outOfRangeLabel: '순위권 이탈',
  outOfRangeText: '순위권(쇼핑 500위, 플레이스 300위) 밖으로 벗어나면',
  digestLabel: '일일 요약 메일',
  digestText: '알림이 있는 날, 하루 한 번 요약 메일을 보내 드립니다.',
  digestTo: (email: string): string => `받는 주소: ${email}`,
  digestUnavailable: '메일 발송이 설정되지 않아 지금은 앱 안의 알림만 받을 수 있습니다.',
  thresholdLabel: (rule: string): string => `${rule} 기준`,
  thresholdRange: '1부터 499까지의 숫자를 입력해 주세요.',
  topRequired: '들어오거나 밀려날 때 중 하나 이상을 골라 주세요.',
  save: '저장',
  saving: '저장 중…',
  saved: '알림 설정을 저장했습니다.',
  saveFailed: '알림 설정을 저장하지 못했습니다.',
  settingsLoadError: '알림 설정을 불러오지 못했습니다.',
  overridesTitle: '상품·플레이스별 설정',
  overridesText: '아래 상품과 플레이스는 기본 설정 대신 따로 정한 조건으로 알려 드립니다.',
  overridesEmpty: '따로 설정한 상품이나 플레이스가 없습니다. 목록의 ‘알림 설정’에서 바꿀 수 있습니다.',
  resetOverride: '기본 설정 따르기',
  resetTitle: '기본 설정으로 되돌릴까요?',
  resetText: (title: string): string => `‘${title}’의 개별 알림 설정을 지우고 내 기본 설정을 따릅니다.`,
  resetDone: '기본 설정을 따르도록 바꿨습니다.',
  resetFailed: '기본 설정으로 되돌리지 못했습니다.',
  summaryOff: '알림 끔',
  summaryNone: '켜진 조건 없음',
  summaryDrop: (n: number): string => `${n}계단 이상 하락`,
  summaryRise: (n: number): string => `${n}계단 이상 상승`,
  summaryTop: (n: number, enter: boolean, leave: boolean): string =>
    `상위 ${n}위 ${enter && leave ? '진입·이탈' : enter ? '진입' : '이탈'}`,
  summaryOut: '순위권 이탈',
  targetTitle: '알림 설정',
  targetLoadError: '알림 설정을 불러오지 못했습니다.',
  useDefaults: '내 기본 설정 따르기',
  useOwnGoods: '이 상품만 따로 설정',
  useOwnPlace: '이 플레이스만 따로 설정',
  defaultsAre: (summary: string): string => `기본 설정: ${summary}`,
  editDefaults: '기본 설정 바꾸기',
  openAlerts: '알림 설정',
  // e-mail digest
  mailSubject: (date: string, n: number): string => `[셀러툴킷] ${date} 순위 알림 ${n}건`,
  mailTitle: '오늘의 순위 알림',
  mailGreeting: (name: string): string => `${name}님, 안녕하세요. 셀러툴킷입니다.`,
  mailLead: (date: string, n: number): string =>
    `${date} 순위 확인에서 설정한 조건에 맞는 변동이 ${n}건 있었습니다.`,
  mailColTarget: '상품·플레이스',
  mailColKeyword: '키워드',
  mailColChange: '변동',
  mailCta: '셀러툴킷에서 확인하기',
  mailSettings: '알림 설정 바꾸기',
  mailUnsubscribe: '요약 메일 수신 거부',
  mailWhy:
    '순위 알림의 ‘일일 요약 메일’을 켜 두셔서 보내 드리는 메일입니다. 받고 싶지 않으면 아래 링크를 눌러 주세요.',
  mailSendOnly: '이 메일은 발신 전용입니다.',
  // unsubscribe page (no sign-in)
  unsubscribedTitle: '요약 메일 수신을 거부했습니다',
  unsubscribedText:
    '이제 순위 알림 요약 메일을 보내지 않습니다. 앱 안의 알림은 그대로 받을 수 있으며, 마이페이지의 알림 설정에서 언제든 다시 켤 수 있습니다.',
  unsubscribeInvalidTitle: '수신 거부 링크가 올바르지 않습니다',
  unsubscribeInvalidText:
    '링크가 손상되었거나 일부가 잘렸을 수 있습니다. 로그인한 뒤 마이페이지의 알림 설정에서 직접 끌 수 있습니다.',
  goSettings: '알림 설정으로 가기',
  goHome: '셀러툴킷 홈으로',
  // ---- KakaoTalk channel (issue 28 §2) ----
  kakao: {
    title: '카카오톡 알림',
    intro:
      '순위 알림을 카카오톡 ‘나와의 채팅’으로도 받을 수 있습니다. 무료이며, 켜면 카카오에서 메시지 전송 동의를 한 번 받습니다.',
    unavailable: '이 서버에는 카카오 앱이 설정되어 있지 않아 카카오톡 알림을 쓸 수 없습니다.',
    notLinked:
      '카카오 계정이 연결되어 있지 않습니다. 켜면 카카오 로그인 화면에서 계정을 연결하고 메시지 전송에 동의합니다.',
    statusOn: '카카오톡으로 받는 중',
    statusOff: '꺼짐',
    revoked:
      '카카오에서 메시지 전송 동의가 철회되어 카카오톡 알림을 껐습니다. 다시 받으려면 아래에서 다시 켜 주세요.',
    modeLabel: '받는 방법',
    modes: {
      off: '받지 않기',
      each: '변동이 있을 때마다',
      daily: '상품별로 하루 한 번',
      digest: '하루 한 번 요약',
    },
    modeHints: {
      each: '조건에 맞는 변동이 생길 때마다 보냅니다.',
      daily: '같은 상품은 하루에 한 번만 보냅니다.',
      digest: '그날의 알림을 모아 한 번에 보냅니다.',
    },
    modeInvalid: '받는 방법을 선택해 주세요.',
    turnOn: '카카오톡 알림 켜기',
    turnOnLinking: '카카오 계정 연결하고 켜기',
    connecting: '카카오로 이동하는 중…',
    save: '받는 방법 저장',
    saved: '카카오톡 알림 설정을 저장했습니다.',
    turnOff: '카카오톡 알림 끄기',
    turnOffConfirm: '카카오톡 알림을 끌까요? 앱 알림과 메일은 그대로 받습니다.',
    turnedOff: '카카오톡 알림을 껐습니다.',
    test: '테스트 메시지 보내기',
    testSent: '카카오톡으로 테스트 메시지를 보냈습니다.',
    loadError: '카카오톡 알림 설정을 불러오지 못했습니다.',
    results: {
      on: '카카오톡 알림을 켰습니다.',
      cancelled: '카카오 동의를 취소해 카카오톡 알림을 켜지 않았습니다.',
      noConsent: '카카오톡 메시지 전송에 동의해야 알림을 받을 수 있습니다.',
      otherAccount: '이 카카오 계정은 다른 회원에게 연결되어 있거나, 회원님께 연결된 카카오 계정과 다릅니다.',
      failed: '카카오와 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.',
      expired: '연결 요청이 만료되었습니다. 다시 시도해 주세요.',
    },
    // the message (at most 200 characters: Kakao's limit for a text message)
    messageMove: (title: string, keyword: string, from: string, to: string, move: string): string =>
      `[셀러툴킷 순위 알림]\n${title}\n‘${keyword}’ ${from} → ${to} (${move})`,
    moveUp: (n: string): string => `▲${n}`,
    moveDown: (n: string): string => `▼${n}`,
    /** A move across the end of the list read: "▼489 이상". */
    atLeast: (move: string): string => `${move} 이상`,
    moreKeywords: (n: number): string => `외 ${n}개 키워드`,
    digestHead: (date: string, n: number): string => `[셀러툴킷] ${date} 순위 알림 ${n}건`,
    digestMore: (n: number): string => `…외 ${n}건`,
    testMessage:
      '[셀러툴킷] 카카오톡 순위 알림이 연결되었습니다. 설정한 조건에 맞는 순위 변동이 있으면 이렇게 알려 드립니다.',
    buttonHistory: '순위 기록 보기',
    buttonSettings: '알림 설정',
    noticeOff:
      '카카오에서 메시지 전송 동의가 철회되어 카카오톡 알림을 껐습니다. 알림 설정에서 다시 켤 수 있습니다.',
  },
} as const;
