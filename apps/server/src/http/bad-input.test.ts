/**
 * Bad input (issue 11, point 2): every route in the route table is fed malformed, oversized,
 * wrong-typed and hostile requests by fast-check, as the caller that can reach it. Every answer
 * must be below 500; a refusal is JSON {code, message} with a Korean message (a page the browser
 * opens itself may refuse with a Korean page) and leaves the database as it was; a success must
 * not touch another member's rows or show their data, however the payload names them, and keeps
 * every balance equal to its ledger.
 *
 * FUZZ_RUNS (default 10) sets the runs per route; FUZZ_SEED with `-t '<route>'` replays the
 * requests of a reported failure (the database around them may differ); FUZZ_VERBOSE prints the
 * answers each route gave.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { ko, type Role } from '@seller/shared';
import { collectRoutes, type RouteInfo } from './access';
import { createAccountsTestApp } from '../test/accounts';
import { createMember, login } from '../test/app';
import { changedTables, type Fingerprint, fingerprint, memberFingerprint } from '../test/db-snapshot';
import { finishCheckout, openCheckout, order } from '../test/payments';
import { control } from '../test/simulator';

const RUNS = Number(process.env.FUZZ_RUNS) || 10;
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const HANGUL = /[\uAC00-\uD7A3]/;

const uploadDir = mkdtempSync(path.join(os.tmpdir(), 'bad-input-'));
// Generous attempt limits so the fuzzer reaches the handlers (a 429 is still a valid refusal).
const t = await createAccountsTestApp({
  LOGIN_RATE_LIMIT_MAX: '1000000',
  UPLOAD_DIR: uploadDir,
  UPLOAD_MAX_BYTES: '65536',
});
const routes = collectRoutes(t.app);

afterAll(async () => {
  await t.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

// ---- members and their objects ------------------------------------------------------------------

interface Member {
  mbrSn: number;
  email: string;
  password: string;
  role: Role;
  cookie: string;
}

interface Objects {
  gdpSn: number | null;
  gdkdSn: number | null;
  plceSn: number | null;
  plkwrdSn: number | null;
  paymentId: string | null;
}

const call = (method: 'GET' | 'POST', url: string, cookie: string | null, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: cookie ? { cookie } : {},
  });

async function newMember(role: Role, coins = 500, name?: string): Promise<Member> {
  const m = await createMember(t, { role, ...(name ? { name } : {}) });
  if (coins) await t.services.coins.operatorGrant(m.mbrSn, coins);
  return { mbrSn: m.mbrSn, email: m.email, password: m.password, role, cookie: await login(t, m.email) };
}

const market = await control<{
  items: { productId: string; mallProductId: string | null; productType: number }[];
}>(t.sim, 'GET', `/__control/market/products?keyword=${encodeURIComponent('캠핑의자')}&display=200`);
const catalogIds = market.items.filter((p) => p.productType === 1).map((p) => p.productId);
const storeNos = market.items.filter((p) => p.mallProductId).map((p) => p.mallProductId!);
const placeList = await control<{ items: { placeId: string; isAd: boolean }[] }>(
  t.sim,
  'GET',
  `/__control/market/places?keyword=${encodeURIComponent('강남 카페')}`,
);
const placeIds = placeList.items.filter((p) => !p.isAd).map((p) => p.placeId);
let productCursor = 0;
let placeCursor = 0;

/** Gives a member a tracked product with a keyword and a place with a keyword (as far as allowed). */
async function ensureObjects(m: Member, keyword: string): Promise<Objects> {
  const q = async (text: string) =>
    (await t.database.sql.executeSql(text, [m.mbrSn])).rows[0] as Record<string, number> | undefined;
  const goodsRow = async () =>
    q(`select g.gdp_sn, k.gdkd_sn from tracked_goods g left join tracked_keywords k on k.gdp_sn = g.gdp_sn
        where g.mbr_sn = $1 order by k.gdkd_sn nulls last limit 1`);
  let goods = await goodsRow();
  if (!goods) {
    await call('POST', '/api/naver/mygoodsRank/merges', m.cookie, {
      type: 'midNum',
      currentInput: catalogIds[productCursor++ % catalogIds.length],
    });
    goods = await goodsRow();
  }
  if (goods && !goods.gdkd_sn) {
    await call('POST', '/api/naver/mygoodsRank/merges', m.cookie, {
      gdpSn: goods.gdp_sn,
      goodsKeyword: keyword,
    });
    goods = await goodsRow();
  }
  const placeRow = async () =>
    q(`select p.plce_sn, k.plkwrd_sn from tracked_places p join place_keywords k on k.plce_sn = p.plce_sn
        where p.mbr_sn = $1 limit 1`);
  let place = await placeRow();
  if (!place) {
    await call('POST', '/api/naver/place/placeInsert', m.cookie, {
      placeId: placeIds[placeCursor++ % placeIds.length],
      placeKeyword: keyword,
    });
    place = await placeRow();
  }
  const balance = await t.services.coins.balance(m.mbrSn);
  if (balance < 100) await t.services.coins.operatorGrant(m.mbrSn, 500);
  const pending = await q(`select id from payment_orders where mbr_sn = $1 order by created_at desc limit 1`);
  let paymentId = (pending?.id as unknown as string | undefined) ?? null;
  if (!paymentId) {
    const res = await call('POST', '/v1/payment/order', m.cookie, { packs: [{ coins: 100, qty: 1 }] });
    paymentId =
      res.statusCode === 200 ? (res.json() as { data: { paymentId: string } }).data.paymentId : null;
  }
  await t.services.settle();
  return {
    gdpSn: goods?.gdp_sn ?? null,
    gdkdSn: goods?.gdkd_sn ?? null,
    plceSn: place?.plce_sn ?? null,
    plkwrdSn: place?.plkwrd_sn ?? null,
    paymentId,
  };
}

// The other member: owns one of everything, including a paid order. No call by someone else may
// change its rows (except the managers' and agencies' own calls on their targets).
const victim = await newMember('GNRL_MBR', 1000, '피해자회원');
const victimObjects = await ensureObjects(victim, 'victimonlykeyword');
/** The victim's inquiry: the managers answer it; any other member's call on it is a 404. */
let victimInquirySn = 0;
// Checks refresh every tracked copy of a product or place they find: nobody else tracks the victim's.
catalogIds.splice(0, productCursor);
placeIds.splice(0, placeCursor);
productCursor = 0;
placeCursor = 0;
{
  const paid = await order(t, victim.cookie, [{ coins: 100, qty: 1 }]);
  await openCheckout(paid);
  await finishCheckout(t.sim, paid, 'pay');
  const res = await call('POST', '/v1/payment/complete', victim.cookie, { paymentId: paid.paymentId });
  if (res.statusCode !== 200) throw new Error(`victim payment: ${res.body}`);
  victimObjects.paymentId = paid.paymentId;
  const asked = await call('POST', '/v1/inquiry/insert', victim.cookie, {
    name: '피해자',
    email: victim.email,
    subject: '남의 문의',
    message: '이 문의는 다른 회원이 볼 수 없어야 합니다.',
  });
  victimInquirySn = (asked.json() as { data: { inquirySn: number } }).data.inquirySn;
}
/** What only the victim's own answers may show: an answer to anyone else showing one leaks. */
const victimMarkers = [
  victim.email,
  '피해자회원',
  'victimonlykeyword',
  '남의 문의',
  victimObjects.paymentId!,
];
const victimUser = {
  mbrSn: victim.mbrSn,
  mbrEmail: victim.email,
  mbrAtrbCd: 'MNGR_MBR',
  psitnGrpcoSn: 1,
  psitnGrpcoCd: 'AG00000001',
  userMbrSn: victim.mbrSn,
};
// The member an anonymous caller's "valid" requests name (signing in as the victim would be a success).
const bystander = await newMember('GNRL_MBR', 0);
// The member the agency calls register and grant coins to.
const recruit = await newMember('GNRL_MBR', 0);
const author = await newMember('MNGR_MBR', 0);
const notice = await t.services.notices.create(author.mbrSn, {
  title: '공지',
  content: '<p>본문</p>',
  noticeDt: '2026-01-02',
  category: 'NOTICE',
});
const noticeId = notice.ntcSn;

