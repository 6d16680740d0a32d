/**
 * Ownership (issue 11): every object id a payload can carry, sent by a member who does not own the
 * object, answers not-found (or forbidden for the managers' calls) and changes nothing: the owner's
 * data is read again after each attempt. Payload fields that name a member (`user`, `mbrSn`,
 * `myAccessData`, `mbr`, `userMbrSn`) are ignored: the action applies to the session's member.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { type ErrorCode, errorStatus, kstDate, ko } from '@seller/shared';
import { coinState, createMember, login, newKey, post } from '../test/app';
import { type CallersApp, type OwnedObjects, type SignedIn, createCallersApp } from '../test/callers';
import { multipartFile } from '../test/bulk-files';
import { finishCheckout, openCheckout, order, orderRow } from '../test/payments';

let t: CallersApp;
/** The owner of the objects under attack: an ordinary member. */
let owner: SignedIn;
let mine: OwnedObjects;
/** Another ordinary member, in no group, with nothing of its own. */
let intruder: SignedIn;
/** Everyone who is not the owner, managers and agency members included. */
let intruders: SignedIn[];

beforeAll(async () => {
  t = await createCallersApp({ objects: true });
  owner = t.callers.member;
  mine = t.owned.member!;
  const m = await createMember(t, { name: 'Other' });
  intruder = {
    name: 'intruder',
    mbrSn: m.mbrSn,
    email: m.email,
    password: m.password,
    role: 'GNRL_MBR',
    groupId: null,
    cookie: await login(t, m.email),
  };
  intruders = [intruder, t.callers.agencyA, t.callers.agencyB, t.callers.manager];
}, 180_000);
afterAll(() => t?.close());

/** An answer as [status, body], to compare with `answer(code)`. */
const refused = (res: LightMyRequestResponse): [number, unknown] => [res.statusCode, res.json()];
const answer = (code: ErrorCode): [number, unknown] => [
  errorStatus[code],
  { code, message: ko.errors[code], data: null },
];

/** Drops what changes on its own (the server clock) from an answer. */
function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => k !== 'serverNow')
        .map(([k, v]) => [k, stable(v)]),
    );
  }
  return value;
}

/** Everything the owner can see of its own objects, read through its own session. */
async function ownerView() {
  const c = owner.cookie;
  const read = async (url: string, body: unknown = {}) => {
    const res = await post(t, url, body, c);
    expect(res.statusCode, url).toBe(200);
    return stable(res.json());
  };
  const order = await orderRow(t, mine.paymentId);
  return {
    goods: await read('/api/naver/mygoodsRank/select'),
    history: await read('/api/naver/mygoodsRank/keywordSidePopupList', { gdkdSn: mine.gdkdSn }),
    places: await read('/api/naver/place/getView'),
    payments: await read('/v1/member/myPage/userPaymentHist'),
    ledger: await read('/v1/member/myPage/coinHist', { pageSize: 100 }),
    inquiries: await read('/v1/member/myPage/inquiryList'),
    coins: await coinState(t, owner.mbrSn),
    order: { status: order.status, mbr_sn: order.mbr_sn, credited_at: String(order.credited_at ?? '') },
  };
}

/** Sends each call as each intruder, checks the refusal, and that the owner's view did not change. */
async function attempt(calls: Array<[string, unknown, ErrorCode]>, who: SignedIn[] = intruders) {
  const before = await ownerView();
  for (const by of who) {
    for (const [url, payload, code] of calls) {
      const res = await post(t, url, payload, by.cookie);
      expect(refused(res), `${by.name} ${url} ${JSON.stringify(payload)}`).toEqual(answer(code));
    }
  }
  expect(await ownerView()).toEqual(before);
}

const G = '/api/naver/mygoodsRank';
const PL = '/api/naver/place';

