/**
 * The agency menu (spec 01 §7, /v1/agencyMenu/coin/*): lookup and registration, the agency list,
 * a member's purchases, grants and coin ledger, coin grants; and invitations (an agency member
 * invites, the invited member accepts or declines from its own session).
 */
import { AGENCY, MANAGER } from '../constants/roles';
import {
  addUserAjencyBody,
  agencyInvitationsAnswer,
  agencyInviteAnswer,
  agencyInviteBody,
  agencyLookupAnswer,
  agencyRegisterAnswer,
  chargeInsertCoinAnswer,
  chargeInsertCoinBody,
  chargeSellCoinHistAnswer,
  chargeSellCoinHistBody,
  coinUseHistBody,
  invitationParams,
  invitationResponseAnswer,
  memberInvitationsAnswer,
  selectEmailAjencyBody,
} from '../schemas/agency';
import { agencyLogo, agencySettingsAnswer, agencySettingsBody } from '../schemas/agency-settings';
import { doneAnswer, fileBytes, okAnswer, XLSX_TYPE } from '../schemas/envelope';
import { memberListAnswer, memberListBody } from '../schemas/members';
import { coinHistoryAnswer } from '../schemas/payments';
import { z } from '../schemas/zod';
import { contract } from './contract';

const agencyOrManager = [MANAGER, AGENCY] as const;
const agencies = [AGENCY] as const;
const managers = [MANAGER] as const;