// What the database looked like before the next call; null when it must be read again (after a
// success or a setup step). A refused call changes nothing, so the snapshots, the callers'
// sessions and their objects stay valid across refusals.
let snapshot: Fingerprint | null = null;
let victimSnapshot: Fingerprint | null = null;
let epoch = 0;
function changed() {
  snapshot = null;
  victimSnapshot = null;
  epoch++;
}

const callers = new Map<Role, { member: Member; epoch: number }>();
/** A signed-in member of the role; a new one when the last one was signed out, withdrawn or changed role. */
async function callerOf(role: Role): Promise<Member> {
  const current = callers.get(role);
  if (current?.epoch === epoch) return current.member;
  if (current) {
    const found = await t.services.auth.resolve(current.member.cookie.slice('sid='.length));
    if (found && found.user.mbrAtrbCd === role) {
      current.epoch = epoch;
      return current.member;
    }
  }
  const fresh = await newMember(role);
  changed();
  callers.set(role, { member: fresh, epoch });
  return fresh;
}

const objects = new Map<number, { own: Objects; epoch: number }>();
async function objectsOf(m: Member): Promise<Objects> {
  const cached = objects.get(m.mbrSn);
  if (cached?.epoch === epoch) return cached.own;
  const own = await ensureObjects(m, 'fuzzkeyword');
  changed();
  objects.set(m.mbrSn, { own, epoch });
  return own;
}

// ---- valid requests per route ---------------------------------------------------------------------

interface Upload {
  name: string;
  filename: string;
  type: string;
  data: Buffer;
}

interface Valid {
  body?: unknown;
  query?: Record<string, string>;
  params?: Record<string, string>;
  upload?: Upload;
  /** A body sent as it is (the webhook's signed text). */
  raw?: { text: string; contentType: string };
}