describe('tracked goods (gdpSn) and their keywords (gdkdSn)', () => {
  it('the owner reaches them (so a refusal below is about ownership, not a wrong id)', async () => {
    expect(
      (await post(t, `${G}/keywordSidePopupList`, { gdkdSn: mine.gdkdSn2 }, owner.cookie)).statusCode,
    ).toBe(200);
    const file = await t.app.inject({
      method: 'GET',
      url: `${G}/history.xlsx?gdpSn=${mine.gdpSn}`,
      headers: { cookie: owner.cookie },
    });
    expect(file.statusCode).toBe(200);
  });

  it('every other member gets 404 for every call on them, and nothing changes', async () => {
    const { gdpSn, gdkdSn, gdkdSn2 } = mine;
    await attempt([
      [`${G}/merges`, { gdpSn, goodsKeyword: 'intruder' }, 'GOODS_NOT_FOUND'],
      [
        `${G}/update`,
        { type: 'prodNum', currentInput: '123456', changeTrack: { oldGdpSn: gdpSn } },
        'GOODS_NOT_FOUND',
      ],
      [`${G}/delete`, { ids: [{ gdpSn, midNo: 'x' }] }, 'GOODS_NOT_FOUND'],
      [`${G}/updateOrder`, [{ gdpSn }], 'GOODS_NOT_FOUND'],
      [`${G}/updateOrder`, { list: [{ gdpSn }] }, 'GOODS_NOT_FOUND'],
      [`${G}/reperesentKeywordChange`, { gdpSn, gdkdSn: gdkdSn2 }, 'KEYWORD_NOT_FOUND'],
      [`${G}/deleteKeyword`, { gdkdSn: gdkdSn2 }, 'KEYWORD_NOT_FOUND'],
      [`${G}/keywordSidePopupList`, { gdkdSn }, 'KEYWORD_NOT_FOUND'],
      [`${G}/memoMerges`, { gdpSn, midNo: 'x', content: 'hacked' }, 'GOODS_NOT_FOUND'],
      [`${G}/coinExtensionRnwl`, { gdpSn, autRnwl: 'Y' }, 'GOODS_NOT_FOUND'],
      [`${G}/coinAutoRnwl`, { gdpSn, autRnwl: 'Y' }, 'GOODS_NOT_FOUND'],
      [`${G}/checkNow`, { gdpSn }, 'GOODS_NOT_FOUND'],
      // Rivals on the same keyword (issue 28 §1).
      [`${G}/rivals`, { gdkdSn }, 'KEYWORD_NOT_FOUND'],
      [`${G}/rivals/pin`, { gdkdSn, productId: '1' }, 'KEYWORD_NOT_FOUND'],
      [`${G}/rivals/unpin`, { gdkdSn, rivalSn: 1 }, 'KEYWORD_NOT_FOUND'],
      [`${G}/rivals/series`, { gdkdSn }, 'KEYWORD_NOT_FOUND'],
    ]);
    for (const by of intruders) {
      const file = await t.app.inject({
        method: 'GET',
        url: `${G}/history.xlsx?gdpSn=${mine.gdpSn}`,
        headers: { cookie: by.cookie },
      });
      expect(file.statusCode, by.name).toBe(404);
    }
  });

  it('mixing the intruder’s own ids with the owner’s refuses the whole call', async () => {
    const theirs = t.owned.agencyA!;
    const agency = t.callers.agencyA;
    const agencyGoods = async () => stable((await post(t, `${G}/select`, {}, agency.cookie)).json());
    const before = await agencyGoods();
    await attempt(
      [
        [`${G}/delete`, { ids: [{ gdpSn: theirs.gdpSn }, { gdpSn: mine.gdpSn }] }, 'GOODS_NOT_FOUND'],
        [`${G}/updateOrder`, [{ gdpSn: mine.gdpSn }, { gdpSn: theirs.gdpSn }], 'GOODS_NOT_FOUND'],
        // Its own product with the owner's keyword.
        [`${G}/reperesentKeywordChange`, { gdpSn: theirs.gdpSn, gdkdSn: mine.gdkdSn2 }, 'KEYWORD_NOT_FOUND'],
      ],
      [agency],
    );
    // Nothing of the intruder's own was deleted or reordered either.
    expect(await agencyGoods()).toEqual(before);
  });

  it('a double submit of another member never blocks the owner (in-flight guards are per member)', async () => {
    // agencyB's own objects, so the owner view of the other tests stays as it was.
    const victim = t.callers.agencyB;
    const theirs = t.owned.agencyB!;
    const goods = t.services.goodsRank;
    const places = t.services.placeRank;
    // The intruder's call is in flight when the owner's starts, and the other way round.
    const intruderFirst = goods.renew(intruder.mbrSn, theirs.gdpSn, newKey());
    const ownerRenew = goods.renew(victim.mbrSn, theirs.gdpSn, newKey());
    await expect(intruderFirst).rejects.toMatchObject({ code: 'GOODS_NOT_FOUND' });
    await expect(ownerRenew).resolves.toMatchObject({ coinEndDt: expect.any(String) });

    const ownerFirst = goods.addKeyword(
      victim.mbrSn,
      { gdpSn: theirs.gdpSn, goodsKeyword: 'camping table' },
      newKey(),
    );
    await expect(
      goods.addKeyword(intruder.mbrSn, { gdpSn: theirs.gdpSn, goodsKeyword: 'x' }, newKey()),
    ).rejects.toMatchObject({ code: 'GOODS_NOT_FOUND' });
    await expect(ownerFirst).resolves.toMatchObject({ gdkdSn: expect.any(Number) });

    const intruderPlace = places.addKeyword(intruder.mbrSn, { plceSn: theirs.plceSn, placeKeyword: 'x' });
    const ownerPlace = places.addKeyword(victim.mbrSn, { plceSn: theirs.plceSn, placeKeyword: '강남 술집' });
    await expect(intruderPlace).rejects.toMatchObject({ code: 'PLACE_NOT_FOUND' });
    await expect(ownerPlace).resolves.toMatchObject({ plkwrdSn: expect.any(Number) });
    await t.services.settle();
  });
});

