/** Member administration. */
import { defineErrors } from './define-errors';

export const membersErrors = defineErrors({
  ADMIN_USER_NOT_FOUND: { status: 404, message: '사용자가 없습니다.' },
  ADMIN_EXPORT_TOO_LARGE: {
    status: 400,
    message: '엑셀 파일에는 한 번에 50,000명까지 담을 수 있습니다. 검색 조건을 좁혀 다시 내려받아 주세요.',
  },
  LAST_MANAGER: {
    status: 409,
    message: '마지막 관리자의 권한은 바꿀 수 없습니다. 다른 회원을 먼저 관리자로 지정해 주세요.',
  },
  ROLE_UNCHANGED: { status: 409, message: '이미 그 권한을 가진 회원입니다.' },
  ROLE_AGENCY_BY_SCREEN: {
    status: 400,
    message: '대행사 권한은 관리자 화면의 대행사 등록에서 지정해 주세요(회사명과 그룹이 함께 만들어집니다).',
  },
});