interface Ctx {
  self: Member | null;
  /** The caller, or for an anonymous caller the bystander its requests name. */
  account: Member;
  own: Objects;
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const hex32 = 'ab'.repeat(16);
const day = '2026-01-15';

/** A well-formed invitation id nobody has. */
const NO_INVITATION = '00000000-0000-4000-8000-000000000000';

const SAMPLES: Record<string, (c: Ctx) => Valid[]> = {
  'POST /v1/member/user/login': (c) => [{ body: { mbrEmail: c.account.email, mbrPw: c.account.password } }],
  'POST /v1/member/myPage/userSecession': (c) => [
    { body: { reason: '더 이상 서비스를 이용하지 않습니다', mbrEmail: c.account.email } },
  ],
  'POST /v1/inquiry/insert': () => [
    {
      body: {
        name: '홍길동',
        email: 'asker@example.com',
        subject: '문의합니다',
        message: '열 글자가 넘는 문의 내용입니다.',
      },
    },
  ],
  'GET /v1/admin/inquiries': (): Valid[] => [
    { query: { pageNum: '1', pageSize: '20' } },
    { query: { pageNum: '1', pageSize: '20', status: 'ANSWERED' } },
  ],
  // Answering (issue 40 §2): the victim's inquiry, which only managers may touch.
  'GET /v1/member/myPage/inquiries/:inquirySn': () => [{ params: { inquirySn: String(victimInquirySn) } }],
  'GET /v1/admin/inquiries/:inquirySn': () => [{ params: { inquirySn: String(victimInquirySn) } }],
  'POST /v1/admin/inquiries/:inquirySn/replies': () => [
    { params: { inquirySn: String(victimInquirySn) }, body: { reply: '확인해서 답변드립니다.' } },
  ],
  'PUT /v1/admin/inquiries/:inquirySn/status': () => [
    { params: { inquirySn: String(victimInquirySn) }, body: { status: 'CLOSED' } },
    { params: { inquirySn: String(victimInquirySn) }, body: { status: 'RECEIVED' } },
  ],
  'PUT /v1/admin/inquiries/:inquirySn/memo': () => [
    { params: { inquirySn: String(victimInquirySn) }, body: { memo: '내부 메모입니다.' } },
  ],
  'GET /v2/notice/getNotice-list': () => [{ query: { pageNum: '1', pageSize: '10' } }],
  'GET /v2/notice/getNotice-list/:id': () => [{ params: { id: String(noticeId) } }],
  'POST /v1/cmmn/topMngtMenu/insertNotice': () => [
    {
      body: {
        title: '새 공지',
        content: '<p>내용 <strong>굵게</strong></p>',
        noticeDt: day,
        category: 'UPDATE',
      },
    },
  ],
  'POST /v1/cmmn/topMngtMenu/updateNotice': () => [
    { body: { ntcSn: noticeId, title: '고친 공지', content: '<p>고친 내용</p>', noticeDt: day } },
  ],
  'POST /v1/cmmn/topMngtMenu/deleteNotice': () => [{ body: { ntcSn: noticeId } }],
  'POST /cmmn/topMngtMenu/deleteImage': () => [{ body: { url: `/uploads/notices/${hex32}.png` } }],
  'POST /v1/member/cmmn/checkdUplication': () => [{ body: { mbrEmail: 'free-address@example.com' } }],
  'POST /v1/member/mail/send': () => [{ body: { mbrEmail: 'joiner@example.com', purpose: 'join' } }],
  'POST /v1/member/mail/verify': () => [
    { body: { mbrEmail: 'joiner@example.com', code: '123456', purpose: 'join' } },
  ],
  'POST /v1/member/join/memberInsert': () => [
    {
      body: {
        mbrEmail: 'joiner@example.com',
        mbrPw: 'Joiner12!',
        reMbrPw: 'Joiner12!',
        mbrNm: '가입자',
        agreements: { child: true, terms: true, privacy: 'Y', promotions: 'N' },
      },
    },
  ],
  'GET /v1/member/join/portal/return': () => [
    { query: { identityVerificationId: 'identity-verification-1' } },
  ],
  'GET /v1/auth/kakao/callback': () => [{ query: { code: 'kakao-code', state: 'kakao-state' } }],
  'POST /v1/member/user/passwordReset': (c) => [
    { body: { mbrSn: c.account.mbrSn, mbrPw: 'Resetpw12!', mbrRePw: 'Resetpw12!' } },
    { body: { mbrEmail: c.account.email, mbrPw: 'Resetpw12!', mbrRePw: 'Resetpw12!' } },
  ],
  'POST /v1/setup/check': () => [{ body: { token: 'A'.repeat(43) } }],
  'POST /v1/setup': () => [
    { body: { token: 'A'.repeat(43), mbrEmail: 'first@example.com', mbrPw: 'Setup123!', name: '관리자' } },
  ],
  'POST /v1/member/user/passwordCheck': (c) => [{ body: { currentPassword: c.account.password } }],
  'POST /v1/member/myPage/passwordChange': (c) => [
    { body: { mbrPw: c.account.password, mbrRePw: c.account.password } },
  ],
  'POST /cmmn/topMngtMenu/uploadImage': () => [
    { upload: { name: 'file', filename: 'pixel.png', type: 'image/png', data: PNG } },
  ],
  'GET /uploads/notices/:name': () => [{ params: { name: `${hex32}.png` } }],
  'POST /v1/member/myPage/coinHist': () => [{ body: { pageNum: 1, pageSize: 20 } }],
  'POST /v1/payment/order': () => [{ body: { packs: [{ coins: 100, qty: 1 }] } }],
  'POST /v1/payment/complete': (c) => [
    {
      body: {
        paymentId: c.own.paymentId ?? 'payment-none',
        txId: 'tx',
        orderName: '코인',
        totalAmount: 9900,
        status: 'PAID',
        totalCoins: 100,
      },
    },
  ],
  'POST /v1/payment/payCancel': () => [
    { body: { selCoinUseSn: victimObjects.paymentId, reason: '고객 요청' } },
    {
      body: {
        selCoinUseSn: victimObjects.paymentId,
        reason: '고객 요청',
        quoted: { refundAmount: 1, coins: 1 },
      },
    },
  ],
  'POST /v1/payment/payCancelQuote': () => [
    { body: { selCoinUseSn: victimObjects.paymentId } },
    { body: { selCoinUseSn: 'grant:ledger-1' } },
  ],
  'POST /v1/confCmmn/emailUserSelectV1': () => [
    {
      body: {
        mbrEmail: '',
        startDate: '2026-01-01',
        endDate: '2026-12-31',
        startCoinCount: '0',
        endCoinCount: 1000,
        selectedPeriod: 'all',
        pageNum: 1,
        pageSize: 50,
        sortModel: [{ colId: 'sellerCoinCnt', sort: 'desc' }],
        filterModel: { mbrEmail: { filterType: 'text', type: 'contains', filter: 'example' } },
      },
    },
  ],
  'POST /v1/confCmmn/emailUserSelect': () => [{ body: { mbrEmail: recruit.email } }],
  'POST /v1/coin/coinPayInsert': () => [{ body: { sellerCoinCnt: 10, mbrSn: recruit.mbrSn } }],
  'GET /v1/admin/audit': () => [
    { query: { pageNum: '1', pageSize: '20', targetMbrSn: String(recruit.mbrSn) } },
  ],
  'POST /v1/agencyMenu/coin/selectEmailAjency': () => [{ body: { mbrEmail: recruit.email } }],
  'POST /v1/agencyMenu/coin/addUserAjency': () => [
    {
      body: {
        userAccess: { userMbrSn: recruit.mbrSn, mbrEmail: recruit.email },
        companyName: '대행사',
        psitnMemberMemo: '메모',
      },
    },
  ],
  'POST /v1/agencyMenu/invitations': () => [
    { body: { mbrEmail: recruit.email, companyName: '대행사', psitnMemberMemo: '메모' } },
    { body: { mbrEmail: 'nobody-at-all@example.com', companyName: '대행사' } },
  ],
  'POST /v1/agencyMenu/invitations/:id/withdraw': () => [{ params: { id: NO_INVITATION } }],
  'POST /v1/member/agencyInvitations/:id/accept': () => [{ params: { id: NO_INVITATION } }],
  'POST /v1/member/agencyInvitations/:id/decline': () => [{ params: { id: NO_INVITATION } }],
  'POST /v1/agencyMenu/coin/selectUserAjency': () => [
    {
      body: {
        pageNum: 1,
        pageSize: 20,
        filterModel: { productCnt: { filterType: 'number', type: 'inRange', filter: 0, filterTo: 9 } },
      },
    },
  ],
  'POST /v1/agencyMenu/coin/chargeSellCoinHist': () => [
    { body: { userAccess: { userMbrSn: recruit.mbrSn } } },
  ],
  'POST /v1/agencyMenu/coin/chargeInsertCoin': () => [
    {
      body: {
        userAccess: { userMbrSn: recruit.mbrSn },
        coinInput: 10,
        serviceCoinInput: '5',
        serviceMemoInput: '서비스 코인',
      },
    },
  ],
  'POST /api/naver/mygoodsRank/merges': (c) => [
    { body: { type: 'midNum', currentInput: catalogIds[productCursor++ % catalogIds.length] } },
    { body: { type: 'prodNum', currentInput: storeNos[productCursor++ % storeNos.length] } },
    { body: { gdpSn: c.own.gdpSn ?? 1, goodsKeyword: '캠핑 의자' } },
  ],
  'POST /api/naver/mygoodsRank/preview': () => [
    { body: { type: 'midNum', currentInput: catalogIds[productCursor++ % catalogIds.length] } },
  ],
  'POST /api/naver/mygoodsRank/update': (c) => [
    {
      body: {
        type: 'midNum',
        currentInput: catalogIds[productCursor++ % catalogIds.length],
        changeTrack: { oldGdpSn: c.own.gdpSn ?? 1 },
      },
    },
  ],
  'POST /api/naver/mygoodsRank/delete': (c) => [{ body: { ids: [{ gdpSn: c.own.gdpSn ?? 1 }] } }],
  'POST /api/naver/mygoodsRank/updateOrder': (c) => [
    { body: [{ gdpSn: c.own.gdpSn ?? 1 }] },
    { body: { list: [{ gdpSn: c.own.gdpSn ?? 1 }] } },
  ],
  'POST /api/naver/mygoodsRank/reperesentKeywordChange': (c) => [
    { body: { gdpSn: c.own.gdpSn ?? 1, gdkdSn: c.own.gdkdSn ?? 1 } },
  ],
  'POST /api/naver/mygoodsRank/deleteKeyword': (c) => [{ body: { gdkdSn: c.own.gdkdSn ?? 1 } }],
  'POST /api/naver/mygoodsRank/keywordSidePopupList': (c) => [{ body: { gdkdSn: c.own.gdkdSn ?? 1 } }],
  'POST /api/naver/mygoodsRank/memoMerges': (c) => [
    { body: { gdpSn: c.own.gdpSn ?? 1, content: '메모입니다' } },
  ],
  'POST /api/naver/mygoodsRank/coinExtensionRnwl': (c) => [{ body: { gdpSn: c.own.gdpSn ?? 1 } }],
  'POST /api/naver/mygoodsRank/coinAutoRnwl': (c) => [{ body: { gdpSn: c.own.gdpSn ?? 1, autRnwl: 'Y' } }],
  'POST /api/naver/mygoodsRank/checkNow': (c) => [{ body: { gdpSn: c.own.gdpSn ?? 1 } }],
  // Rivals on the same keyword (issue 28 §1).
  'POST /api/naver/mygoodsRank/rivals': (c) => [{ body: { gdkdSn: c.own.gdkdSn ?? 1 } }],
  'POST /api/naver/mygoodsRank/rivals/pin': (c) => [
    { body: { gdkdSn: c.own.gdkdSn ?? 1, productId: '123' } },
  ],
  'POST /api/naver/mygoodsRank/rivals/unpin': (c) => [{ body: { gdkdSn: c.own.gdkdSn ?? 1, rivalSn: 1 } }],
  'POST /api/naver/mygoodsRank/rivals/series': (c) => [{ body: { gdkdSn: c.own.gdkdSn ?? 1 } }],
  // 순위 변동 원인 (issue 42).
  'POST /api/naver/rankChanges/view': (c) => [{ body: { gdkdSn: c.own.gdkdSn ?? 1 } }],
  'POST /api/naver/rankChanges/events/add': (c) => [
    { body: { gdpSn: c.own.gdpSn ?? 1, day: '2026-11-20', label: '쿠폰 시작' } },
  ],
  'POST /api/naver/rankChanges/events/delete': () => [{ body: { eventId: 1 } }],
  'POST /api/naver/rankChanges/placeCorrelation': (c) => [{ body: { plkwrdSn: c.own.plkwrdSn ?? 1 } }],
  'GET /api/naver/mygoodsRank/history.xlsx': (c) => [{ query: { gdpSn: String(c.own.gdpSn ?? 1) } }],
  // Cost before spending (issue 28 §3).
  'POST /api/naver/mygoodsRank/registerQuote': () => [{ body: { count: 3 } }],
  'POST /api/naver/mygoodsRank/renewQuote': (c) => [{ body: { gdpSn: c.own.gdpSn ?? 1 } }],
  'POST /api/naver/mygoodsRank/autoRenewQuote': (c) => [{ body: { gdpSn: c.own.gdpSn ?? 1 } }],
  'GET /api/naver/keyword/related': () => [{ query: { hintKeywords: '캠핑의자,텐트' } }],
  'GET /api/naver/keyword/trends': () => [
    { query: { startDate: '2025-01-01', endDate: '2025-06-30', timeUnit: 'month', keywords: '캠핑의자' } },
  ],
  'POST /api/search': () => [{ body: { keyword: '캠핑의자' } }],
  'GET /api/ranking/rankup': () => [{ query: { period: 'P1D' } }],
  'GET /api/ranking/sellrank': () => [{ query: { period: 'P7D' } }],
  'GET /api/ranking/brandrank': () => [{ query: { period: 'P1D' } }],
  'POST /api/naver/place/placeInsert': () => [
    { body: { placeId: placeIds[placeCursor++ % placeIds.length], placeKeyword: '강남 맛집' } },
    {
      body: {
        placeId: `https://map.naver.com/p/entry/place/${placeIds[1]}`,
        placeKeyword: 1234,
        confirmDuplicate: true,
      },
    },
  ],
  'POST /api/naver/place/addPlaceKeyword': (c) => [
    { body: { plceSn: c.own.plceSn ?? 1, placeKeyword: '역삼 카페' } },
  ],
  'POST /api/naver/place/choice': (c) => [
    { body: { plkwrdSn: c.own.plkwrdSn ?? 1, plceSn: c.own.plceSn ?? 1 } },
  ],
  'POST /api/naver/place/deletePlaceKeyword': (c) => [{ body: { plkwrdSn: c.own.plkwrdSn ?? 1 } }],
  'POST /api/naver/place/checkNow': (c) => [{ body: { plceSn: c.own.plceSn ?? 1 } }],
  'POST /api/naver/place/keywordTop': (c) => [{ body: { plkwrdSn: c.own.plkwrdSn ?? 1 } }],
  'POST /api/naver/place/placeUnitDelete': (c) => [
    { body: { placeSnList: [c.own.plceSn ?? 1, { plceSn: c.own.plceSn ?? 1 }] } },
  ],
  'POST /v1/rank-alerts/settings': () => [
    {
      body: {
        enabled: true,
        dropBy: 10,
        riseBy: null,
        topN: 10,
        topEnter: true,
        topLeave: false,
        outOfRange: true,
        digest: false,
      },
    },
  ],
  'GET /v1/rank-alerts/targets/:kind/:id': (c) => [
    { params: { kind: 'goods', id: String(c.own.gdpSn ?? 1) } },
    { params: { kind: 'place', id: String(c.own.plceSn ?? 1) } },
  ],
  'POST /v1/rank-alerts/targets/:kind/:id': (c) => [
    {
      params: { kind: 'goods', id: String(c.own.gdpSn ?? 1) },
      body: {
        rules: {
          enabled: true,
          dropBy: 5,
          riseBy: 5,
          topN: null,
          topEnter: false,
          topLeave: false,
          outOfRange: false,
        },
      },
    },
  ],
  'POST /v1/rank-alerts/targets/:kind/:id/reset': (c) => [
    { params: { kind: 'place', id: String(c.own.plceSn ?? 1) } },
  ],
  'GET /v1/rank-alerts/notifications': () => [{ query: { limit: '20', before: '100' } }],
  'POST /v1/rank-alerts/notifications/read': () => [{ body: { ids: [1, 2] } }],
  'GET /v1/rank-alerts/unsubscribe': () => [{ query: { token: 'not-a-token' } }],
  'GET /*': () => [{ params: { '*': 'login' } }, { params: { '*': 'assets/missing.js' } }],
  'POST /v1/payment/webhook': () => [
    {
      raw: {
        text: JSON.stringify({
          type: 'Transaction.Paid',
          timestamp: new Date().toISOString(),
          data: { paymentId: 'p-1' },
        }),
        contentType: 'application/json',
      },
    },
  ],
};

const NO_OBJECTS: Objects = { gdpSn: null, gdkdSn: null, plceSn: null, plkwrdSn: null, paymentId: null };
const needsObjects = (url: string) =>
  url.startsWith('/v1/rank-alerts/targets') ||
  url.startsWith('/api/naver/mygoodsRank') ||
  url.startsWith('/api/naver/place') ||
  url.startsWith('/v1/payment/');

// ---- arbitraries ------------------------------------------------------------------------------------

/** A value shown short in counterexamples but sent in full. */
class Big {
  constructor(
    readonly unit: string,
    readonly count: number,
  ) {}
  toJSON() {
    return this.unit.repeat(this.count);
  }
  [fc.toStringMethod]() {
    return `Big(${JSON.stringify(this.unit)} x ${this.count})`;
  }
}

/** Nesting deeper than any schema expects. */
class Deep {
  constructor(
    readonly depth: number,
    readonly array: boolean,
  ) {}
  toJSON() {
    let v: unknown = 1;
    for (let i = 0; i < this.depth; i++) v = this.array ? [v] : { a: v };
    return v;
  }
  [fc.toStringMethod]() {
    return `Deep(${this.array ? '[]' : '{}'} x ${this.depth})`;
  }
}

/** A number literal JSON.stringify cannot write (1e999, 30 digits): spliced into the text. */
class RawNumber {
  constructor(readonly literal: string) {}
  [fc.toStringMethod]() {
    return `RawNumber(${this.literal})`;
  }
}

/** One of the victim's ids, resolved when the request is built. */
class VictimRef {
  constructor(
    readonly field: 'mbrSn' | 'email' | 'user' | 'gdpSn' | 'gdkdSn' | 'plceSn' | 'plkwrdSn' | 'paymentId',
  ) {}
  [fc.toStringMethod]() {
    return `Victim(${this.field})`;
  }
}

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\t\n',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1",
  "'; drop table members; --",
  '1; select pg_sleep(1)',
  '\u0000',
  'a\u0000b',
  '%00',
  '\u202e\u202dgnp.exe',
  '\u200b\u200c\u200d\u2060',
  '\ufeff',
  '😀🎉👨‍👩‍👧‍👦',
  '\ud800',
  'a\udfffb',
  '\u0007\u001b[31m',
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '${7*7}{{7*7}}',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e400',
  '0x1F',
  '１２３',
  '٣٤٥',
  '9'.repeat(40),
  '-9223372036854775809',
  '2147483648',
  '12.5',
  'İſK',
  'ㄱㄴㄷ',
  'javascript:alert(1)',
  'https://evil.example/x.png',
  'a@b',
  'victim@example.com\r\nBcc: x@example.com',
];
const HOSTILE_NUMBERS = [
  0,
  -0,
  -1,
  0.5,
  -2.75,
  1e-7,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  1e21,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
];
const RAW_NUMBERS = [
  '1e999',
  '-1e999',
  '123456789012345678901234567890',
  '-0.0',
  '1E+2',
  '0.00000000000000000001',
];
const VICTIM_FIELDS = [
  'mbrSn',
  'email',
  'user',
  'gdpSn',
  'gdkdSn',
  'plceSn',
  'plkwrdSn',
  'paymentId',
] as const;
const EXTRA_KEYS = [
  'user',
  'mbrSn',
  'myAccessData',
  'userMbrSn',
  'mbr',
  'mbrAtrbCd',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '',
  '0',
  'k'.repeat(300),
  '한글키',
  '\u0000',
];