describe('places (plceSn) and place keywords (plkwrdSn)', () => {
  it('the owner reaches them', async () => {
    const view = (await post(t, `${PL}/getView`, {}, owner.cookie)).json() as {
      keywords: Array<{ plkwrdSn: number; plceSn: number }>;
    };
    expect(view.keywords.map((k) => [k.plceSn, k.plkwrdSn])).toEqual([
      [mine.plceSn, mine.plkwrdSn],
      [mine.plceSn, mine.plkwrdSn2],
    ]);
  });

  it('every other member gets 404 for every call on them, and nothing changes', async () => {
    const { plceSn, plkwrdSn, plkwrdSn2 } = mine;
    await attempt([
      [`${PL}/addPlaceKeyword`, { plceSn, placeKeyword: 'intruder' }, 'PLACE_NOT_FOUND'],
      [`${PL}/choice`, { plceSn, plkwrdSn: plkwrdSn2 }, 'KEYWORD_NOT_FOUND'],
      [`${PL}/deletePlaceKeyword`, { plkwrdSn: plkwrdSn2 }, 'KEYWORD_NOT_FOUND'],
      [`${PL}/deletePlaceKeyword`, { plkwrdSn }, 'KEYWORD_NOT_FOUND'],
      [`${PL}/keywordTop`, { plkwrdSn }, 'KEYWORD_NOT_FOUND'],
      [
        `${PL}/placeUnitDelete`,
        { placeSnList: [plceSn], myAccessData: { mbrSn: owner.mbrSn } },
        'PLACE_NOT_FOUND',
      ],
      [`${PL}/placeUnitDelete`, { placeSnList: [{ plceSn }] }, 'PLACE_NOT_FOUND'],
      [`${PL}/checkNow`, { plceSn }, 'PLACE_NOT_FOUND'],
    ]);
  });

  it('mixing the intruder’s own ids with the owner’s refuses the whole call', async () => {
    const theirs = t.owned.agencyA!;
    const agency = t.callers.agencyA;
    const agencyPlaces = async () => stable((await post(t, `${PL}/getView`, {}, agency.cookie)).json());
    const before = await agencyPlaces();
    await attempt(
      [
        [`${PL}/placeUnitDelete`, { placeSnList: [theirs.plceSn, mine.plceSn] }, 'PLACE_NOT_FOUND'],
        // Its own place with the owner's keyword, and the owner's place with its own keyword.
        [`${PL}/choice`, { plceSn: theirs.plceSn, plkwrdSn: mine.plkwrdSn2 }, 'KEYWORD_NOT_FOUND'],
        [`${PL}/choice`, { plceSn: mine.plceSn, plkwrdSn: theirs.plkwrdSn2 }, 'KEYWORD_NOT_FOUND'],
      ],
      [agency],
    );
    expect(await agencyPlaces()).toEqual(before);
  });
});

describe('rank-alert targets (goods and places by id)', () => {
  it('another member can neither read, set nor reset the alerts of the owner’s product or place', async () => {
    const targets = [`goods/${mine.gdpSn}`, `place/${mine.plceSn}`];
    const read = (target: string, cookie: string) =>
      t.app.inject({ method: 'GET', url: `/v1/rank-alerts/targets/${target}`, headers: { cookie } });
    const before = await Promise.all(targets.map(async (x) => (await read(x, owner.cookie)).json()));
    for (const b of before) expect(b.code).toBe('OK');
    const rules = { ...(before[0].data.member as object), enabled: true, dropBy: 1 };
    for (const by of intruders) {
      for (const target of targets) {
        const code = target.startsWith('goods') ? 'GOODS_NOT_FOUND' : 'PLACE_NOT_FOUND';
        expect(refused(await read(target, by.cookie)), `${by.name} GET ${target}`).toEqual(answer(code));
        const set = await post(t, `/v1/rank-alerts/targets/${target}`, { rules }, by.cookie);
        expect(refused(set), `${by.name} POST ${target}`).toEqual(answer(code));
        const reset = await post(t, `/v1/rank-alerts/targets/${target}/reset`, {}, by.cookie);
        expect(refused(reset), `${by.name} reset ${target}`).toEqual(answer(code));
      }
    }
    expect(await Promise.all(targets.map(async (x) => (await read(x, owner.cookie)).json()))).toEqual(before);
  });
});

