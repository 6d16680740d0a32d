/** Rank alerts, their mail unsubscribe and the KakaoTalk channel (issue 28 §2). */
import { defineErrors } from './define-errors';

export const rankAlertsErrors = defineErrors({
  ALERT_RUN_DAY_INVALID: {
    status: 400,
    message:
      '실행할 날짜를 확인해 주세요. 오늘 날짜만 실행할 수 있고, 지난 날짜는 시뮬레이터 모드에서 7일 전까지만 실행할 수 있습니다.',
  },
  UNSUBSCRIBE_INVALID: {
    status: 400,
    message: '수신 거부 링크가 올바르지 않습니다. 마이페이지의 알림 설정에서 직접 끌 수 있습니다.',
  },
  KAKAO_TALK_NOT_CONNECTED: {
    status: 409,
    message: '카카오톡 알림이 연결되어 있지 않습니다. 먼저 카카오톡 알림을 켜 주세요.',
  },
  KAKAO_TALK_REVOKED: {
    status: 409,
    message:
      '카카오에서 메시지 전송 동의가 철회되어 카카오톡 알림을 껐습니다. 다시 켜려면 카카오 동의를 다시 받아 주세요.',
  },
  KAKAO_TALK_SEND_FAILED: {
    status: 502,
    message: '카카오톡 메시지를 보내지 못했습니다. 잠시 후 다시 시도해 주세요.',
  },
});
