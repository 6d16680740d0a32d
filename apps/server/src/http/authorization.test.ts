/**
 * The authorization matrix (issue 11): every route of the registry, called as each of the five
 * callers, against the table below, which is the reviewed statement of who may call what. A new
 * route without an entry, or an entry without a route, fails. Then the agency scope: an agency
 * member sees and changes only members of its own group.
 */
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { type ErrorCode, errorStatus, kstDate, ko } from '@seller/shared';
import { coinState, createMember, login, post } from '../test/app';
import {
  CALLER_NAMES,
  type CallerName,
  type CallersApp,
  type SignedIn,
  cookieOf,
  createCallersApp,
  freshEmail,
} from '../test/callers';
import { type Access, collectRoutes } from './access';
import { isTokenRoute } from './api-token';

let t: CallersApp;
/** Each signed-in caller's read-write API token: the public API (/api/v1) is called with it. */
const tokens: Partial<Record<CallerName, string>> = {};
beforeAll(async () => {
  t = await createCallersApp();
  for (const name of CALLER_NAMES) {
    if (name === 'anonymous') continue;
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/member/myPage/apiTokens',
      headers: { cookie: t.callers[name].cookie },
      payload: {
        name: 'matrix',
        scope: 'write',
        expiresInDays: 30,
        currentPassword: t.callers[name].password,
      },
    });
    tokens[name] = (res.json() as { data: { token: string } }).data.token;
  }
}, 120_000);

const isPublicApi = isTokenRoute;
afterAll(() => t?.close());

// ---- who may call --------------------------------------------------------------------------------

const ANYONE = CALLER_NAMES;
const MEMBERS = ['member', 'agencyA', 'agencyB', 'manager'] as const;
const AGENCIES = ['agencyA', 'agencyB', 'manager'] as const;
const AGENCY_MEMBERS = ['agencyA', 'agencyB'] as const;
const MANAGERS = ['manager'] as const;

/** The callers a declared access rule lets through. */
function allowedBy(access: Access): readonly CallerName[] {
  if (access === 'public') return ANYONE;
  if (access === 'member') return MEMBERS;
  return CALLER_NAMES.filter((name) => {
    if (name === 'anonymous') return false;
    return access.includes(t.callers[name].role);
  });
}

interface Context {
  t: CallersApp;
  name: CallerName;
  /** The caller's member (null for anonymous). */
  who: SignedIn | null;
  /** The caller's cookie for this call (a spare session for calls that end or replace it). */
  cookie: string | undefined;
}

interface Entry {
  allowed: readonly CallerName[];
  /** What an allowed caller sends (denied callers send the same). Defaults to POST {} or GET the url. */
  request?: (c: Context) => Omit<InjectOptions, 'method'>;
  /** The call ends or replaces the caller's session: it gets a second session of its own. */
  spare?: true;
  /** A refusal an allowed caller may get from the service (not from access control). */
  refusal?: ErrorCode;
}

const body = (payload: unknown) => () => ({ payload: payload as object });
const MISSING = 2_000_000_000;
/** An invitation id nobody has. */
const NO_INVITATION = '00000000-0000-4000-8000-000000000000';
const today = () => kstDate(new Date());
const daysAgo = (n: number) => kstDate(new Date(Date.now() - n * 86_400_000));

// A 1×1 PNG in a multipart body, as the notice editor uploads it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
function multipartPng() {
  const boundary = '----matrix0123456789';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), PNG, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * Every route, keyed "METHOD url" as the registry lists it. Ids in payloads are ids of nothing
 * (the ownership tests use real ones), so an allowed caller gets past access control and meets
 * the feature's own answer (200, 204, 302, 400, 404, 409…), never 401/403 and never 5xx.
 */