describe('coin orders (paymentId) and charges (selCoinUseSn)', () => {
  it('completing another member’s order is 404 and credits nobody; the owner’s completion still works', async () => {
    // A paid order its owner has not completed yet: only its owner's call may credit it.
    const fresh = await order(t, owner.cookie, [{ coins: 100, qty: 1 }]);
    await openCheckout(fresh);
    await finishCheckout(t.sim, fresh, 'pay');
    const ownerCoins = await coinState(t, owner.mbrSn);
    const theirCoins = await Promise.all(intruders.map((m) => coinState(t, m.mbrSn)));
    await attempt([
      [
        '/v1/payment/complete',
        { paymentId: fresh.paymentId, user: { mbrSn: owner.mbrSn } },
        'PAYMENT_NOT_FOUND',
      ],
      [
        '/v1/payment/complete',
        { paymentId: mine.paymentId, txId: 'x', mbrSn: owner.mbrSn },
        'PAYMENT_NOT_FOUND',
      ],
    ]);
    expect((await orderRow(t, fresh.paymentId)).status).toBe('PENDING');
    expect(await Promise.all(intruders.map((m) => coinState(t, m.mbrSn)))).toEqual(theirCoins);
    expect(await coinState(t, owner.mbrSn)).toEqual(ownerCoins);

    const done = await post(t, '/v1/payment/complete', { paymentId: fresh.paymentId }, owner.cookie);
    expect(done.statusCode).toBe(200);
    expect(await coinState(t, owner.mbrSn)).toEqual({
      balance: ownerCoins.balance + 100,
      ledger: ownerCoins.ledger + 100,
    });
    // Completing again credits nothing more.
    expect(
      (await post(t, '/v1/payment/complete', { paymentId: mine.paymentId }, owner.cookie)).statusCode,
    ).toBe(200);
    expect((await coinState(t, owner.mbrSn)).balance).toBe(ownerCoins.balance + 100);
  });

  it('only a manager may cancel a charge or a grant, or ask what it would do: others get 403 and nothing changes', async () => {
    const others = intruders.filter((m) => m.role !== 'MNGR_MBR');
    await attempt(
      [
        ['/v1/payment/payCancel', { selCoinUseSn: mine.paymentId, reason: '취소합니다' }, 'FORBIDDEN'],
        ['/v1/payment/payCancel', { selCoinUseSn: mine.grantId, reason: '취소합니다' }, 'FORBIDDEN'],
        ['/v1/payment/payCancelQuote', { selCoinUseSn: mine.paymentId }, 'FORBIDDEN'],
        ['/v1/payment/payCancelQuote', { selCoinUseSn: mine.grantId }, 'FORBIDDEN'],
      ],
      [...others, owner],
    );
    expect((await orderRow(t, mine.paymentId)).status).toBe('PAID');
    // A grant id that names no grant is not found, for a manager too.
    await attempt(
      [
        ['/v1/payment/payCancel', { selCoinUseSn: 'grant:nothing', reason: '취소합니다' }, 'GRANT_NOT_FOUND'],
        ['/v1/payment/payCancelQuote', { selCoinUseSn: 'grant:ledger-999999999' }, 'GRANT_NOT_FOUND'],
      ],
      [t.callers.manager],
    );
  });

  it('an agency member reads no charges of a member outside its group; a manager reads them all', async () => {
    for (const by of [t.callers.agencyA, t.callers.agencyB]) {
      const res = await post(
        t,
        '/v1/agencyMenu/coin/chargeSellCoinHist',
        { userAccess: { userMbrSn: owner.mbrSn } },
        by.cookie,
      );
      expect(refused(res)).toEqual(answer('FORBIDDEN'));
    }
    const all = await post(
      t,
      '/v1/agencyMenu/coin/chargeSellCoinHist',
      { userAccess: { userMbrSn: owner.mbrSn } },
      t.callers.manager.cookie,
    );
    const ids = (all.json().data.userCoinHist as Array<{ selCoinUseSn: string }>).map((r) => r.selCoinUseSn);
    expect(ids).toEqual(expect.arrayContaining([mine.paymentId, mine.grantId]));
  });

  it('payment and coin history, balance: a payload naming the owner reads the caller’s own', async () => {
    const claims = {
      user: { mbrSn: owner.mbrSn },
      mbrSn: owner.mbrSn,
      mbr: { mbrSn: owner.mbrSn },
      myAccessData: { mbrSn: owner.mbrSn },
    };
    for (const by of intruders) {
      const hist = (await post(t, '/v1/member/myPage/userPaymentHist', claims, by.cookie)).json().data
        .myPageCoinHist as unknown[];
      expect(JSON.stringify(hist)).not.toContain(mine.paymentId);
      const balance = (await post(t, '/v1/confCmmn/coinSelect', claims, by.cookie)).json().data.sellerCoinCnt;
      expect(balance, by.name).toBe((await coinState(t, by.mbrSn)).balance);
      const ledger = (
        await post(t, '/v1/member/myPage/coinHist', { ...claims, pageSize: 100 }, by.cookie)
      ).json().data;
      expect(
        ledger.list.reduce((s: number, r: { delta: number }) => s + r.delta, 0),
        by.name,
      ).toBe((await coinState(t, by.mbrSn)).ledger);
    }
  });
});

