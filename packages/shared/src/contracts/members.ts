/**
 * Member administration for managers (spec 01 §2.11, §2.12, §7): the member list, the look-up by
 * e-mail, adding coins and the audit log.
 */
import { MANAGER } from '../constants/roles';
import { fileBytes, okAnswer, XLSX_TYPE } from '../schemas/envelope';
import {
  auditAnswer,
  auditQuery,
  coinPayInsertBody,
  emailUserSelectBody,
  memberListAnswer,
  memberListBody,
  simpleMemberResult,
} from '../schemas/members';
import { contract } from './contract';

const managers = [MANAGER] as const;

export const membersContract = {
  list: contract({
    method: 'POST',
    path: '/v1/confCmmn/emailUserSelectV1',
    access: managers,
    body: memberListBody,
    answer: okAnswer(memberListAnswer),
    summary: 'A page of every member, filtered and sorted as the grid asks',
  }),
  // 엑셀 다운로드: the same body as the list (filter, sort, column filters); every page of it.
  exportList: contract({
    method: 'POST',
    path: '/v1/confCmmn/emailUserSelectV1/excel',
    access: managers,
    body: memberListBody,
    file: XLSX_TYPE,
    answer: fileBytes,
    errors: ['ADMIN_EXPORT_TOO_LARGE'],
    summary: 'Every member the list body selects, as an xlsx file',
  }),
  lookup: contract({
    method: 'POST',
    path: '/v1/confCmmn/emailUserSelect',
    access: managers,
    body: emailUserSelectBody,
    answer: okAnswer(simpleMemberResult),
    errors: ['ADMIN_USER_NOT_FOUND'],
    summary: 'One member by exact e-mail',
  }),
  addCoins: contract({
    method: 'POST',
    path: '/v1/coin/coinPayInsert',
    access: managers,
    idempotent: true,
    body: coinPayInsertBody,
    answer: okAnswer(simpleMemberResult),
    errors: [
      'ADMIN_USER_NOT_FOUND',
      'MEMBER_NOT_FOUND',
      'COIN_BALANCE_LIMIT',
      'IDEMPOTENCY_KEY_REQUIRED',
      'IDEMPOTENCY_KEY_REUSED',
      'ALREADY_PROCESSING',
    ],
    summary: "Adds the typed amount to a member's coins, once per Idempotency-Key",
  }),
  audit: contract({
    method: 'GET',
    path: '/v1/admin/audit',
    access: managers,
    query: auditQuery,
    answer: okAnswer(auditAnswer),
    summary: 'A page of the audit log, newest first',
  }),
} as const;