const bigString = fc
  .oneof(
    fc.record({
      unit: fc.constantFrom('a', '가', '😀', '\u0000', '<b>'),
      count: fc.integer({ min: 100_000, max: 300_000 }),
    }),
  )
  .map(({ unit, count }) => new Big(unit, count));
const deepValue = fc
  .record({ depth: fc.integer({ min: 100, max: 800 }), array: fc.boolean() })
  .map(({ depth, array }) => new Deep(depth, array));

const valueArb: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_NUMBERS).map((l) => new RawNumber(l)) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], { '': '' }) },
  { weight: 3, arbitrary: fc.constantFrom(...VICTIM_FIELDS).map((f) => new VictimRef(f)) },
  { weight: 1, arbitrary: bigString },
  { weight: 1, arbitrary: deepValue },
);

type Op =
  | { op: 'set'; path: number; value: unknown }
  | { op: 'add'; key: string; value: unknown }
  | { op: 'delete'; path: number }
  | { op: 'wrap'; path: number }
  | { op: 'retype'; path: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ op: fc.constant('set' as const), path: fc.nat(), value: valueArb }) },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('add' as const),
      key: fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 12 })),
      value: valueArb,
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('delete' as const), path: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('wrap' as const), path: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('retype' as const), path: fc.nat() }) },
);

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'text/plain',
  'text/html',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'multipart/form-data',
  'application/octet-stream',
  'application/vnd.api+json',
  '*/*',
  'garbage',
];
const RAW_TEXTS = [
  '',
  ' ',
  '{',
  '}',
  '{"a":',
  'nul',
  '[1,2',
  '{"a":1,}',
  "{'a':1}",
  '\ufeff{}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":{"__proto__":{"x":1}}}',
  '{"a":1e999}',
  '{"pageNum":-1e999,"pageSize":1e999}',
  '{"mbrSn":123456789012345678901234567890}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '\u0000',
  'null',
  '0',
  '"text"',
  'true',
  '[]',
  'a=1&b=2&a=3',
  'mbrEmail=%ZZ&x',
  '<?xml version="1.0"?><a/>',
  '--fuzz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nxx\r\n--fuzz--\r\n',
  '--fuzz\r\n\r\n',
];