describe('cost quotes and the coin ledger download (issue 28 §3)', () => {
  it('a quote on the owner’s product is 404 for everyone else, and spends nothing', async () => {
    expect((await post(t, `${G}/renewQuote`, { gdpSn: mine.gdpSn }, owner.cookie)).statusCode).toBe(200);
    await attempt([
      [`${G}/renewQuote`, { gdpSn: mine.gdpSn }, 'GOODS_NOT_FOUND'],
      [`${G}/autoRenewQuote`, { gdpSn: mine.gdpSn }, 'GOODS_NOT_FOUND'],
    ]);
  });

  it('a registration quote and the ledger file are the caller’s own, whatever the payload names', async () => {
    for (const by of intruders) {
      const q = (
        await post(t, `${G}/registerQuote`, { mbrSn: owner.mbrSn, user: { mbrSn: owner.mbrSn } }, by.cookie)
      ).json().data;
      expect(q.balance, by.name).toBe((await coinState(t, by.mbrSn)).balance);
      const file = await t.app.inject({
        method: 'GET',
        url: `/v1/member/myPage/coinHist.xlsx?mbrSn=${owner.mbrSn}`,
        headers: { cookie: by.cookie },
      });
      expect(file.statusCode, by.name).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
      const sheet = wb.worksheets[0]!;
      let sum = 0;
      sheet.eachRow((row, n) => {
        if (n > 1) sum += Number(row.getCell(3).value);
      });
      expect(sum, by.name).toBe((await coinState(t, by.mbrSn)).ledger);
      expect(sheet.rowCount - 1).toBe(
        (await post(t, '/v1/member/myPage/coinHist', { pageSize: 1 }, by.cookie)).json().data.total,
      );
    }
  });
});

describe('client reports (issue 29 §1): report links and the items they carry', () => {
  const R = '/v1/member/clientReports';
  const report = (cookie: string, goods: number[], places: number[]) =>
    t.app.inject({
      method: 'POST',
      url: R,
      headers: { cookie },
      payload: { name: 'r', expiresInDays: 7, goods, places, monthly: false, mailTo: [] },
    });

  it('a report over the owner’s product or place is 404 for everyone else, and makes no link', async () => {
    expect((await report(owner.cookie, [mine.gdpSn], [mine.plceSn])).statusCode).toBe(200);
    const theirs = t.owned.agencyA!;
    for (const by of intruders) {
      for (const [goods, places] of [
        [[mine.gdpSn], []],
        [[], [mine.plceSn]],
        // The caller's own product beside the owner's place refuses the whole report.
        ...(by === t.callers.agencyA ? [[[theirs.gdpSn], [mine.plceSn]]] : []),
      ] as Array<[number[], number[]]>) {
        expect(refused(await report(by.cookie, goods, places)), by.name).toEqual(
          answer('CLIENT_REPORT_ITEM_NOT_FOUND'),
        );
      }
      const listed = await t.app.inject({ method: 'GET', url: R, headers: { cookie: by.cookie } });
      expect(listed.json().data, by.name).toEqual([]);
    }
  });

  it('another member can neither revoke, re-set nor download the owner’s link', async () => {
    const made = (await report(owner.cookie, [mine.gdpSn], [])).json().data as { id: number; token: string };
    for (const by of intruders) {
      for (const [method, url, payload] of [
        ['DELETE', `${R}/${made.id}`, undefined],
        ['PUT', `${R}/${made.id}/monthly`, { monthly: true, mailTo: ['x@example.com'] }],
        ['GET', `${R}/${made.id}/pdf`, undefined],
      ] as const) {
        const res = await t.app.inject({
          method,
          url,
          headers: { cookie: by.cookie },
          ...(payload ? { payload } : {}),
        });
        expect(refused(res), `${by.name} ${method} ${url}`).toEqual(answer('CLIENT_REPORT_NOT_FOUND'));
      }
    }
    const listed = await t.app.inject({ method: 'GET', url: R, headers: { cookie: owner.cookie } });
    expect(listed.json().data.find((r: { id: number }) => r.id === made.id)).toMatchObject({
      monthly: false,
    });
    expect((await t.app.inject({ method: 'GET', url: `/v1/report/${made.token}` })).statusCode).toBe(200);
  });
});