const MATRIX: Record<string, Entry> = {
  // ---- session (public) ----
  'POST /v1/member/user/login': {
    allowed: ANYONE,
    spare: true,
    request: (c) => ({ payload: { mbrEmail: c.t.probe.email, mbrPw: c.t.probe.password } }),
  },
  'POST /v1/member/user/memberSession': { allowed: ANYONE },
  'POST /v1/member/user/logout': { allowed: ANYONE, spare: true },

  // ---- sign-up, identity, Kakao, recovery (public) ----
  'POST /v1/member/cmmn/checkdUplication': {
    allowed: ANYONE,
    request: () => body({ mbrEmail: freshEmail() })(),
  },
  'POST /v1/member/mail/send': {
    allowed: ANYONE,
    request: () => body({ mbrEmail: freshEmail(), purpose: 'join' })(),
  },
  'POST /v1/member/mail/verify': {
    allowed: ANYONE,
    request: () => body({ mbrEmail: freshEmail(), code: '123456', purpose: 'join' })(),
  },
  'POST /v1/member/join/memberInsert': {
    allowed: ANYONE,
    request: () =>
      body({
        mbrEmail: freshEmail(),
        mbrPw: 'Joiner12!',
        reMbrPw: 'Joiner12!',
        mbrNm: 'Joiner',
        agreements: { child: true, terms: true, privacy: true, promotions: false },
      })(),
  },
  'GET /v1/member/join/portal': { allowed: ANYONE },
  'GET /v1/member/join/portal.js': { allowed: ANYONE },
  'GET /v1/member/join/portal/return': {
    allowed: ANYONE,
    request: () => ({ url: '/v1/member/join/portal/return?identityVerificationId=nothing' }),
  },
  'GET /v1/member/join/getSessionData': { allowed: ANYONE },
  'GET /v1/member/user/kakaoLoginLink': { allowed: ANYONE },
  'GET /v1/auth/kakao/callback': {
    allowed: ANYONE,
    request: () => ({ url: '/v1/auth/kakao/callback?error=access_denied' }),
  },
  'POST /v1/auth/kakao/needLinkKakaoAccount': { allowed: ANYONE },
  // No Kakao person is waiting in these sessions: answered KAKAO_SIGNUP_EXPIRED, nothing made.
  'GET /v1/auth/kakao/signup': { allowed: ANYONE },
  'POST /v1/auth/kakao/signup': {
    allowed: ANYONE,
    request: () => body({ agreements: { child: true, terms: true, privacy: true, promotions: true } })(),
  },
  'POST /v1/auth/kakao/signup/cancel': { allowed: ANYONE },
  'POST /v1/member/user/myIdEmailListSearch': { allowed: ANYONE },
  // Names an address: without this browser's verified reset code for it, no serial.
  'POST /v1/member/cmmn/checkEmailEffectiveness': {
    allowed: ANYONE,
    request: (c) => body({ mbrEmail: c.t.probe.email })(),
  },
  // Names another member: without a verified identity nothing is reset.
  'POST /v1/member/user/passwordReset': {
    allowed: ANYONE,
    request: (c) => body({ mbrSn: c.t.probe.mbrSn, mbrPw: 'Changed12!', mbrRePw: 'Changed12!' })(),
  },

  // ---- first manager (public; a manager exists here, so both answer SETUP_CLOSED) ----
  'POST /v1/setup/check': { allowed: ANYONE, request: () => body({ token: 'no-such-token' })() },
  'POST /v1/setup': {
    allowed: ANYONE,
    request: () =>
      body({ token: 'no-such-token', mbrEmail: freshEmail(), mbrPw: 'Setup123!', name: '관리자' })(),
  },

  // ---- my page and account security (members) ----
  'POST /v1/member/myPage/getMyPage': { allowed: MEMBERS },
  'POST /v1/member/myPage/userPaymentHist': { allowed: MEMBERS },
  // Another e-mail than the account's: refused by the feature, so nobody is withdrawn.
  'POST /v1/member/myPage/userSecession': {
    allowed: MEMBERS,
    request: () => body({ reason: '더 이상 사용하지 않습니다.', mbrEmail: 'not-the-account@example.com' })(),
  },
  'POST /v1/member/myPage/userCertification': { allowed: MEMBERS },
  'POST /v1/member/user/passwordCheck': {
    allowed: MEMBERS,
    request: () => body({ currentPassword: 'Wrong-password1!' })(),
  },
  // A fresh session has not checked its password: the feature refuses with its own 403.
  'POST /v1/member/myPage/passwordChange': {
    allowed: MEMBERS,
    spare: true,
    refusal: 'PASSWORD_CHECK_REQUIRED',
    request: () => body({ mbrPw: 'Changed12!', mbrRePw: 'Changed12!' })(),
  },
  'POST /v1/member/myPage/inquiryList': { allowed: MEMBERS },
  'POST /v1/member/myPage/coinHist': { allowed: MEMBERS },
  'POST /v1/confCmmn/coinSelect': { allowed: MEMBERS },

  // ---- inquiries ----
  'POST /v1/inquiry/insert': {
    allowed: ANYONE,
    request: () =>
      body({
        name: 'Tester',
        email: freshEmail(),
        subject: 'Matrix',
        message: 'A question for the matrix.',
      })(),
  },
  'GET /v1/admin/inquiries': { allowed: MANAGERS },
  // Answering (issue 40 §2): an inquiry nobody has, so allowed callers meet the feature's 404.
  'GET /v1/member/myPage/inquiries/:inquirySn': {
    allowed: MEMBERS,
    request: () => ({ url: `/v1/member/myPage/inquiries/${MISSING}` }),
  },
  'GET /v1/admin/inquiries/:inquirySn': {
    allowed: MANAGERS,
    request: () => ({ url: `/v1/admin/inquiries/${MISSING}` }),
  },
  'POST /v1/admin/inquiries/:inquirySn/replies': {
    allowed: MANAGERS,
    request: () => ({ url: `/v1/admin/inquiries/${MISSING}/replies`, payload: { reply: 'Matrix reply' } }),
  },
  // Follow-ups and resends (issue 40 §2): an inquiry and a reply nobody has (404).
  'POST /v1/member/myPage/inquiries/:inquirySn/followUps': {
    allowed: MEMBERS,
    request: () => ({
      url: `/v1/member/myPage/inquiries/${MISSING}/followUps`,
      payload: { message: 'Matrix' },
    }),
  },
  'POST /v1/admin/inquiries/:inquirySn/replies/:replySn/resend': {
    allowed: MANAGERS,
    request: () => ({ url: `/v1/admin/inquiries/${MISSING}/replies/${MISSING}/resend`, payload: {} }),
  },
  'PUT /v1/admin/inquiries/:inquirySn/status': {
    allowed: MANAGERS,
    request: () => ({ url: `/v1/admin/inquiries/${MISSING}/status`, payload: { status: 'CLOSED' } }),
  },
  'PUT /v1/admin/inquiries/:inquirySn/memo': {
    allowed: MANAGERS,
    request: () => ({ url: `/v1/admin/inquiries/${MISSING}/memo`, payload: { memo: 'Matrix memo' } }),
  },

  // ---- notices ----
  'GET /v2/notice/getNotice-list': {
    allowed: ANYONE,
    request: () => ({ url: '/v2/notice/getNotice-list?pageNum=1&pageSize=10' }),
  },
  'GET /v2/notice/getNotice-list/:id': {
    allowed: ANYONE,
    request: (c) => ({ url: `/v2/notice/getNotice-list/${c.t.notice.ntcSn}` }),
  },
  'POST /v1/cmmn/topMngtMenu/insertNotice': {
    allowed: MANAGERS,
    request: () => body({ title: 'Matrix', content: '<p>x</p>', noticeDt: today() })(),
  },
  'POST /v1/cmmn/topMngtMenu/updateNotice': {
    allowed: MANAGERS,
    request: () => body({ ntcSn: MISSING, title: 'Matrix', content: '<p>x</p>', noticeDt: today() })(),
  },
  'POST /v1/cmmn/topMngtMenu/deleteNotice': { allowed: MANAGERS, request: body({ ntcSn: MISSING }) },
  'POST /cmmn/topMngtMenu/uploadImage': { allowed: MANAGERS, request: multipartPng },
  'POST /cmmn/topMngtMenu/deleteImage': {
    allowed: MANAGERS,
    request: body({ url: `/uploads/notices/${'0'.repeat(32)}.png` }),
  },
  'GET /uploads/notices/:name': {
    allowed: ANYONE,
    request: () => ({ url: `/uploads/notices/${'0'.repeat(32)}.png` }),
  },

  // ---- coins and payments ----
  'POST /v1/payment/order': { allowed: MEMBERS, request: body({ packs: [{ coins: 100, qty: 1 }] }) },
  'POST /v1/payment/complete': { allowed: MEMBERS, request: body({ paymentId: 'coin_nothing' }) },
  'POST /v1/payment/payCancel': {
    allowed: MANAGERS,
    request: body({ selCoinUseSn: 'coin_nothing', reason: '단순 변심' }),
  },
  'POST /v1/payment/payCancelQuote': { allowed: MANAGERS, request: body({ selCoinUseSn: 'grant:nothing' }) },
  // PortOne's webhook: signed, not a member's call. An unsigned body is refused with 400.
  'POST /v1/payment/webhook': {
    allowed: ANYONE,
    request: () => ({ payload: '{}', headers: { 'content-type': 'application/json' } }),
  },

  // ---- member administration (managers) ----
  'POST /v1/confCmmn/emailUserSelectV1': { allowed: MANAGERS, request: body({ selectedPeriod: 'all' }) },
  'POST /v1/confCmmn/emailUserSelectV1/excel': {
    allowed: MANAGERS,
    request: body({ selectedPeriod: 'all' }),
  },
  'POST /v1/confCmmn/emailUserSelect': {
    allowed: MANAGERS,
    request: (c) => body({ mbrEmail: c.t.probe.email })(),
  },
  'POST /v1/coin/coinPayInsert': {
    allowed: MANAGERS,
    request: (c) => body({ mbrSn: c.t.probe.mbrSn, sellerCoinCnt: 1 })(),
  },
  'GET /v1/admin/audit': { allowed: MANAGERS },
  // 수집 현황: paid provider calls and their cost (issue 36 §3).
  'GET /v1/admin/provider-usage': { allowed: MANAGERS },

  // ---- agency administration ----
  'POST /v1/agencyMenu/coin/selectEmailAjency': {
    allowed: AGENCIES,
    request: (c) => body({ mbrEmail: c.t.probe.email })(),
  },
  // Managers only (agency members invite). Nobody has this id: refused (409) after access control.
  'POST /v1/agencyMenu/coin/addUserAjency': {
    allowed: MANAGERS,
    request: body({ userAccess: { userMbrSn: MISSING }, companyName: 'Matrix', psitnMemberMemo: '' }),
  },
  'POST /v1/agencyMenu/coin/selectUserAjency': {
    allowed: AGENCIES,
    request: body({ selectedPeriod: 'all' }),
  },
  'POST /v1/agencyMenu/coin/selectUserAjency/excel': {
    allowed: AGENCIES,
    request: body({ selectedPeriod: 'all' }),
  },
  // The caller's own history: an agency member is in its own group.
  'POST /v1/agencyMenu/coin/chargeSellCoinHist': {
    allowed: AGENCIES,
    request: (c) => body({ userAccess: { userMbrSn: c.who?.mbrSn ?? MISSING } })(),
  },
  // The same scope for the coin ledger (issue 23 point 10).
  'POST /v1/agencyMenu/coin/coinUseHist': {
    allowed: AGENCIES,
    request: (c) => body({ userAccess: { userMbrSn: c.who?.mbrSn ?? MISSING } })(),
  },
  'POST /v1/agencyMenu/coin/chargeInsertCoin': {
    allowed: MANAGERS,
    request: (c) => body({ userMbrSn: c.t.probe.mbrSn, coinInput: 1 })(),
  },
  // Invitations: an agency member invites (an address of nobody: recorded, never delivered) and
  // withdraws; any member reads and answers only invitations delivered to it (ids of nothing: 404).
  'GET /v1/agencyMenu/invitations': { allowed: AGENCY_MEMBERS },
  'POST /v1/agencyMenu/invitations': {
    allowed: AGENCY_MEMBERS,
    request: () => body({ mbrEmail: freshEmail(), companyName: 'Matrix', psitnMemberMemo: '' })(),
  },
  'POST /v1/agencyMenu/invitations/:id/withdraw': {
    allowed: AGENCY_MEMBERS,
    request: () => ({ url: `/v1/agencyMenu/invitations/${NO_INVITATION}/withdraw`, payload: {} }),
  },
  // 대행사 설정 (issue 40 §1): the agency member's own group only. The name sent is empty and the
  // PNG is 1×1 (both refused with 400), the delete removes nothing: no agency's settings change.
  'GET /v1/agencyMenu/settings': { allowed: AGENCY_MEMBERS },
  'PUT /v1/agencyMenu/settings': { allowed: AGENCY_MEMBERS, request: body({ companyName: '' }) },
  'POST /v1/agencyMenu/settings/logo': { allowed: AGENCY_MEMBERS, request: multipartPng },
  'DELETE /v1/agencyMenu/settings/logo': { allowed: AGENCY_MEMBERS },
  // The logo itself is public by its random name (a name of nothing: 404).
  'GET /v1/agency-logos/:name': {
    allowed: ANYONE,
    request: () => ({ url: `/v1/agency-logos/${'0'.repeat(32)}.png` }),
  },
  'GET /v1/member/agencyInvitations': { allowed: MEMBERS },
  'POST /v1/member/agencyInvitations/:id/accept': {
    allowed: MEMBERS,
    request: () => ({ url: `/v1/member/agencyInvitations/${NO_INVITATION}/accept`, payload: {} }),
  },
  'POST /v1/member/agencyInvitations/:id/decline': {
    allowed: MEMBERS,
    request: () => ({ url: `/v1/member/agencyInvitations/${NO_INVITATION}/decline`, payload: {} }),
  },

  // ---- shopping rank (members; ids of nothing answer 404) ----
  'POST /api/naver/mygoodsRank/select': { allowed: MEMBERS },
  'POST /api/naver/mygoodsRank/v1/select': { allowed: MEMBERS },
  'POST /api/naver/mygoodsRank/merges': {
    allowed: MEMBERS,
    request: body({ gdpSn: MISSING, goodsKeyword: 'x' }),
  },
  // An empty keyword is refused before any provider call.
  'POST /api/naver/mygoodsRank/findByKeyword': { allowed: MEMBERS, request: body({ keyword: ' ' }) },
  // An entry that names no product is refused before any look-up.
  'POST /api/naver/mygoodsRank/preview': {
    allowed: MEMBERS,
    request: body({ type: 'prodNum', currentInput: 'x', oldGdpSn: MISSING }),
  },
  'POST /api/naver/mygoodsRank/update': {
    allowed: MEMBERS,
    request: body({ type: 'prodNum', currentInput: '123', changeTrack: { oldGdpSn: MISSING } }),
  },
  'POST /api/naver/mygoodsRank/delete': { allowed: MEMBERS, request: body({ ids: [{ gdpSn: MISSING }] }) },
  'POST /api/naver/mygoodsRank/updateOrder': { allowed: MEMBERS, request: body([{ gdpSn: MISSING }]) },
  'POST /api/naver/mygoodsRank/reperesentKeywordChange': {
    allowed: MEMBERS,
    request: body({ gdpSn: MISSING, gdkdSn: MISSING }),
  },
  'POST /api/naver/mygoodsRank/deleteKeyword': { allowed: MEMBERS, request: body({ gdkdSn: MISSING }) },
  'POST /api/naver/mygoodsRank/keywordSidePopupList': {
    allowed: MEMBERS,
    request: body({ gdkdSn: MISSING }),
  },
  'POST /api/naver/mygoodsRank/memoMerges': {
    allowed: MEMBERS,
    request: body({ gdpSn: MISSING, content: 'x' }),
  },
  'POST /api/naver/mygoodsRank/coinExtensionRnwl': { allowed: MEMBERS, request: body({ gdpSn: MISSING }) },
  'POST /api/naver/mygoodsRank/renewExpired': { allowed: MEMBERS, request: body({ gdpSns: [MISSING] }) },
  'POST /api/naver/mygoodsRank/renewExpiredQuote': { allowed: MEMBERS, request: body({}) },
  'POST /api/naver/mygoodsRank/coinAutoRnwl': {
    allowed: MEMBERS,
    request: body({ gdpSn: MISSING, autRnwl: 'Y' }),
  },
  'POST /api/naver/mygoodsRank/checkNow': { allowed: MEMBERS, request: body({ gdpSn: MISSING }) },
  // ---- rivals on the same keyword (issue 28 §1; members, their own keywords) ----
  'POST /api/naver/mygoodsRank/rivals': { allowed: MEMBERS, request: body({ gdkdSn: MISSING }) },
  'POST /api/naver/mygoodsRank/rivals/pin': {
    allowed: MEMBERS,
    request: body({ gdkdSn: MISSING, productId: '1' }),
  },
  'POST /api/naver/mygoodsRank/rivals/unpin': {
    allowed: MEMBERS,
    request: body({ gdkdSn: MISSING, rivalSn: MISSING }),
  },
  'POST /api/naver/mygoodsRank/rivals/series': { allowed: MEMBERS, request: body({ gdkdSn: MISSING }) },
  // ---- 순위 변동 원인 (issue 42; members, their own keywords, products and events) ----
  'POST /api/naver/rankChanges/view': { allowed: MEMBERS, request: body({ gdkdSn: MISSING }) },
  'POST /api/naver/rankChanges/events/add': {
    allowed: MEMBERS,
    request: body({ gdpSn: MISSING, day: '2026-11-20', label: '쿠폰' }),
  },
  'POST /api/naver/rankChanges/events/delete': { allowed: MEMBERS, request: body({ eventId: MISSING }) },
  'POST /api/naver/rankChanges/placeCorrelation': { allowed: MEMBERS, request: body({ plkwrdSn: MISSING }) },
  'GET /api/naver/mygoodsRank/export.xlsx': { allowed: MEMBERS },
  'GET /api/naver/mygoodsRank/history.xlsx': {
    allowed: MEMBERS,
    request: () => ({ url: `/api/naver/mygoodsRank/history.xlsx?gdpSn=${MISSING}` }),
  },

  // ---- cost before spending and the coin ledger download (issue 28 §3; members, their own) ----
  'POST /api/naver/mygoodsRank/registerQuote': { allowed: MEMBERS, request: body({ count: 2 }) },
  'POST /api/naver/mygoodsRank/renewQuote': { allowed: MEMBERS, request: body({ gdpSn: MISSING }) },
  'POST /api/naver/mygoodsRank/autoRenewQuote': { allowed: MEMBERS, request: body({ gdpSn: MISSING }) },
  'GET /v1/member/myPage/coinHist.xlsx': { allowed: MEMBERS },

  // ---- keyword tools (members: every uncached look spends provider quota) ----
  'GET /api/naver/keyword/related': {
    allowed: MEMBERS,
    request: () => ({ url: `/api/naver/keyword/related?hintKeywords=${encodeURIComponent('캠핑의자')}` }),
  },
  'GET /api/naver/keyword/trends': {
    allowed: MEMBERS,
    request: () => ({
      url: `/api/naver/keyword/trends?startDate=${daysAgo(90)}&endDate=${daysAgo(1)}&timeUnit=month&keywords=${encodeURIComponent('캠핑의자')}`,
    }),
  },
  // Any member within its own daily allowance (spec 02 §6: 200 a day, 500 for agencies and managers).
  'POST /api/naver/keyword/jisuCheckLimitOfViews': { allowed: MEMBERS },
  'POST /api/naver/keyword/jisuCheckIncrement': { allowed: MEMBERS },
  'POST /api/search': { allowed: MEMBERS, request: body({ keyword: '캠핑의자' }) },
  'GET /api/ranking/rankup': { allowed: MEMBERS, request: () => ({ url: '/api/ranking/rankup?period=P1D' }) },
  'GET /api/ranking/sellrank': {
    allowed: MEMBERS,
    request: () => ({ url: '/api/ranking/sellrank?period=P7D' }),
  },
  'GET /api/ranking/brandrank': {
    allowed: MEMBERS,
    request: () => ({ url: '/api/ranking/brandrank?period=P1D' }),
  },

  // ---- place rank (members) ----
  'POST /api/naver/place/getView': { allowed: MEMBERS },
  'POST /api/naver/place/placeInsert': { allowed: MEMBERS, request: body({ placeId: '', placeKeyword: '' }) },
  'POST /api/naver/place/addPlaceKeyword': {
    allowed: MEMBERS,
    request: body({ plceSn: MISSING, placeKeyword: 'x' }),
  },
  'POST /api/naver/place/choice': { allowed: MEMBERS, request: body({ plceSn: MISSING, plkwrdSn: MISSING }) },
  'POST /api/naver/place/deletePlaceKeyword': { allowed: MEMBERS, request: body({ plkwrdSn: MISSING }) },
  'POST /api/naver/place/placeUnitDelete': { allowed: MEMBERS, request: body({ placeSnList: [MISSING] }) },
  'POST /api/naver/place/checkNow': { allowed: MEMBERS, request: body({ plceSn: MISSING }) },
  'POST /api/naver/place/keywordTop': { allowed: MEMBERS, request: body({ plkwrdSn: MISSING }) },
  // 순위 지도 (issue 41): ids of nothing; the member's own are checked by the feature's tests.
  'POST /api/naver/place/map/quote': {
    allowed: MEMBERS,
    request: body({ plkwrdSn: MISSING, grid: 3, spacingM: 1000 }),
  },
  'POST /api/naver/place/map/scans': {
    allowed: MEMBERS,
    request: body({ plkwrdSn: MISSING, grid: 3, spacingM: 1000 }),
  },
  'GET /api/naver/place/map/scans': {
    allowed: MEMBERS,
    request: () => ({ url: `/api/naver/place/map/scans?plkwrdSn=${MISSING}` }),
  },
  'GET /api/naver/place/map/scans/:scanId': {
    allowed: MEMBERS,
    request: () => ({ url: `/api/naver/place/map/scans/${MISSING}` }),
  },
  'GET /api/naver/place/map/compare': {
    allowed: MEMBERS,
    request: () => ({ url: `/api/naver/place/map/compare?before=${MISSING}&after=${MISSING}` }),
  },
  'GET /api/naver/place/map/schedule': {
    allowed: MEMBERS,
    request: () => ({ url: `/api/naver/place/map/schedule?plkwrdSn=${MISSING}` }),
  },
  'PUT /api/naver/place/map/schedule': {
    allowed: MEMBERS,
    request: body({ plkwrdSn: MISSING, grid: 3, spacingM: 1000, weekday: 1 }),
  },

  // ---- rank alerts (members; the manager's run; the mail's unsubscribe link carries a signed token) ----
  'GET /v1/rank-alerts/settings': { allowed: MEMBERS },
  'POST /v1/rank-alerts/settings': { allowed: MEMBERS },
  'GET /v1/rank-alerts/targets/:kind/:id': {
    allowed: MEMBERS,
    request: () => ({ url: `/v1/rank-alerts/targets/goods/${MISSING}` }),
  },
  'POST /v1/rank-alerts/targets/:kind/:id': {
    allowed: MEMBERS,
    request: () => ({ url: `/v1/rank-alerts/targets/place/${MISSING}`, payload: { rules: {} } }),
  },
  'POST /v1/rank-alerts/targets/:kind/:id/reset': {
    allowed: MEMBERS,
    request: () => ({ url: `/v1/rank-alerts/targets/goods/${MISSING}/reset`, payload: {} }),
  },
  'GET /v1/rank-alerts/notifications': { allowed: MEMBERS },
  'GET /v1/rank-alerts/notifications/unread': { allowed: MEMBERS },
  'POST /v1/rank-alerts/notifications/read': { allowed: MEMBERS, request: body({ ids: [MISSING] }) },
  'POST /v1/rank-alerts/notifications/read-all': { allowed: MEMBERS },
  'POST /v1/rank-alerts/run': { allowed: MANAGERS },
  'GET /v1/rank-alerts/unsubscribe': {
    allowed: ANYONE,
    request: () => ({ url: '/v1/rank-alerts/unsubscribe?token=nothing' }),
  },
  'POST /v1/rank-alerts/unsubscribe': {
    allowed: ANYONE,
    request: () => ({
      url: '/v1/rank-alerts/unsubscribe?token=nothing',
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  },

  // ---- rank alerts in KakaoTalk (issue 28 §2) ----
  'GET /v1/rank-alerts/kakao': { allowed: MEMBERS },
  'POST /v1/rank-alerts/kakao/connect': { allowed: MEMBERS, request: body({ mode: 'daily' }) },
  'GET /v1/rank-alerts/kakao/callback': {
    allowed: ANYONE,
    request: () => ({ url: '/v1/rank-alerts/kakao/callback?state=nothing&code=nothing' }),
  },
  'POST /v1/rank-alerts/kakao/mode': { allowed: MEMBERS, request: body({ mode: 'off' }) },
  // Members without the consent get 409: still past the access rule.
  'POST /v1/rank-alerts/kakao/test': { allowed: MEMBERS },

  // ---- 알림톡 to phones (issue 40 §3): a number of nobody (404) is past the access rule ----
  'GET /v1/rank-alerts/alimtalk': { allowed: MEMBERS },
  // A number that is no mobile number: members get 400, past the access rule, and nothing is sent.
  'POST /v1/rank-alerts/alimtalk/recipients': {
    allowed: MEMBERS,
    request: body({ phone: '02-000-0000', label: 'matrix', role: 'owner' }),
  },
  'POST /v1/rank-alerts/alimtalk/recipients/:id/code': {
    allowed: MEMBERS,
    request: () => ({ url: `/v1/rank-alerts/alimtalk/recipients/${MISSING}/code` }),
  },
  'POST /v1/rank-alerts/alimtalk/recipients/:id/verify': {
    allowed: MEMBERS,
    request: () => ({
      url: `/v1/rank-alerts/alimtalk/recipients/${MISSING}/verify`,
      payload: { code: '123456' },
    }),
  },
  'POST /v1/rank-alerts/alimtalk/recipients/:id/quote': {
    allowed: MEMBERS,
    request: () => ({
      url: `/v1/rank-alerts/alimtalk/recipients/${MISSING}/quote`,
      payload: { rules: ['drop'] },
    }),
  },
  'POST /v1/rank-alerts/alimtalk/recipients/:id/rules': {
    allowed: MEMBERS,
    request: () => ({
      url: `/v1/rank-alerts/alimtalk/recipients/${MISSING}/rules`,
      payload: { rules: ['drop'], coinsPerMessage: 1 },
    }),
  },
  'DELETE /v1/rank-alerts/alimtalk/recipients/:id': {
    allowed: MEMBERS,
    request: () => ({ url: `/v1/rank-alerts/alimtalk/recipients/${MISSING}` }),
  },
  'POST /v1/rank-alerts/alimtalk/run': { allowed: MANAGERS },

  // ---- personal API tokens (issue 29 §3): made by session; the public API takes only the token ----
  'GET /v1/member/myPage/apiTokens': { allowed: MEMBERS },
  'POST /v1/member/myPage/apiTokens': {
    allowed: MEMBERS,
    // A wrong password (400): past the access rule, and no token piles up per run.
    request: body({ name: 'matrix', scope: 'read', expiresInDays: 30, currentPassword: 'Wrong-pass1!' }),
  },
  'DELETE /v1/member/myPage/apiTokens/:id': {
    allowed: MEMBERS,
    request: () => ({ url: `/v1/member/myPage/apiTokens/${MISSING}` }),
  },
  // ---- bulk add from a spreadsheet (issue 29 §2) ----
  'GET /v1/bulk-add/:kind/template.xlsx': {
    allowed: MEMBERS,
    request: () => ({ url: '/v1/bulk-add/goods/template.xlsx' }),
  },
  // A PNG is no spreadsheet: members get the feature's 415, past the access rule.
  'POST /v1/bulk-add/:kind/upload': {
    allowed: MEMBERS,
    request: () => ({ url: '/v1/bulk-add/goods/upload', ...multipartPng() }),
  },
  'POST /v1/bulk-add/imports/:importSn/confirm': {
    allowed: MEMBERS,
    request: () => ({ url: `/v1/bulk-add/imports/${MISSING}/confirm`, payload: {} }),
  },

  // Called with the caller's Bearer token instead of its cookie (see call()).
  // ---- client reports (issue 29 §1) ----
  'GET /v1/member/clientReports': { allowed: MEMBERS },
  'GET /v1/member/clientReports/candidates': { allowed: MEMBERS },
  'POST /v1/member/clientReports': {
    allowed: MEMBERS,
    request: body({ name: 'r', expiresInDays: 7, goods: [MISSING], places: [], monthly: false, mailTo: [] }),
  },
  'PUT /v1/member/clientReports/:id/monthly': {
    allowed: MEMBERS,
    request: () => ({
      url: `/v1/member/clientReports/${MISSING}/monthly`,
      payload: { monthly: false, mailTo: [] },
    }),
  },
  'DELETE /v1/member/clientReports/:id': {
    allowed: MEMBERS,
    request: () => ({ url: `/v1/member/clientReports/${MISSING}` }),
  },
  'GET /v1/member/clientReports/:id/pdf': {
    allowed: MEMBERS,
    request: () => ({ url: `/v1/member/clientReports/${MISSING}/pdf` }),
  },
  'POST /v1/member/clientReports/:id/recipients/resend': {
    allowed: MEMBERS,
    request: () => ({
      url: `/v1/member/clientReports/${MISSING}/recipients/resend`,
      payload: { email: 'client@example.com' },
    }),
  },
  // The monthly mail's links (issue 35 §12): the random token in the link is the only credential.
  'GET /v1/report-mail/confirm': {
    allowed: ANYONE,
    request: () => ({ url: `/v1/report-mail/confirm?token=${'A'.repeat(43)}` }),
  },
  'POST /v1/report-mail/confirm': {
    allowed: ANYONE,
    request: () => ({
      url: '/v1/report-mail/confirm',
      payload: `token=${'A'.repeat(43)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  },
  'GET /v1/report-mail/unsubscribe': {
    allowed: ANYONE,
    request: () => ({ url: `/v1/report-mail/unsubscribe?token=${'A'.repeat(43)}` }),
  },
  'POST /v1/report-mail/unsubscribe': {
    allowed: ANYONE,
    request: () => ({
      url: `/v1/report-mail/unsubscribe?token=${'A'.repeat(43)}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  },
  'GET /v1/report/:token': { allowed: ANYONE, request: () => ({ url: `/v1/report/${'A'.repeat(43)}` }) },
  'GET /v1/report/:token/pdf': {
    allowed: ANYONE,
    request: () => ({ url: `/v1/report/${'A'.repeat(43)}/pdf` }),
  },
  // The public API's document and its reference page (issue 40 §4): read before a token exists.
  'GET /api/v1/openapi.json': { allowed: ANYONE },
  'GET /api/v1/docs': { allowed: ANYONE },
  'GET /api/v1/docs/json': { allowed: ANYONE },
  'GET /api/v1/docs/yaml': { allowed: ANYONE },
  'GET /api/v1/docs/static/index.html': { allowed: ANYONE },
  'GET /api/v1/docs/static/swagger-initializer.js': { allowed: ANYONE },
  'GET /api/v1/docs/static/*': {
    allowed: ANYONE,
    request: () => ({ url: '/api/v1/docs/static/swagger-ui.css' }),
  },
  'GET /api/v1/products': { allowed: MEMBERS },
  'GET /api/v1/places': { allowed: MEMBERS },
  'GET /api/v1/keywords/:id/history': {
    allowed: MEMBERS,
    request: () => ({ url: `/api/v1/keywords/${MISSING}/history` }),
  },
  'POST /api/v1/products': { allowed: MEMBERS, request: body({ type: 'midNum', number: '1' }) },
  'POST /api/v1/products/:id/keywords': {
    allowed: MEMBERS,
    request: () => ({ url: `/api/v1/products/${MISSING}/keywords`, payload: { keyword: 'x' } }),
  },
  'GET /api/v1/place-keywords/:id/history': {
    allowed: MEMBERS,
    request: () => ({ url: `/api/v1/place-keywords/${MISSING}/history` }),
  },
  'POST /api/v1/places': { allowed: MEMBERS, request: body({ placeId: 'no-digits', keywords: ['x'] }) },
  'POST /api/v1/places/:id/keywords': {
    allowed: MEMBERS,
    request: () => ({ url: `/api/v1/places/${MISSING}/keywords`, payload: { keyword: 'x' } }),
  },
  'DELETE /api/v1/place-keywords/:id': {
    allowed: MEMBERS,
    request: () => ({ url: `/api/v1/place-keywords/${MISSING}` }),
  },
  'DELETE /api/v1/keywords/:id': {
    allowed: MEMBERS,
    request: () => ({ url: `/api/v1/keywords/${MISSING}` }),
  },
  // MCP over the public API (issue 44): the same tokens; a tool call as JSON-RPC.
  'POST /mcp': {
    allowed: MEMBERS,
    request: () => ({
      url: '/mcp',
      headers: { accept: 'application/json, text/event-stream' },
      payload: {
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'list_tracked', arguments: {} },
      },
    }),
  },
  'GET /mcp': { allowed: MEMBERS },
  'DELETE /mcp': { allowed: MEMBERS },

  // ---- system ----
  'GET /healthz': { allowed: ANYONE },
  'GET /readyz': { allowed: ANYONE },
  'GET /api/app-config': { allowed: ANYONE },
  // The internal web API's reference (http/openapi.ts): managers only, in simulator mode too
  // (issue 40 §4; agencies read the public API's, /api/v1/docs).
  'GET /api/docs': { allowed: MANAGERS },
  'GET /api/docs/json': { allowed: MANAGERS },
  'GET /api/docs/yaml': { allowed: MANAGERS },
  'GET /api/docs/static/index.html': { allowed: MANAGERS },
  'GET /api/docs/static/swagger-initializer.js': { allowed: MANAGERS },
  'GET /api/docs/static/*': {
    allowed: MANAGERS,
    request: () => ({ url: '/api/docs/static/swagger-ui.css' }),
  },
  // The SPA (index.html for client routes; 404 when the web app is not built).
  'GET /*': { allowed: ANYONE, request: () => ({ url: '/coinManagementV1' }) },
  // The build's hashed files (404 when the web app is not built); no session lookup.
  'GET /assets/*': { allowed: ANYONE, request: () => ({ url: '/assets/index.js' }) },
};

const registryKeys = () => collectRoutes(t.app).map((r) => `${r.method} ${r.url}`);

/** The route count Fastify's own router reports (HEAD twins of GET routes left out, as the registry does). */
function routerMethodCount(): number {
  let count = 0;
  // The prefix tree: the flat listing (commonPrefix: false) leaves out a wildcard route under
  // another one's prefix (/assets/* beside /*).
  for (const line of t.app.printRoutes().split('\n')) {
    const methods = /\(([A-Z, ]+)\)\s*$/.exec(line)?.[1];
    if (methods) count += methods.split(', ').filter((m) => m !== 'HEAD').length;
  }
  return count;
}

async function call(key: string, entry: Entry, name: CallerName): Promise<LightMyRequestResponse> {
  const [method, url] = key.split(' ') as [InjectOptions['method'], string];
  const who = name === 'anonymous' ? null : t.callers[name];
  const cookie = who && entry.spare ? await t.spareCookie(who) : cookieOf(t, name);
  const req: Omit<InjectOptions, 'method'> =
    entry.request?.({ t, name, who, cookie }) ?? (method === 'POST' ? { payload: {} } : {});
  const token = tokens[name];
  if (isPublicApi(url))
    return t.app.inject({
      method,
      url,
      ...req,
      headers: {
        'idempotency-key': randomUUID(),
        ...req.headers,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
  return t.app.inject({
    method,
    url,
    ...req,
    headers: {
      // As the web app's forms send it: money routes need one (http/idempotency.test.ts).
      'idempotency-key': randomUUID(),
      ...(req.headers as Record<string, string> | undefined),
      ...(cookie ? { cookie } : {}),
    },
  });
}

const codeOf = (res: LightMyRequestResponse): string | undefined => {
  try {
    return (res.json() as { code?: string }).code;
  } catch {
    return undefined;
  }
};

describe('the route registry', () => {
  it('lists every route the router serves, each once', () => {
    const keys = registryKeys();
    expect(new Set(keys).size, 'duplicate registry entries').toBe(keys.length);
    for (const r of collectRoutes(t.app)) {
      expect(
        t.app.hasRoute({ method: r.method as 'GET', url: r.url }),
        `${r.method} ${r.url} is not routed`,
      ).toBe(true);
    }
    // Every registry entry is a route, so equal counts mean no route escaped the registry.
    // A plugin's '/' under a prefix (the API references' pages) is also served at 'prefix/' by
    // Fastify (prefixTrailingSlash), one route with one onRoute call: its twin is counted here.
    const twins = collectRoutes(t.app).filter(
      (r) =>
        (r.url.startsWith('/api/docs') || r.url.startsWith('/api/v1/docs')) &&
        !r.url.endsWith('*') &&
        !keys.includes(`${r.method} ${r.url}/`) &&
        t.app.hasRoute({ method: r.method as 'GET', url: `${r.url}/` }),
    ).length;
    expect(keys.length + twins, 'routes served but missing from the registry').toBe(routerMethodCount());
    expect(keys).toContain('POST /v1/member/user/login');
  });

  it('has a reviewed matrix entry for every route and a route for every entry', () => {
    const keys = new Set(registryKeys());
    const unreviewed = [...keys].filter((k) => !(k in MATRIX));
    const stale = Object.keys(MATRIX).filter((k) => !keys.has(k));
    expect(unreviewed, 'routes without an entry in MATRIX (add who may call them)').toEqual([]);
    expect(stale, 'MATRIX entries without a route (remove them)').toEqual([]);
  });

  it('declares for each route exactly the callers the matrix allows', () => {
    const disagree = collectRoutes(t.app)
      .filter((r) => MATRIX[`${r.method} ${r.url}`])
      .map((r) => ({
        route: `${r.method} ${r.url}`,
        declared: [...allowedBy(r.access)].sort(),
        matrix: [...MATRIX[`${r.method} ${r.url}`]!.allowed].sort(),
      }))
      .filter((d) => d.declared.join() !== d.matrix.join());
    expect(disagree).toEqual([]);
  });
});

describe('every route as every caller', () => {
  for (const [key, entry] of Object.entries(MATRIX)) {
    it(key, async () => {
      for (const name of CALLER_NAMES) {
        const res = await call(key, entry, name);
        const what = `${key} as ${name}: ${res.statusCode} ${res.body.slice(0, 200)}`;
        if (!entry.allowed.includes(name)) {
          // The public API's caller without a token is told about tokens, not about signing in.
          const code =
            name !== 'anonymous'
              ? 'FORBIDDEN'
              : isPublicApi(key.split(' ')[1]!)
                ? 'API_TOKEN_INVALID'
                : 'UNAUTHENTICATED';
          expect([res.statusCode, res.json()], what).toEqual([
            errorStatus[code],
            { code, message: ko.errors[code], data: null },
          ]);
          continue;
        }
        expect(res.statusCode, what).toBeLessThan(500);
        const code = codeOf(res);
        expect(code === 'UNAUTHENTICATED' || code === 'FORBIDDEN', what).toBe(false);
        if (res.statusCode === 401 || res.statusCode === 403) {
          expect(code, what).toBe(entry.refusal);
          expect(res.statusCode, what).toBe(errorStatus[entry.refusal!]);
        }
      }
    });
  }

  it('HEAD of a GET route is guarded like the GET', async () => {
    for (const r of collectRoutes(t.app).filter((x) => x.method === 'GET' && x.access !== 'public')) {
      const anonymous = await t.app.inject({ method: 'HEAD', url: r.url });
      expect(anonymous.statusCode, `HEAD ${r.url}`).toBe(401);
      if (Array.isArray(r.access) && !r.access.includes('GNRL_MBR')) {
        const member = await t.app.inject({
          method: 'HEAD',
          url: r.url,
          headers: { cookie: t.callers.member.cookie },
        });
        expect(member.statusCode, `HEAD ${r.url} as member`).toBe(403);
      }
    }
  });

  it('a session cookie never opens the public API, and a token opens nothing else', async () => {
    const guarded = collectRoutes(t.app).filter((r) => r.access !== 'public');
    for (const r of guarded) {
      const url = r.url.replace(/:\w+/g, String(MISSING)).replace('*', 'x');
      const res = await t.app.inject({
        method: r.method as InjectOptions['method'],
        url,
        headers: isPublicApi(r.url)
          ? { cookie: t.callers.manager.cookie }
          : { authorization: `Bearer ${tokens.manager}` },
        ...(r.method === 'POST' ? { payload: {} } : {}),
      });
      const code = isPublicApi(r.url) ? 'API_TOKEN_INVALID' : 'UNAUTHENTICATED';
      expect([res.statusCode, codeOf(res)], `${r.method} ${r.url}`).toEqual([401, code]);
    }
  });

  it('a payload naming a role or another member never grants access', async () => {
    const claims = {
      user: { mbrSn: t.callers.manager.mbrSn, mbrAtrbCd: 'MNGR_MBR' },
      myAccessData: {
        mbrSn: t.callers.manager.mbrSn,
        mbrAtrbCd: 'MNGR_MBR',
        psitnGrpcoSn: t.callers.agencyA.groupId,
      },
      mbr: { mbrAtrbCd: 'MNGR_MBR' },
      mbrSn: t.callers.manager.mbrSn,
      mbrAtrbCd: 'MNGR_MBR',
    };
    for (const r of collectRoutes(t.app).filter((x) => x.method === 'POST' && Array.isArray(x.access))) {
      const res = await post(t, r.url, claims, t.callers.member.cookie);
      expect([res.statusCode, codeOf(res)], r.url).toEqual([403, 'FORBIDDEN']);
      const anonymous = await post(t, r.url, claims);
      expect([anonymous.statusCode, codeOf(anonymous)], r.url).toEqual([401, 'UNAUTHENTICATED']);
    }
  });
});

// ---- agency scope ------------------------------------------------------------------------------------

const A = '/v1/agencyMenu/coin';
type Lookup = {
  resultStatus: string;
  userAccess: { mbrEmail: string; userMbrSn: number; companyName: string | null } | null;
  myAccessData: { mbrSn: number };
  companyName: string | null;
};
const lookup = async (by: SignedIn, mbrEmail: string, extra: object = {}) => {
  const res = await post(t, `${A}/selectEmailAjency`, { mbrEmail, ...extra }, by.cookie);
  expect(res.statusCode).toBe(200);
  return res.json().data as Lookup;
};
const listEmails = async (by: SignedIn, extra: object = {}) => {
  const res = await post(
    t,
    `${A}/selectUserAjency`,
    { selectedPeriod: 'all', pageSize: 200, ...extra },
    by.cookie,
  );
  expect(res.statusCode).toBe(200);
  return (res.json().data.userGroupList as Array<{ mbrEmail: string }>).map((r) => r.mbrEmail).sort();
};
const historyOf = (by: SignedIn, userMbrSn: number) =>
  post(
    t,
    `${A}/chargeSellCoinHist`,
    { userAccess: { userMbrSn, mbrEmail: 'x@example.com', companyName: 'x' } },
    by.cookie,
  );
const groupOf = async (who: SignedIn) =>
  (await post(t, '/v1/member/user/memberSession', {}, who.cookie)).json().data.psitnGrpcoSn as number | null;

describe('agency scope: an agency member sees and changes only members of its own group', () => {
  // Both directions: A against B's group, and B against A's.
  const sides = () =>
    [
      { own: t.callers.agencyA, client: t.clients.A, other: t.callers.agencyB, otherClient: t.clients.B },
      { own: t.callers.agencyB, client: t.clients.B, other: t.callers.agencyA, otherClient: t.clients.A },
    ] as const;

  it('look-up: outside its group every address answers alike (unknown, manager, another group, blocked, free)', async () => {
    const blocked = await createMember(t);
    await t.database.sql.executeSql(`update members set status = 'SUSPENDED' where mbr_sn = $1`, [
      blocked.mbrSn,
    ]);
    for (const { own, client, other, otherClient } of sides()) {
      const unknown = await lookup(own, freshEmail('nobody'));
      expect(unknown).toEqual({
        resultStatus: 'INVITATION_REQUIRED',
        userAccess: null,
        companyName: null,
        myAccessData: expect.objectContaining({ mbrSn: own.mbrSn }),
      });
      for (const target of [otherClient, other, t.callers.manager, blocked, t.probe, t.callers.member]) {
        const found = await lookup(own, target.email, {
          user: { mbrAtrbCd: 'MNGR_MBR' },
          myAccessData: { mbrSn: other.mbrSn },
        });
        expect(found, `${own.name} looks up ${target.email}`).toEqual(unknown);
      }
      // Its own client (already listed in its grid) is shown.
      expect(await lookup(own, client.email)).toMatchObject({
        resultStatus: 'GROUP_TO_MY_GROUP',
        userAccess: { userMbrSn: client.mbrSn, mbrEmail: client.email },
      });
    }
    // A manager sees who the member is and its company.
    expect(await lookup(t.callers.manager, t.clients.B.email)).toMatchObject({
      resultStatus: 'GROUP_INSERT_EXISTENCE_NO',
      userAccess: { userMbrSn: t.clients.B.mbrSn, companyName: 'Client B' },
      companyName: 'Client B',
    });
  });

  it('list: only its own group, whatever the payload names', async () => {
    for (const { own, client, other, otherClient } of sides()) {
      const mine = [own.email, client.email].sort();
      expect(await listEmails(own)).toEqual(mine);
      expect(
        await listEmails(own, {
          userMbrSn: otherClient.mbrSn,
          user: {
            mbrSn: other.mbrSn,
            mbrAtrbCd: 'MNGR_MBR',
            psitnGrpcoSn: other.groupId,
          },
          myAccessData: { mbrSn: other.mbrSn, psitnGrpcoSn: other.groupId },
        }),
      ).toEqual(mine);
      expect(await listEmails(own, { mbrEmail: otherClient.email })).toEqual([]);
      expect(await listEmails(own, { user: { selectMbrEmail: otherClient.email } })).toEqual([]);
      expect(await listEmails(own, { mbrEmail: t.callers.member.email })).toEqual([]);
      // The member grid (every member) is the managers' only.
      const all = await post(t, '/v1/confCmmn/emailUserSelectV1', { selectedPeriod: 'all' }, own.cookie);
      expect([all.statusCode, all.json().code]).toEqual([403, 'FORBIDDEN']);
    }
    expect(await listEmails(t.callers.manager)).toEqual(
      expect.arrayContaining([
        t.callers.agencyA.email,
        t.clients.A.email,
        t.callers.agencyB.email,
        t.clients.B.email,
      ]),
    );
  });

  it('엑셀 다운로드: its own group only, whatever the payload names; the member list’s is 403', async () => {
    const exported = async (by: SignedIn, extra: object = {}) => {
      const res = await post(
        t,
        `${A}/selectUserAjency/excel`,
        { selectedPeriod: 'all', ...extra },
        by.cookie,
      );
      expect(res.statusCode).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const emails: string[] = [];
      wb.worksheets[0]!.eachRow((row, n) => {
        if (n > 1) emails.push(String(row.getCell(2).value));
      });
      return emails.sort();
    };
    for (const { own, client, other, otherClient } of sides()) {
      const mine = [own.email, client.email].sort();
      expect(await exported(own)).toEqual(mine);
      expect(
        await exported(own, {
          userMbrSn: otherClient.mbrSn,
          user: { mbrSn: other.mbrSn, mbrAtrbCd: 'MNGR_MBR', psitnGrpcoSn: other.groupId },
        }),
      ).toEqual(mine);
      expect(await exported(own, { mbrEmail: otherClient.email })).toEqual([]);
      const all = await post(
        t,
        '/v1/confCmmn/emailUserSelectV1/excel',
        { selectedPeriod: 'all' },
        own.cookie,
      );
      expect([all.statusCode, all.json().code]).toEqual([403, 'FORBIDDEN']);
    }
  });

  it('pay history: its own group only; any other member, existing or not, is 403', async () => {
    for (const { own, client, other, otherClient } of sides()) {
      for (const target of [client, own]) {
        const res = await historyOf(own, target.mbrSn);
        expect([res.statusCode, res.json().data.userMbrSn], `${own.name} → ${target.name}`).toEqual([
          200,
          target.mbrSn,
        ]);
      }
      for (const target of [
        otherClient.mbrSn,
        other.mbrSn,
        t.callers.member.mbrSn,
        t.callers.manager.mbrSn,
        t.probe.mbrSn,
        MISSING,
      ]) {
        const res = await historyOf(own, target);
        expect([res.statusCode, res.json()], `${own.name} → ${target}`).toEqual([
          403,
          { code: 'FORBIDDEN', message: ko.errors.FORBIDDEN, data: null },
        ]);
      }
      // The bare userMbrSn form is checked the same way.
      const bare = await post(t, `${A}/chargeSellCoinHist`, { userMbrSn: otherClient.mbrSn }, own.cookie);
      expect(bare.statusCode).toBe(403);
      const ledger = await post(t, `${A}/coinUseHist`, { userMbrSn: otherClient.mbrSn }, own.cookie);
      expect(ledger.statusCode).toBe(403);
    }
  });

  it('registration: an agency member puts nobody into a group; only the invited member’s acceptance does, into the caller’s group', async () => {
    for (const { own, other, otherClient } of sides()) {
      for (const target of [otherClient, other, t.callers.manager, t.probe]) {
        const res = await post(
          t,
          `${A}/addUserAjency`,
          {
            userAccess: { userMbrSn: target.mbrSn },
            companyName: 'Takeover',
            myAccessData: { mbrSn: other.mbrSn, psitnGrpcoSn: other.groupId, mbrAtrbCd: 'MNGR_MBR' },
            user: { mbrSn: other.mbrSn, mbrAtrbCd: 'MNGR_MBR' },
          },
          own.cookie,
        );
        expect([res.statusCode, res.json().code], `${own.name} registers ${target.name}`).toEqual([
          403,
          'FORBIDDEN',
        ]);
      }
      expect(await groupOf(otherClient)).toBe(otherClient.groupId);
      expect(await groupOf(other)).toBe(other.groupId);
      expect(await groupOf(t.callers.manager)).toBeNull();
      expect(await groupOf(t.probe)).toBeNull();
    }
    // A payload naming group B does not invite into it: the newcomer joins the caller's group A,
    // and only once it accepts.
    const newcomer = await createMember(t);
    const newcomerCookie = await login(t, newcomer.email, newcomer.password);
    const newcomerGroup = async () =>
      (await post(t, '/v1/member/user/memberSession', {}, newcomerCookie)).json().data.psitnGrpcoSn as
        number | null;
    const sent = await post(
      t,
      '/v1/agencyMenu/invitations',
      {
        mbrEmail: newcomer.email,
        companyName: 'Newcomer',
        myAccessData: {
          mbrSn: t.callers.agencyB.mbrSn,
          psitnGrpcoSn: t.callers.agencyB.groupId,
          psitnGrpcoCd: 'AGXXXXXXXX',
        },
        user: { mbrSn: t.callers.agencyB.mbrSn, psitnGrpcoSn: t.callers.agencyB.groupId },
      },
      t.callers.agencyA.cookie,
    );
    expect(sent.statusCode).toBe(200);
    const id = sent.json().data.invitationId as string;
    expect(await newcomerGroup()).toBeNull();
    expect((await historyOf(t.callers.agencyA, newcomer.mbrSn)).statusCode).toBe(403);
    // Neither agency can accept it for the member.
    for (const by of [t.callers.agencyA, t.callers.agencyB, t.callers.manager, t.callers.member]) {
      const res = await post(t, `/v1/member/agencyInvitations/${id}/accept`, {}, by.cookie);
      expect([res.statusCode, res.json().code], by.name).toEqual([404, 'INVITATION_NOT_FOUND']);
    }
    const accepted = await post(t, `/v1/member/agencyInvitations/${id}/accept`, {}, newcomerCookie);
    expect(accepted.statusCode).toBe(200);
    expect(await newcomerGroup()).toBe(t.callers.agencyA.groupId);
    // …and from then on B can neither take it over nor read it.
    const takeover = await post(
      t,
      '/v1/agencyMenu/invitations',
      { mbrEmail: newcomer.email, companyName: 'B' },
      t.callers.agencyB.cookie,
    );
    const stolen = await post(
      t,
      `/v1/member/agencyInvitations/${takeover.json().data.invitationId}/accept`,
      {},
      newcomerCookie,
    );
    expect(stolen.statusCode).toBe(404);
    expect((await historyOf(t.callers.agencyB, newcomer.mbrSn)).statusCode).toBe(403);
    expect((await historyOf(t.callers.agencyA, newcomer.mbrSn)).statusCode).toBe(200);
  });

  it('coins and payments of members: agency members change nothing, not even in their own group', async () => {
    const before = await Promise.all([t.clients.A, t.clients.B].map((m) => coinState(t, m.mbrSn)));
    for (const { own, client, otherClient } of sides()) {
      for (const target of [client, otherClient]) {
        const calls: Array<[string, object]> = [
          [
            `${A}/chargeInsertCoin`,
            { userAccess: { userMbrSn: target.mbrSn }, userMbrSn: target.mbrSn, coinInput: 10 },
          ],
          ['/v1/coin/coinPayInsert', { mbrSn: target.mbrSn, sellerCoinCnt: 10 }],
          ['/v1/confCmmn/emailUserSelect', { mbrEmail: target.email }],
          ['/v1/payment/payCancel', { selCoinUseSn: 'coin_anything', reason: '취소' }],
        ];
        for (const [url, payload] of calls) {
          const res = await post(t, url, payload, own.cookie);
          expect([res.statusCode, res.json().code], `${own.name} ${url} → ${target.name}`).toEqual([
            403,
            'FORBIDDEN',
          ]);
        }
        const audit = await t.app.inject({
          method: 'GET',
          url: `/v1/admin/audit?targetMbrSn=${target.mbrSn}`,
          headers: { cookie: own.cookie },
        });
        expect(audit.statusCode).toBe(403);
      }
    }
    expect(await Promise.all([t.clients.A, t.clients.B].map((m) => coinState(t, m.mbrSn)))).toEqual(before);
  });
});