const RAW_URL_PARTS = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AE%C0%AE',
  '%00',
  '%FF%FE',
  '..',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%5c',
  'a;b=c',
  'a%20b+c',
  'x'.repeat(5000),
  '__proto__[admin]=1',
  'constructor[prototype][admin]=1',
  'pageNum=1&pageNum=2&pageNum=3',
  'pageNum[]=1',
  'a[b][c]=1',
  '=',
  '&&&',
  'period=P1D%00',
];

type Caller = 'anon' | Role;

type Plan =
  | { mode: 'valid'; pick: number; victim: boolean }
  | { mode: 'poke'; pick: number; path: number; value: unknown }
  | { mode: 'mutate'; pick: number; ops: Op[] }
  | { mode: 'json'; value: unknown }
  | { mode: 'raw'; contentType: string | null; text: string | Deep | Big }
  | { mode: 'form'; pick: number; ops: Op[] }
  | { mode: 'huge'; contentType: string | null }
  | { mode: 'rawUrl'; text: string };

interface FuzzCase {
  caller: Caller;
  plan: Plan;
  header: 'none' | 'foreign-origin' | 'cross-site' | 'bad-cookie' | 'junk-cookie' | 'no-key' | 'bad-key';
}

const opsArb = fc.array(opArb, { minLength: 1, maxLength: 3 });

/** Values that pass a loose schema and then trouble the database or a provider. */
const DB_HOSTILE: unknown[] = [
  '\u0000',
  'abc\u0000def',
  '\ud800',
  '😀'.repeat(60),
  '\u202e\u200b',
  '2025-02-30',
  '9999-99-99',
  '0000-00-00',
  ' 1 ',
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  1e21,
  -1,
  0,
  0.5,
  new RawNumber('1e999'),
  new RawNumber('123456789012345678901234567890'),
  new Big('a', 120_000),
  new Big('가', 100_000),
  new VictimRef('mbrSn'),
  new VictimRef('gdpSn'),
  new VictimRef('plceSn'),
];
const pokeArb = fc.record({
  mode: fc.constant('poke' as const),
  pick: fc.nat(),
  path: fc.nat(),
  value: fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...DB_HOSTILE) },
    { weight: 1, arbitrary: valueArb },
  ),
});

function planArb(method: string): fc.Arbitrary<Plan> {
  const common = [
    {
      weight: 3,
      arbitrary: fc.record({ mode: fc.constant('valid' as const), pick: fc.nat(), victim: fc.boolean() }),
    },
    {
      weight: 4,
      arbitrary: fc.record({ mode: fc.constant('mutate' as const), pick: fc.nat(), ops: opsArb }),
    },
    { weight: 5, arbitrary: pokeArb },
    {
      weight: 1,
      arbitrary: fc.record({ mode: fc.constant('json' as const), value: fc.jsonValue({ maxDepth: 4 }) }),
    },
  ];
  if (method === 'GET')
    return fc.oneof(...common, {
      weight: 2,
      arbitrary: fc.record({ mode: fc.constant('rawUrl' as const), text: fc.constantFrom(...RAW_URL_PARTS) }),
    });
  return fc.oneof(
    ...common,
    {
      weight: 1,
      arbitrary: fc.record({
        mode: fc.constant('raw' as const),
        contentType: fc.option(fc.constantFrom(...CONTENT_TYPES), { nil: null }),
        text: fc.oneof(
          fc.constantFrom(...RAW_TEXTS),
          fc.string({ unit: 'binary', maxLength: 60 }),
          deepValue.map((d) => d),
          bigString,
        ),
      }),
    },
    { weight: 1, arbitrary: fc.record({ mode: fc.constant('form' as const), pick: fc.nat(), ops: opsArb }) },
    {
      weight: 1,
      arbitrary: fc.record({
        mode: fc.constant('huge' as const),
        contentType: fc.option(fc.constantFrom(...CONTENT_TYPES), { nil: null }),
      }),
    },
  );
}

function caseArb(route: RouteInfo): fc.Arbitrary<FuzzCase> {
  const roles: Caller[] =
    route.access === 'public'
      ? ['anon', 'GNRL_MBR']
      : route.access === 'member'
        ? ['GNRL_MBR']
        : [...route.access];
  return fc.record({
    caller: fc.constantFrom(...roles),
    plan: planArb(route.method),
    header: fc.oneof(
      { weight: 12, arbitrary: fc.constant('none' as const) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          'foreign-origin' as const,
          'cross-site' as const,
          'bad-cookie' as const,
          'junk-cookie' as const,
          'no-key' as const,
          'bad-key' as const,
        ),
      },
    ),
  });
}

// ---- building a request -------------------------------------------------------------------------------

function victimValue(field: VictimRef['field']): unknown {
  switch (field) {
    case 'mbrSn':
      return victim.mbrSn;
    case 'email':
      return victim.email;
    case 'user':
      return { ...victimUser };
    case 'paymentId':
      return victimObjects.paymentId;
    default:
      return victimObjects[field];
  }
}