describe('agency invitations (invitation id)', () => {
  it('only the invited member answers an invitation, and only the inviting group withdraws it', async () => {
    const sender = t.callers.agencyA;
    const sent = await post(
      t,
      '/v1/agencyMenu/invitations',
      { mbrEmail: owner.email, companyName: 'Owner Shop' },
      sender.cookie,
    );
    expect(sent.statusCode).toBe(200);
    const id = sent.json().data.invitationId as string;
    const M = `/v1/member/agencyInvitations/${id}`;
    const W = `/v1/agencyMenu/invitations/${id}/withdraw`;
    const pending = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/v1/member/agencyInvitations',
        headers: { cookie: owner.cookie },
      });
      return (res.json().data.list as Array<{ invitationId: string }>).map((r) => r.invitationId);
    };
    expect(await pending()).toEqual([id]);

    // Everyone else, the sending agency and managers included, finds no such invitation.
    await attempt([
      [`${M}/accept`, {}, 'INVITATION_NOT_FOUND'],
      [`${M}/decline`, {}, 'INVITATION_NOT_FOUND'],
    ]);
    await attempt([[W, {}, 'INVITATION_NOT_FOUND']], [t.callers.agencyB]);
    await attempt([[W, {}, 'FORBIDDEN']], [intruder, owner, t.callers.manager]);
    for (const by of intruders) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/v1/member/agencyInvitations',
        headers: { cookie: by.cookie },
      });
      expect(JSON.stringify(res.json().data), by.name).not.toContain(id);
    }
    const other = await t.app.inject({
      method: 'GET',
      url: '/v1/agencyMenu/invitations',
      headers: { cookie: t.callers.agencyB.cookie },
    });
    expect(JSON.stringify(other.json().data)).not.toContain(id);
    expect(await pending()).toEqual([id]);
    const group = await post(t, '/v1/member/user/memberSession', {}, owner.cookie);
    expect(group.json().data.psitnGrpcoSn).toBeNull();

    // The owner answers it (declining keeps it out of every group for the other tests).
    expect((await post(t, `${M}/decline`, {}, owner.cookie)).statusCode).toBe(200);
    expect(await pending()).toEqual([]);
  });
});

describe('notices (ntcSn) and their images', () => {
  const notice = async () => {
    const res = await t.app.inject({ method: 'GET', url: `/v2/notice/getNotice-list/${t.notice.ntcSn}` });
    return res.json().data as { title: string; content: string; noticeDt: string };
  };

  it('only managers change a notice: everyone else gets 403 and it stays as it was', async () => {
    const before = await notice();
    expect(before.title).toBe(t.notice.title);
    const others = [intruder, owner, t.callers.agencyA, t.callers.agencyB];
    await attempt(
      [
        [
          '/v1/cmmn/topMngtMenu/updateNotice',
          { ntcSn: t.notice.ntcSn, title: 'hacked', content: '<p>hacked</p>', noticeDt: kstDate(new Date()) },
          'FORBIDDEN',
        ],
        ['/v1/cmmn/topMngtMenu/deleteNotice', { ntcSn: t.notice.ntcSn }, 'FORBIDDEN'],
      ],
      others,
    );
    expect(await notice()).toEqual(before);
  });

  it('only managers remove an uploaded image: the file stays for everyone else', async () => {
    const boundary = '----ownership0123456789';
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
    const up = await t.app.inject({
      method: 'POST',
      url: '/cmmn/topMngtMenu/uploadImage',
      payload: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        cookie: t.callers.manager.cookie,
      },
    });
    expect(up.statusCode).toBe(200);
    const url = (up.json().data as { url: string }).url;
    for (const by of [intruder, owner, t.callers.agencyA]) {
      const res = await post(t, '/cmmn/topMngtMenu/deleteImage', { url }, by.cookie);
      expect(refused(res), by.name).toEqual(answer('FORBIDDEN'));
    }
    const path = new URL(url, t.config.publicUrl).pathname;
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
  });
});

