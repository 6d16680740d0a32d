export const cli = {
  usage: [
    '사용법:',
    '  npm run member -- list [--email <이메일 일부>] [--role MNGR_MBR|MNPY_MBR|GNRL_MBR]',
    '  npm run member -- create --email <이메일> --password <비밀번호> --name <이름> [--role MNGR_MBR|MNPY_MBR]',
    '  npm run member -- role --email <이메일> --role MNGR_MBR|GNRL_MBR',
    '  npm run member -- reset-password --email <이메일> --password <새 비밀번호>',
    '  npm run member -- coins --email <이메일> --add <개수> [--memo <메모>]',
  ].join('\n'),
  listHeader: '회원번호\t이메일\t이름\t권한\t상태\t코인',
  listEmpty: '조건에 맞는 회원이 없습니다.',
  listCount: (shown: number, total: number): string =>
    shown < total ? `${total}명 중 ${shown}명을 보여 줍니다. --email 로 좁혀 주세요.` : `${total}명`,
  statuses: { ACTIVE: '정상', WITHDRAWN: '탈퇴', DORMANT: '휴면', SUSPENDED: '정지' } as Record<
    string,
    string
  >,
  roleChanged: (from: string, to: string): string => `권한을 바꿨습니다: ${from} → ${to}`,
  passwordReset: '비밀번호를 바꿨습니다. 이 회원의 로그인은 모두 끝났습니다.',
  created: '회원을 만들었습니다. 회원번호',
  granted: '코인을 지급했습니다. 현재 잔액',
  unknownCommand: '알 수 없는 명령입니다.',
  missingOption: '필수 옵션이 빠졌습니다:',
  operatorGrantMemo: '운영자 지급',
  /** Printed at start while no manager exists; the link follows. */
  setupLink:
    '첫 관리자 계정 만들기(한 번만 쓸 수 있는 링크, 이 컴퓨터의 사용자만 읽을 수 있는 파일에도 적어 두었습니다):',
  setupLinkFile: '설정 링크 파일:',
  /** The app holds the embedded database and its command channel did not answer. */
  databaseLocked:
    '내장 데이터베이스를 실행 중인 앱이 사용하고 있는데, 앱의 명령 통로(DATA_DIR/member.sock)에 연결하지 못했습니다. 앱이 다 켜진 뒤 다시 실행하거나, 앱을 멈춘 뒤(Ctrl+C) 다시 실행해 주세요.',
  noAnswer: '실행 중인 앱이 요청에 답하지 않았습니다. 앱의 로그를 확인해 주세요.',
  socketUnavailable: '회원 명령 통로를 열지 못했습니다(npm run member 는 앱을 멈춘 뒤에만 쓸 수 있습니다):',
  listening: '앱이 실행되었습니다:',
  simulatorListening: '시뮬레이터가 실행되었습니다:',
  /** An unexpected failure (database unreachable, …): the detail follows on the next line. */
  failed: '명령을 처리하지 못했습니다. 아래 내용을 확인한 뒤 다시 실행해 주세요.',
  simulatorInbox: '시뮬레이터 메일함(가입·비밀번호 재설정 코드는 이 링크에서 확인하세요):',
} as const;