export const agencyContract = {
  lookup: contract({
    method: 'POST',
    path: '/v1/agencyMenu/coin/selectEmailAjency',
    access: agencyOrManager,
    body: selectEmailAjencyBody,
    answer: okAnswer(agencyLookupAnswer),
    summary: 'Whether the member with this e-mail can be registered by the caller',
  }),
  register: contract({
    method: 'POST',
    path: '/v1/agencyMenu/coin/addUserAjency',
    access: managers,
    body: addUserAjencyBody,
    answer: okAnswer(agencyRegisterAnswer),
    errors: ['AGENCY_REGISTER_REFUSED'],
    summary: "A manager's direct registration of an agency",
  }),
  list: contract({
    method: 'POST',
    path: '/v1/agencyMenu/coin/selectUserAjency',
    access: agencyOrManager,
    body: memberListBody,
    answer: okAnswer(memberListAnswer),
    summary: 'A page of the agency list',
  }),
  // 엑셀 다운로드 of the agency list: the same body and scope as selectUserAjency, every page.
  exportList: contract({
    method: 'POST',
    path: '/v1/agencyMenu/coin/selectUserAjency/excel',
    access: agencyOrManager,
    body: memberListBody,
    file: XLSX_TYPE,
    answer: fileBytes,
    errors: ['ADMIN_EXPORT_TOO_LARGE'],
    summary: 'Every agency the list body selects, as an xlsx file',
  }),
  history: contract({
    method: 'POST',
    path: '/v1/agencyMenu/coin/chargeSellCoinHist',
    access: agencyOrManager,
    body: chargeSellCoinHistBody,
    answer: okAnswer(chargeSellCoinHistAnswer),
    // FORBIDDEN: an agency member asking about a member outside its group.
    errors: ['MEMBER_NOT_FOUND', 'FORBIDDEN'],
    summary: "A member's purchases and grants",
  }),
  coinLedger: contract({
    method: 'POST',
    path: '/v1/agencyMenu/coin/coinUseHist',
    access: agencyOrManager,
    body: coinUseHistBody,
    answer: okAnswer(coinHistoryAnswer),
    errors: ['MEMBER_NOT_FOUND', 'FORBIDDEN'],
    summary: "A page of a member's coin ledger, each spend with what it paid for",
  }),
  grant: contract({
    method: 'POST',
    path: '/v1/agencyMenu/coin/chargeInsertCoin',
    access: managers,
    idempotent: true,
    body: chargeInsertCoinBody,
    answer: okAnswer(chargeInsertCoinAnswer),
    errors: ['MEMBER_NOT_FOUND', 'IDEMPOTENCY_KEY_REQUIRED', 'IDEMPOTENCY_KEY_REUSED', 'ALREADY_PROCESSING'],
    summary: 'Grants paid and service coins to a member, once per Idempotency-Key',
  }),

  sentInvitations: contract({
    method: 'GET',
    path: '/v1/agencyMenu/invitations',
    access: agencies,
    answer: okAnswer(agencyInvitationsAnswer),
    summary: "The group's invitations and its company name",
  }),
  invite: contract({
    method: 'POST',
    path: '/v1/agencyMenu/invitations',
    access: agencies,
    body: agencyInviteBody,
    answer: okAnswer(agencyInviteAnswer),
    errors: [
      'INVITATION_OWN_MEMBER',
      'INVITATION_PENDING',
      'INVITATION_RECENTLY_DECLINED',
      'INVITATION_DAILY_LIMIT',
    ],
    summary: 'Invites an e-mail address into the group (the same answer whether or not it has an account)',
  }),
  withdrawInvitation: contract({
    method: 'POST',
    path: '/v1/agencyMenu/invitations/:id/withdraw',
    access: agencies,
    params: invitationParams,
    answer: doneAnswer,
    errors: ['INVITATION_NOT_FOUND', 'INVITATION_ACCEPTED', 'INVITATION_DECLINED', 'INVITATION_EXPIRED'],
    summary: 'Withdraws a pending invitation of the group',
  }),
  receivedInvitations: contract({
    method: 'GET',
    path: '/v1/member/agencyInvitations',
    access: 'member',
    answer: okAnswer(memberInvitationsAnswer),
    summary: "The signed-in member's invitations",
  }),
  acceptInvitation: contract({
    method: 'POST',
    path: '/v1/member/agencyInvitations/:id/accept',
    access: 'member',
    params: invitationParams,
    answer: okAnswer(invitationResponseAnswer),
    errors: [
      'INVITATION_NOT_FOUND',
      'INVITATION_DECLINED',
      'INVITATION_WITHDRAWN',
      'INVITATION_EXPIRED',
      'INVITATION_NOT_ELIGIBLE',
      'INVITATION_MEMBER_IN_GROUP',
    ],
    summary: 'Accepts an invitation: the member joins the group',
  }),
  declineInvitation: contract({
    method: 'POST',
    path: '/v1/member/agencyInvitations/:id/decline',
    access: 'member',
    params: invitationParams,
    answer: okAnswer(invitationResponseAnswer),
    errors: ['INVITATION_NOT_FOUND', 'INVITATION_ACCEPTED', 'INVITATION_WITHDRAWN', 'INVITATION_EXPIRED'],
    summary: 'Declines an invitation',
  }),

  // 대행사 설정 (issue 40 §1): the agency's own group's name and report logo. The logo itself is
  // served by a plain route (GET /v1/agency-logos/:name, agency.settings.routes.ts), public.
  settings: contract({
    method: 'GET',
    path: '/v1/agencyMenu/settings',
    access: agencies,
    answer: okAnswer(agencySettingsAnswer),
    summary: "The agency's company name and report logo",
  }),
  saveSettings: contract({
    method: 'PUT',
    path: '/v1/agencyMenu/settings',
    access: agencies,
    body: agencySettingsBody,
    answer: okAnswer(agencySettingsAnswer),
    summary: "Sets the company name the agency's reports show",
  }),
  uploadLogo: contract({
    method: 'POST',
    path: '/v1/agencyMenu/settings/logo',
    access: agencies,
    upload: true,
    answer: okAnswer(agencyLogo),
    errors: [
      'AGENCY_LOGO_REQUIRED',
      'AGENCY_LOGO_TOO_LARGE',
      'AGENCY_LOGO_TYPE_INVALID',
      'AGENCY_LOGO_UNREADABLE',
      'AGENCY_LOGO_DIMENSIONS',
      'MALFORMED_BODY',
      'PAYLOAD_TOO_LARGE',
      'RATE_LIMITED',
    ],
    summary: "Uploads (or replaces) the agency's report logo (multipart, field `file`: PNG, JPEG, WebP)",
  }),
  deleteLogo: contract({
    method: 'DELETE',
    path: '/v1/agencyMenu/settings/logo',
    access: agencies,
    answer: okAnswer(z.object({ deleted: z.boolean() })),
    summary: "Removes the agency's report logo (its reports then show the name only)",
  }),
} as const;