/** Markers become plain values, except those JSON.stringify must not write itself. */
function resolve(v: unknown): unknown {
  if (v instanceof VictimRef) return victimValue(v.field);
  if (Array.isArray(v)) return v.map(resolve);
  if (
    v &&
    typeof v === 'object' &&
    !(v instanceof Big) &&
    !(v instanceof Deep) &&
    !(v instanceof RawNumber)
  ) {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) define(out, k, resolve(x));
    return out;
  }
  return v;
}

/** An own property even for `__proto__`, so it reaches the wire. */
function define(o: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Every path to a value inside a payload (objects and arrays), the root excluded. */
function paths(v: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(v)) return v.flatMap((x, i) => [[...prefix, i], ...paths(x, [...prefix, i])]);
  if (v && typeof v === 'object' && v.constructor === Object)
    return Object.entries(v).flatMap(([k, x]) => [[...prefix, k], ...paths(x, [...prefix, k])]);
  return [];
}

function clone<T>(v: T): T {
  return v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T);
}

function applyOps(base: unknown, ops: Op[]): unknown {
  let root: unknown = clone(base) ?? {};
  for (const o of ops) {
    if (o.op === 'add') {
      if (root && typeof root === 'object' && !Array.isArray(root))
        define(root as Record<string, unknown>, o.key, resolve(o.value));
      else root = resolve(o.value);
      continue;
    }
    const all = paths(root);
    if (!all.length) {
      if (o.op === 'set') root = resolve(o.value);
      continue;
    }
    const p = all[o.path % all.length]!;
    const parent = p
      .slice(0, -1)
      .reduce<unknown>((x, k) => (x as Record<string | number, unknown>)[k], root) as Record<
      string | number,
      unknown
    >;
    const key = p[p.length - 1]!;
    const current = parent[key];
    if (o.op === 'set') parent[key] = resolve(o.value);
    else if (o.op === 'delete') {
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete parent[key];
    } else if (o.op === 'wrap') parent[key] = [current];
    else
      parent[key] =
        typeof current === 'number'
          ? String(current)
          : typeof current === 'string'
            ? Number(current) || current.length
            : typeof current === 'boolean'
              ? String(current)
              : JSON.stringify(current);
  }
  return root;
}

/** The payload with one leaf (a value that is not an object or array) replaced. */
function poke(base: unknown, at: number, value: unknown): unknown {
  const root = clone(base) ?? {};
  const leaves = paths(root).filter((p) => {
    const v = p.reduce<unknown>((x, k) => (x as Record<string | number, unknown>)[k], root);
    return v === null || typeof v !== 'object';
  });
  if (!leaves.length) return root;
  const p = leaves[at % leaves.length]!;
  const parent = p
    .slice(0, -1)
    .reduce<unknown>((x, k) => (x as Record<string | number, unknown>)[k], root) as Record<
    string | number,
    unknown
  >;
  parent[p[p.length - 1]!] = resolve(value);
  return root;
}

/** JSON text of a value, splicing in the literals JSON.stringify cannot write. */
function toJsonText(v: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(v, (_k, x: unknown) => {
    if (x instanceof RawNumber) {
      raws.push(x.literal);
      return `@@raw${raws.length - 1}@@`;
    }
    return x;
  });
  return (text ?? 'null').replace(/"@@raw(\d+)@@"/g, (_m, i: string) => raws[Number(i)]!);
}

/** Flattens a payload into form or query pairs (nested values as JSON). */
function pairs(v: unknown): [string, string][] {
  if (!v || typeof v !== 'object' || Array.isArray(v))
    return [['value', typeof v === 'string' ? v : toJsonText(v)]];
  return Object.entries(v).flatMap(([k, x]): [string, string][] => {
    if (Array.isArray(x) && x.every((y) => typeof y !== 'object' || y === null))
      return x.map((y) => [k, String(y)]);
    if (x instanceof Big) return [[k, x.toJSON()]];
    if (x instanceof RawNumber) return [[k, x.literal]];
    return [[k, typeof x === 'string' ? x : typeof x === 'object' && x !== null ? toJsonText(x) : String(x)]];
  });
}

