/** Agencies and their invitations. */
import { agencySettings } from './agency';
import { defineErrors } from './define-errors';

export const agencyErrors = defineErrors({
  AGENCY_NOT_FOUND: { status: 404, message: '대행사를 찾을 수 없습니다.' },
  AGENCY_REGISTER_REFUSED: { status: 409, message: '대행사 등록에 실패했습니다.' },
  INVITATION_NOT_FOUND: { status: 404, message: '초대를 찾을 수 없습니다.' },
  INVITATION_EXPIRED: { status: 409, message: '초대 기간이 지났습니다. 대행사에 다시 초대를 요청해 주세요.' },
  INVITATION_WITHDRAWN: { status: 409, message: '대행사가 취소한 초대입니다.' },
  INVITATION_DECLINED: { status: 409, message: '이미 거절한 초대입니다.' },
  INVITATION_ACCEPTED: { status: 409, message: '이미 수락한 초대입니다.' },
  INVITATION_MEMBER_IN_GROUP: {
    status: 409,
    message: '이미 대행사에 소속되어 있어 초대를 수락할 수 없습니다.',
  },
  INVITATION_NOT_ELIGIBLE: { status: 409, message: '이 계정으로는 대행사 초대를 수락할 수 없습니다.' },
  INVITATION_PENDING: {
    status: 409,
    message: '이미 초대 대기 중인 이메일입니다. 회원의 응답을 기다리거나 초대를 취소한 뒤 다시 보내 주세요.',
  },
  INVITATION_OWN_MEMBER: { status: 409, message: '이미 우리 대행사 회원입니다.' },
  INVITATION_RECENTLY_DECLINED: {
    status: 409,
    message: '최근에 초대를 거절한 이메일입니다. 거절하고 7일이 지나면 다시 초대할 수 있습니다.',
  },
  // 대행사 설정 (issue 40 §1): the agency's report logo.
  AGENCY_LOGO_REQUIRED: { status: 400, message: agencySettings.logoRequired },
  AGENCY_LOGO_TYPE_INVALID: { status: 415, message: agencySettings.logoTypeInvalid },
  AGENCY_LOGO_TOO_LARGE: { status: 413, message: agencySettings.logoTooLargeGeneric },
  AGENCY_LOGO_UNREADABLE: { status: 400, message: agencySettings.logoUnreadable },
  AGENCY_LOGO_DIMENSIONS: { status: 400, message: agencySettings.logoDimensions },
  INVITATION_DAILY_LIMIT: {
    status: 429,
    message: '오늘 보낼 수 있는 초대 50건을 모두 보냈습니다. 내일 다시 시도해 주세요.',
  },
});