describe('bulk imports (importSn, issue 29 §2)', () => {
  it('another member’s import is 404 to everyone else, stays unconfirmed, and the owner still confirms it', async () => {
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('s');
    sheet.addRow([ko.bulkAdd.headerProduct, ko.bulkAdd.headerKeyword(1)]);
    sheet.addRow(['not a number', 'kw']);
    const up = await t.app.inject({
      method: 'POST',
      url: '/v1/bulk-add/goods/upload',
      ...multipartFile(Buffer.from(await wb.xlsx.writeBuffer()), 'a.xlsx', owner.cookie),
    });
    expect(up.statusCode, up.body).toBe(200);
    const importSn = (up.json().data as { importSn: number }).importSn;
    await attempt([[`/v1/bulk-add/imports/${importSn}/confirm`, {}, 'BULK_IMPORT_NOT_FOUND']]);
    const status = await t.database.sql.executeSql('select status from bulk_imports where import_sn = $1', [
      importSn,
    ]);
    expect(status.rows).toEqual([{ status: 'previewed' }]);
    const mineNow = await post(t, `/v1/bulk-add/imports/${importSn}/confirm`, {}, owner.cookie);
    expect(mineNow.statusCode).toBe(200);
  });
});

describe('inquiries', () => {
  const inquiryIds = async (who: SignedIn) =>
    (
      (await post(t, '/v1/member/myPage/inquiryList', { user: { mbrSn: owner.mbrSn } }, who.cookie)).json()
        .data.inquiries as Array<{ inquirySn: number }>
    ).map((i) => i.inquirySn);

  it('a member lists only its own; only managers list them all', async () => {
    expect(await inquiryIds(owner)).toEqual([mine.inquirySn]);
    for (const by of intruders) expect(await inquiryIds(by), by.name).not.toContain(mine.inquirySn);
    for (const by of [intruder, owner, t.callers.agencyA]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/v1/admin/inquiries',
        headers: { cookie: by.cookie },
      });
      expect(res.statusCode, by.name).toBe(403);
    }
    const all = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/inquiries?pageSize=100',
      headers: { cookie: t.callers.manager.cookie },
    });
    expect(all.json().data.list).toEqual(
      expect.arrayContaining([expect.objectContaining({ inquirySn: mine.inquirySn, mbrSn: owner.mbrSn })]),
    );
  });

  it('an inquiry sent with a payload naming the owner belongs to the sender (or to nobody when signed out)', async () => {
    const body = {
      name: 'Tester',
      email: owner.email,
      subject: 'Not the owner',
      message: 'Sent in the owner’s name by someone else.',
      user: { mbrSn: owner.mbrSn },
      mbrSn: owner.mbrSn,
      mbr: { mbrSn: owner.mbrSn },
    };
    const sent = (await post(t, '/v1/inquiry/insert', body, intruder.cookie)).json().data.inquirySn as number;
    const anonymous = (await post(t, '/v1/inquiry/insert', body)).json().data.inquirySn as number;
    expect(await inquiryIds(intruder)).toContain(sent);
    expect(await inquiryIds(owner)).toEqual([mine.inquirySn]);
    const rows = await t.database.sql.executeSql(
      'select inquiry_sn, mbr_sn from inquiries where inquiry_sn in ($1, $2)',
      [sent, anonymous],
    );
    expect(
      Object.fromEntries(
        rows.rows.map((r) => [
          (r as { inquiry_sn: number }).inquiry_sn,
          (r as { mbr_sn: number | null }).mbr_sn,
        ]),
      ),
    ).toEqual({
      [sent]: intruder.mbrSn,
      [anonymous]: null,
    });
  });
});