function multipartBody(
  parts: { name: string; filename?: string; type?: string; data: Buffer | string }[],
  boundary: string,
) {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`,
      ),
      Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

interface Built {
  method: 'GET' | 'POST';
  url: string;
  payload?: string | Buffer;
  headers: Record<string, string>;
}

/** Lone surrogates as U+FFFD: a URL carries UTF-8, which cannot hold them. */
const wellFormed = (s: string) =>
  s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

function fillPath(url: string, params: Record<string, string>): string {
  return url.replace(
    /:(\w+)|\*/g,
    (m, name: string | undefined) => params[name ?? '*'] ?? (m === '*' ? '' : '1'),
  );
}

/** Turns a plan into a request for this route, caller and the caller's objects. */
function build(route: RouteInfo, c: FuzzCase, ctx: Ctx): Built {
  const key = `${route.method} ${route.url}`;
  const valids = SAMPLES[key]?.(ctx) ?? [{}];
  const plan = c.plan;
  const method = route.method as 'GET' | 'POST';
  const headers: Record<string, string> = {};
  const pick = 'pick' in plan ? valids[plan.pick % valids.length]! : valids[0]!;
  const withVictim = (o: unknown) => {
    if (!o || typeof o !== 'object' || Array.isArray(o)) return o;
    const out = { ...(o as Record<string, unknown>) };
    for (const k of Object.keys(out)) {
      if (k in victimObjects && victimObjects[k as keyof Objects] !== null)
        out[k] = victimObjects[k as keyof Objects];
    }
    return {
      ...out,
      user: { ...victimUser },
      mbrSn: out.mbrSn ?? victim.mbrSn,
      myAccessData: { ...victimUser },
      userMbrSn: victim.mbrSn,
      mbr: { mbrSn: victim.mbrSn, mbrAtrbCd: 'MNGR_MBR' },
    };
  };

  if (method === 'GET') {
    let query: unknown = pick.query ?? {};
    let params: unknown = pick.params ?? {};
    if (plan.mode === 'valid' && plan.victim) query = withVictim(query);
    if (plan.mode === 'mutate') {
      // The mutations land on the path parameters and the query together.
      const both = applyOps({ params, query }, plan.ops) as { params?: unknown; query?: unknown };
      params = both && typeof both === 'object' ? both.params : undefined;
      query = both && typeof both === 'object' ? both.query : both;
    }
    if (plan.mode === 'json') query = plan.value;
    if (plan.mode === 'poke') {
      const both = poke({ params, query }, plan.path, plan.value) as { params?: unknown; query?: unknown };
      params = both.params;
      query = both.query;
    }
    const p: Record<string, string> = {};
    for (const [k, v] of pairs(params ?? {})) p[k] = encodeURIComponent(wellFormed(v)).slice(0, 4000);
    if (plan.mode === 'rawUrl' && /:\w+|\*/.test(route.url)) {
      // Straight into the path, undecoded: broken escapes, dot segments, separators.
      for (const k of [...route.url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*')) p[k] = plan.text;
    }
    let qs = new URLSearchParams(pairs(query ?? {})).toString();
    if (plan.mode === 'rawUrl') qs = qs ? `${qs}&${plan.text}` : plan.text;
    return { method, url: `${fillPath(route.url, p)}${qs ? `?${qs}` : ''}`, headers };
  }

  const url = fillPath(route.url, pick.params ?? {});
  if (pick.upload) {
    // Multipart: mutate the part (type, name, bytes) or send the plan's raw text as the body.
    const u = pick.upload;
    if (plan.mode === 'valid') {
      return {
        method,
        url,
        headers: { 'content-type': 'multipart/form-data; boundary=fuzz' },
        payload: multipartBody([u], 'fuzz'),
      };
    }
    if (plan.mode === 'mutate' || plan.mode === 'form' || plan.mode === 'poke') {
      const start = { name: u.name, filename: u.filename, type: u.type, data: 'PNG', extra: null };
      const shape = (
        plan.mode === 'poke' ? poke(start, plan.path, plan.value) : applyOps(start, plan.ops)
      ) as Record<string, unknown>;
      const text = (v: unknown, fallback: string) =>
        typeof v === 'string'
          ? v.replace(/[\r\n"]/g, '_').slice(0, 200)
          : v === undefined
            ? fallback
            : toJsonText(v).slice(0, 200);
      const data =
        shape?.data === 'PNG'
          ? u.data
          : shape?.data instanceof Big
            ? Buffer.concat([u.data, Buffer.alloc(Math.min(shape.data.count, 200_000), 1)])
            : Buffer.from(toJsonText(shape?.data ?? null));
      const parts = [
        {
          name: text(shape?.name, u.name),
          filename: text(shape?.filename, u.filename),
          type: text(shape?.type, u.type),
          data,
        },
      ];
      if (shape?.extra !== null && shape?.extra !== undefined)
        parts.push({ name: 'file', filename: 'second.png', type: 'image/png', data: u.data });
      return {
        method,
        url,
        headers: { 'content-type': 'multipart/form-data; boundary=fuzz' },
        payload: multipartBody(parts, 'fuzz'),
      };
    }
  }

  switch (plan.mode) {
    case 'valid':
      if (pick.raw)
        return { method, url, headers: { 'content-type': pick.raw.contentType }, payload: pick.raw.text };
      return {
        method,
        url,
        headers: { 'content-type': 'application/json' },
        payload: toJsonText(plan.victim ? withVictim(pick.body ?? {}) : (pick.body ?? {})),
      };
    case 'poke': {
      const base = pick.raw ? (JSON.parse(pick.raw.text) as unknown) : (pick.body ?? {});
      return {
        method,
        url,
        headers: { 'content-type': 'application/json' },
        payload: toJsonText(poke(base, plan.path, plan.value)),
      };
    }
    case 'mutate': {
      const base = pick.raw ? (JSON.parse(pick.raw.text) as unknown) : (pick.body ?? {});
      return {
        method,
        url,
        headers: { 'content-type': 'application/json' },
        payload: toJsonText(applyOps(base, plan.ops)),
      };
    }
    case 'form':
      return {
        method,
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(pairs(applyOps(pick.body ?? {}, plan.ops))).toString(),
      };
    case 'json':
      return {
        method,
        url,
        headers: { 'content-type': 'application/json' },
        payload: toJsonText(plan.value),
      };
    case 'raw': {
      const text =
        plan.text instanceof Deep
          ? plan.text.array
            ? `${'['.repeat(plan.text.depth * 100)}${']'.repeat(plan.text.depth * 100)}`
            : `${'{"a":'.repeat(plan.text.depth * 100)}1${'}'.repeat(plan.text.depth * 100)}`
          : plan.text instanceof Big
            ? plan.text.toJSON()
            : plan.text;
      return {
        method,
        url,
        headers: plan.contentType ? { 'content-type': plan.contentType } : {},
        payload: text,
      };
    }
    case 'rawUrl':
      return { method, url: `${url}?${plan.text}`, headers };
    case 'huge':
      // Past the 1 MB body limit.
      return {
        method,
        url,
        headers: plan.contentType ? { 'content-type': plan.contentType } : {},
        payload: JSON.stringify({
          ...((pick.body && typeof pick.body === 'object' ? pick.body : {}) as object),
          pad: 'x'.repeat(1_100_000),
        }),
      };
  }
}

// ---- the checks -------------------------------------------------------------------------------------------

const decodeURIComponentSafe = (s: string) => {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
};

const trim = (s: string, n = 600) => (s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s);

function describeRequest(b: Built): string {
  const body =
    b.payload === undefined
      ? ''
      : Buffer.isBuffer(b.payload)
        ? `<${b.payload.length} bytes>`
        : trim(b.payload, 400);
  return `${b.method} ${trim(b.url, 300)} ${JSON.stringify(b.headers)} ${body}`;
}

/** Balance equals the ledger for every member (ARCHITECTURE §5). */
async function coinsConsistent(): Promise<boolean> {
  const r = await t.database.sql.executeSql(
    `select count(*)::int as n from coin_accounts a
      where a.balance <> (select coalesce(sum(delta), 0) from coin_ledger l where l.mbr_sn = a.mbr_sn)
         or a.balance < 0`,
    [],
  );
  return (r.rows[0] as { n: number }).n === 0;
}

/**
 * POSTs that a browser sends from a page of a mail's link (the client report's confirmation
 * button) or a mail provider sends for RFC 8058 one-click: they answer with a page, like a GET.
 */
const PAGE_POSTS = new Set(['POST /v1/report-mail/confirm', 'POST /v1/report-mail/unsubscribe']);

interface Stats {
  ok: number;
  refused: number;
  statuses: Map<number, number>;
}
const stats = new Map<string, Stats>();

function fail(route: string, b: Built, res: LightMyRequestResponse, why: string): never {
  // The next route starts from a fresh snapshot, so one failure does not cascade.
  changed();
  throw new Error(
    `${route}: ${why}\n  request: ${describeRequest(b)}\n  answer: ${res.statusCode} ${res.headers['content-type'] ?? ''} ${trim(res.body)}`,
  );
}

async function check(
  route: RouteInfo,
  b: Built,
  res: LightMyRequestResponse,
  before: Fingerprint,
  victimBefore: Fingerprint | null,
) {
  const key = `${route.method} ${route.url}`;
  const s = stats.get(key) ?? { ok: 0, refused: 0, statuses: new Map() };
  stats.set(key, s);
  s.statuses.set(res.statusCode, (s.statuses.get(res.statusCode) ?? 0) + 1);
  if (res.statusCode >= 500) fail(key, b, res, 'server error');
  const type = String(res.headers['content-type'] ?? '');
  const refused =
    res.statusCode >= 400 ||
    (res.statusCode >= 300 && /kakaoError=/.test(String(res.headers.location ?? '')));
  if (res.statusCode >= 400) {
    // Pages opened by the browser itself (the identity frame's return, links in mails) refuse with
    // a page that says why in Korean; every API call refuses with JSON.
    if ((route.method === 'GET' || PAGE_POSTS.has(key)) && type.startsWith('text/html')) {
      if (!HANGUL.test(res.body)) fail(key, b, res, 'refusal page without a Korean message');
    } else {
      let json: { code?: unknown; message?: unknown };
      try {
        json = res.json();
      } catch {
        return fail(key, b, res, 'refusal is not JSON');
      }
      if (typeof json.code !== 'string' || typeof json.message !== 'string' || !HANGUL.test(json.message))
        fail(key, b, res, 'refusal without {code, message} in Korean');
    }
  } else if (res.statusCode < 300 && type.startsWith('application/json') && res.body) {
    let json: unknown;
    try {
      json = res.json();
    } catch {
      return fail(key, b, res, 'success is not JSON');
    }
    const code = (json as { code?: unknown }).code;
    if (code !== undefined && code !== 'OK') fail(key, b, res, 'success with an error code');
  }
  await t.services.settle();
  if (refused) {
    s.refused++;
    const after = await fingerprint(t.database);
    const diff = changedTables(before, after);
    if (diff.length) fail(key, b, res, `refused call changed ${diff.join(', ')}`);
    return;
  }
  s.ok++;
  // However the payload names another member, a member's own call never reaches their rows or e-mail.
  if (victimBefore) {
    const diff = changedTables(victimBefore, await memberFingerprint(t.database, victim.mbrSn));
    if (diff.length) fail(key, b, res, `call changed the other member's ${diff.join(', ')}`);
    const sent = Buffer.isBuffer(b.payload) ? '' : decodeURIComponentSafe(`${b.url} ${b.payload ?? ''}`);
    const leaked = victimMarkers.find((m) => res.body.includes(m) && !sent.includes(m));
    if (leaked) fail(key, b, res, `answer shows the other member's data (${leaked})`);
  }
  // Whatever a payload claims, the one acting is the session's member: the victim never acts.
  const acted = await t.database.sql.executeSql(
    `select (select count(*) from admin_audit_log where actor_mbr_sn = $1)::int
          + (select count(*) from coin_ledger where actor_mbr_sn = $1)::int as n`,
    [victim.mbrSn],
  );
  if ((acted.rows[0] as { n: number }).n) fail(key, b, res, 'a row names the other member as the one acting');
  if (!(await coinsConsistent())) fail(key, b, res, 'a balance no longer matches its ledger');
  changed();
}

// The defects the fuzzer found, pinned: each was a 5xx (or a refusal that wrote) before its fix.
describe('bad input the fuzzer found', () => {
  const send = async (method: 'GET' | 'POST', url: string, cookie: string | null, payload?: unknown) => {
    const before = await fingerprint(t.database);
    const res = await call(method, url, cookie, payload);
    await t.services.settle();
    expect(changedTables(before, await fingerprint(t.database))).toEqual([]);
    changed();
    return res;
  };

  it('refuses NUL and lone surrogates anywhere in a request with a Korean message', async () => {
    const manager = await callerOf('MNGR_MBR');
    const member = await callerOf('GNRL_MBR');
    for (const [url, cookie, payload] of [
      [
        '/v1/cmmn/topMngtMenu/insertNotice',
        manager.cookie,
        { title: 'a', content: 'x\u0000y', noticeDt: day },
      ],
      ['/v1/payment/complete', member.cookie, { paymentId: '\u0000' }],
      ['/v1/payment/payCancel', manager.cookie, { selCoinUseSn: 'p\u0000', reason: '사유' }],
      ['/v1/confCmmn/emailUserSelect', manager.cookie, { mbrEmail: '\u0000' }],
      ['/api/search', member.cookie, { keyword: 'a\udfffb' }],
      [
        '/v1/inquiry/insert',
        null,
        { name: 'a', email: 'a@example.com', subject: '제목', message: '0123456789', ['k\u0000']: 1 },
      ],
    ] as const) {
      const res = await send('POST', url, cookie, payload);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message: ko.errors.VALIDATION });
    }
    const query = await send(
      'GET',
      `/v2/notice/getNotice-list?pageNum=${encodeURIComponent('1\u0000')}`,
      null,
    );
    expect(query.statusCode).toBe(400);
  });

  it('refuses member numbers and grid bounds beyond the database integers', async () => {
    const manager = await callerOf('MNGR_MBR');
    const target = ko.agencyValidation.targetRequired;
    const cases = [
      ['POST', '/v1/coin/coinPayInsert', { sellerCoinCnt: 10, mbrSn: 2 ** 31 }, target],
      ['POST', '/v1/agencyMenu/coin/chargeSellCoinHist', { userAccess: { userMbrSn: '2147483648' } }, target],
      ['GET', `/v1/admin/audit?targetMbrSn=${2 ** 31}`, undefined, ko.errors.VALIDATION],
      [
        'POST',
        '/v1/agencyMenu/coin/selectUserAjency',
        {
          filterModel: {
            productCnt: { filterType: 'number', type: 'inRange', filter: -(2 ** 31) - 1, filterTo: 9 },
          },
        },
        ko.errors.VALIDATION,
      ],
    ] as const;
    for (const [method, url, payload, message] of cases) {
      const res = await send(method, url, manager.cookie, payload);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message });
    }
  });

  it('refuses a score keyword longer than the score service takes, counted as it counts', async () => {
    const member = await callerOf('GNRL_MBR');
    const res = await send('POST', '/api/search', member.cookie, { keyword: '😀'.repeat(60) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: ko.keywordScoreUi.keywordTooLong });
  });

  it('answers a path too long for the file system without an error', async () => {
    const res = await call('GET', `/${'a'.repeat(4000)}`, null);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('opens no anonymous session for a code request it refuses', async () => {
    // The e-mail is taken: refused before anything is written, cookie or not.
    const res = await send('POST', '/v1/member/mail/send', null, { mbrEmail: victim.email, purpose: 'join' });
    expect(res.statusCode).toBe(409);
    expect(res.cookies.find((c) => c.name === 'pre')).toBeUndefined();
  });
});

// ---- one property per route ------------------------------------------------------------------------------

/** The anonymous-session cookie each route's browser was given, so its next request continues it. */
const anonJar = new Map<string, string>();

describe('bad input on every route', () => {
  it('covers the whole route table', () => {
    expect(routes.length).toBeGreaterThan(70);
  });

  for (const route of routes) {
    const key = `${route.method} ${route.url}`;
    it(
      key,
      async () => {
        await fc.assert(
          fc.asyncProperty(caseArb(route), async (c) => {
            const self = c.caller === 'anon' ? null : await callerOf(c.caller);
            const own = self && needsObjects(route.url) ? await objectsOf(self) : NO_OBJECTS;
            const b = build(route, c, { self, account: self ?? bystander, own });
            const cookies = [self?.cookie, anonJar.get(key)].filter(Boolean);
            if (c.header === 'bad-cookie') cookies.splice(0, cookies.length, 'sid=not-a-session; pre=nope');
            if (c.header === 'junk-cookie') cookies.push(`sid=${'x'.repeat(5000)}; pre=%E0%A4%A; =; ;;`);
            if (cookies.length) b.headers.cookie = cookies.join('; ');
            if (c.header === 'foreign-origin') b.headers.origin = 'https://evil.example';
            if (c.header === 'cross-site') b.headers['sec-fetch-site'] = 'cross-site';
            // Every POST carries a fresh Idempotency-Key as the web app's forms do (money routes
            // need one), or none, or a malformed one.
            if (route.method === 'POST' && c.header !== 'no-key')
              b.headers['idempotency-key'] = c.header === 'bad-key' ? '../not a key; <script>' : randomUUID();
            snapshot ??= await fingerprint(t.database);
            // Managers and agencies act on other members by design; everyone else must not.
            const guardVictim = !Array.isArray(route.access) || c.caller === 'anon';
            if (guardVictim) victimSnapshot ??= await memberFingerprint(t.database, victim.mbrSn);
            const res = await t.app.inject({
              method: b.method,
              url: b.url,
              headers: b.headers,
              ...(b.payload === undefined ? {} : { payload: b.payload }),
            });
            const pre = res.cookies.find((x) => x.name === 'pre');
            if (pre?.value) anonJar.set(key, `pre=${pre.value}`);
            await check(route, b, res, snapshot, guardVictim ? victimSnapshot : null);
          }),
          { numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED } : {}), endOnFailure: true },
        );
      },
      60_000 + RUNS * 3_000,
    );
  }

  it('fuzzed every route', () => {
    if (process.env.FUZZ_VERBOSE) {
      for (const [k, s] of stats)
        console.log(
          `${k.padEnd(60)} ok ${s.ok} refused ${s.refused} ${JSON.stringify(Object.fromEntries(s.statuses))}`,
        );
    }
    expect(stats.size).toBe(routes.length);
  });
});