describe('payload identity fields are ignored: the session’s member acts', () => {
  const claims = () => ({
    user: { mbrSn: owner.mbrSn, mbrEmail: owner.email, mbrAtrbCd: 'MNGR_MBR' },
    myAccessData: { mbrSn: owner.mbrSn, mbrAtrbCd: 'MNGR_MBR' },
    mbr: { mbrSn: owner.mbrSn, sellerCoinCnt: 999_999 },
    mbrSn: owner.mbrSn,
    userMbrSn: owner.mbrSn,
  });

  it('a product, a place and an order registered "for" the owner are the caller’s', async () => {
    await post(
      t,
      '/v1/coin/coinPayInsert',
      { mbrSn: intruder.mbrSn, sellerCoinCnt: 10 },
      t.callers.manager.cookie,
    );
    const before = await ownerView();
    const products = (await post(t, `${G}/select`, {}, owner.cookie)).json().myGoodsRank as Array<{
      mallPid: string;
      midNo: string;
    }>;
    const product = products[0]!;
    const goods = await post(
      t,
      `${G}/merges`,
      product.mallPid !== 'null'
        ? { ...claims(), type: 'prodNum', currentInput: product.mallPid }
        : { ...claims(), type: 'midNum', currentInput: product.midNo },
      intruder.cookie,
    );
    expect(goods.statusCode).toBe(200);
    const gdpSn = goods.json().data.gdpSn as number;
    const place = (await post(t, `${PL}/getView`, {}, owner.cookie)).json().list[0] as { placeId: string };
    // Another keyword than the owner's: one check serves every member tracking a keyword, so the
    // owner's would be checked again (a new checkedAt) without anything of the owner's being touched.
    const placed = await post(
      t,
      `${PL}/placeInsert`,
      { ...claims(), placeId: place.placeId, placeKeyword: '역삼 맛집' },
      intruder.cookie,
    );
    expect(placed.statusCode).toBe(200);
    const o = await order(t, intruder.cookie, [{ coins: 100, qty: 1 }]);
    await t.services.settle();

    expect(await ownerView()).toEqual(before);
    const theirs = (await post(t, `${G}/select`, claims(), intruder.cookie)).json();
    expect(theirs.myGoodsRank.map((g: { gdpSn: number }) => g.gdpSn)).toEqual([gdpSn]);
    expect(theirs.mbr.sellerCoinCnt).toBe(0);
    expect(await coinState(t, intruder.mbrSn)).toEqual({ balance: 0, ledger: 0 });
    const view = (await post(t, `${PL}/getView`, claims(), intruder.cookie)).json();
    expect(view.list.map((p: { plceSn: number }) => p.plceSn)).toEqual([placed.json().data.plceSn]);
    expect((await orderRow(t, o.paymentId)).mbr_sn).toBe(intruder.mbrSn);
  });

  it('a withdrawal or a password reset naming the owner leaves the owner’s account alone', async () => {
    const gone = await post(
      t,
      '/v1/member/myPage/userSecession',
      { ...claims(), reason: '다른 회원의 이름으로 탈퇴를 시도합니다.', mbrEmail: owner.email },
      intruder.cookie,
    );
    expect(refused(gone)).toEqual(answer('WITHDRAW_EMAIL_MISMATCH'));
    const reset = await post(
      t,
      '/v1/member/user/passwordReset',
      { ...claims(), mbrSn: owner.mbrSn, mbrEmail: owner.email, mbrPw: 'Hijack123!', mbrRePw: 'Hijack123!' },
      intruder.cookie,
    );
    expect(refused(reset)).toEqual(answer('RESET_EXPIRED'));
    const session = (await post(t, '/v1/member/user/memberSession', claims(), owner.cookie)).json().data;
    expect(session).toMatchObject({ mbrSn: owner.mbrSn, mbrAtrbCd: 'GNRL_MBR' });
    expect(await t.spareCookie(owner)).toMatch(/^sid=/);
    // The intruder is still itself, with its own role.
    expect(
      (await post(t, '/v1/member/user/memberSession', claims(), intruder.cookie)).json().data,
    ).toMatchObject({
      mbrSn: intruder.mbrSn,
      mbrAtrbCd: 'GNRL_MBR',
    });
  });

  it('a role claimed in the payload buys no larger keyword-score allowance', async () => {
    const own = (await post(t, '/api/naver/keyword/jisuCheckLimitOfViews', claims(), intruder.cookie)).json()
      .result;
    const agency = (
      await post(t, '/api/naver/keyword/jisuCheckLimitOfViews', {}, t.callers.agencyA.cookie)
    ).json().result;
    expect([own.limitCount, agency.limitCount]).toEqual([200, 500]);
    expect(own.psitnGrpcoSn).toBeNull();
  });
});
