/**
 * The five callers of the authorization matrix and the ownership tests: anonymous, an ordinary
 * member, an agency member of group A, an agency member of group B and a manager. They share one
 * app wired to an in-process simulator (Naver, PortOne, Kakao, SMTP), so every allowed call runs
 * the real adapters. Agency groups are made the way the product makes them: a manager registers
 * the member as an agency, and each agency invites a client, which accepts into its group.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { type Role, kstDate } from '@seller/shared';
import { loadConfig } from '../config';
import { createPorts } from '../ports';
import { type TestApp, createMember, createTestApp, login, post, uniqueEmail } from './app';
import { finishCheckout, openCheckout, order } from './payments';
import { FAST_RETRY, type RunningSimulator, control, startTestSimulator } from './simulator';
import { freeMeter } from './shop';

export const CALLER_NAMES = ['anonymous', 'member', 'agencyA', 'agencyB', 'manager'] as const;
export type CallerName = (typeof CALLER_NAMES)[number];
type SignedInName = Exclude<CallerName, 'anonymous'>;
const SIGNED_IN: readonly SignedInName[] = ['member', 'agencyA', 'agencyB', 'manager'];

export interface SignedIn {
  name: string;
  mbrSn: number;
  email: string;
  password: string;
  role: Role;
  /** The agency group (psitnGrpcoSn), for agency members and the clients registered into a group. */
  groupId: number | null;
  /** Cookie header of this member's session. */
  cookie: string;
}

/** What a signed-in caller owns (ids as the wire carries them). */
export interface OwnedObjects {
  gdpSn: number;
  /** The product's representative keyword, then a second one. */
  gdkdSn: number;
  gdkdSn2: number;
  plceSn: number;
  /** The place's representative keyword, then a second one. */
  plkwrdSn: number;
  plkwrdSn2: number;
  /** A paid and credited coin order (its paymentId is also the charge's selCoinUseSn). */
  paymentId: string;
  /** The manager's coin grant to this member, as the pay history names it (selCoinUseSn). */
  grantId: string;
  inquirySn: number;
}

export interface CallersApp extends TestApp {
  sim: RunningSimulator;
  /** The five callers; `anonymous` is null. */
  callers: { anonymous: null } & Record<SignedInName, SignedIn>;
  /** Ordinary members that agency A and agency B registered into their groups. */
  clients: { A: SignedIn; B: SignedIn };
  /** An ordinary member in no group that no test changes (a harmless target for look-ups and grants). */
  probe: SignedIn;
  /** A notice written by the manager. */
  notice: { ntcSn: number; title: string };
  /** Objects each signed-in caller owns (empty unless asked for). */
  owned: Partial<Record<SignedInName, OwnedObjects>>;
  /** A second, independent session of a member (for calls that end or replace the session). */
  spareCookie(who: SignedIn): Promise<string>;
  /** An id that no object has. */
  missing: number;
}

/** Cookie header of a caller, or none for anonymous. */
export const cookieOf = (t: CallersApp, name: CallerName): string | undefined =>
  name === 'anonymous' ? undefined : t.callers[name].cookie;

function ok(res: LightMyRequestResponse, what: string): LightMyRequestResponse {
  if (res.statusCode !== 200) throw new Error(`${what} answered ${res.statusCode} ${res.body}`);
  return res;
}

async function signedIn(t: TestApp, role: Role, name: string): Promise<SignedIn> {
  const m = await createMember(t, { role, name: 'Tester' });
  return {
    name,
    mbrSn: m.mbrSn,
    email: m.email,
    password: m.password,
    role,
    groupId: null,
    cookie: await login(t, m.email),
  };
}

/** A member's agency group as its own session sees it (read fresh from the database on every request). */
async function groupOf(t: TestApp, who: SignedIn): Promise<number | null> {
  const res = ok(await post(t, '/v1/member/user/memberSession', {}, who.cookie), 'memberSession');
  return (res.json() as { data: { psitnGrpcoSn: number | null } }).data.psitnGrpcoSn;
}

export async function createCallersApp(opts: { objects?: boolean } = {}): Promise<CallersApp> {
  const sim = await startTestSimulator({ smtp: true });
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'callers-'));
  const simEnv = {
    SIMULATOR: 'on',
    SIMULATOR_PORT: String(sim.port),
    SIMULATOR_SMTP_PORT: String(sim.smtpPort),
  };
  // The real Naver adapters against the simulator, with tiny retry delays.
  const ports = createPorts(loadConfig({ ...simEnv, LOG_LEVEL: 'silent' }), {
    retry: FAST_RETRY,
    searchAdMinIntervalMs: 0,
    meter: freeMeter,
  });
  const t = await createTestApp(
    { ...simEnv, LOGIN_RATE_LIMIT_MAX: '10000', UPLOAD_DIR: uploadDir },
    { ports },
  );

  const [member, manager, agencyA, agencyB, clientA, clientB, probe] = await Promise.all([
    signedIn(t, 'GNRL_MBR', 'member'),
    signedIn(t, 'MNGR_MBR', 'manager'),
    // Ordinary members until the manager registers them as agencies below.
    signedIn(t, 'GNRL_MBR', 'agencyA'),
    signedIn(t, 'GNRL_MBR', 'agencyB'),
    signedIn(t, 'GNRL_MBR', 'clientA'),
    signedIn(t, 'GNRL_MBR', 'clientB'),
    signedIn(t, 'GNRL_MBR', 'probe'),
  ]);
  const register = (by: SignedIn, target: SignedIn, companyName: string) =>
    post(
      t,
      '/v1/agencyMenu/coin/addUserAjency',
      { userAccess: { userMbrSn: target.mbrSn }, companyName, psitnMemberMemo: '' },
      by.cookie,
    ).then((res) => ok(res, `addUserAjency ${target.name}`));
  // An agency member invites; the member joins only by accepting.
  const enrol = async (by: SignedIn, target: SignedIn, companyName: string) => {
    const sent = ok(
      await post(
        t,
        '/v1/agencyMenu/invitations',
        { mbrEmail: target.email, companyName, psitnMemberMemo: '' },
        by.cookie,
      ),
      `invite ${target.name}`,
    ).json() as { data: { invitationId: string } };
    ok(
      await post(t, `/v1/member/agencyInvitations/${sent.data.invitationId}/accept`, {}, target.cookie),
      `accept ${target.name}`,
    );
  };
  await register(manager, agencyA, 'Agency A');
  await register(manager, agencyB, 'Agency B');
  await enrol(agencyA, clientA, 'Client A');
  await enrol(agencyB, clientB, 'Client B');
  for (const who of [agencyA, agencyB]) who.role = 'MNPY_MBR';
  for (const who of [agencyA, agencyB, clientA, clientB]) who.groupId = await groupOf(t, who);
  if (agencyA.groupId === null || agencyA.groupId === agencyB.groupId || clientA.groupId !== agencyA.groupId)
    throw new Error('agency groups were not set up');

  const title = 'Matrix notice';
  const notice = ok(
    await post(
      t,
      '/v1/cmmn/topMngtMenu/insertNotice',
      { title, content: '<p>hello</p>', noticeDt: kstDate(new Date()) },
      manager.cookie,
    ),
    'insertNotice',
  ).json() as { data: { ntcSn: number } };

  const callers = { anonymous: null, member, agencyA, agencyB, manager } as const;
  const app: CallersApp = Object.assign(t, {
    sim,
    callers,
    clients: { A: clientA, B: clientB },
    probe,
    notice: { ntcSn: notice.data.ntcSn, title },
    owned: {},
    spareCookie: (who: SignedIn) => login(t, who.email, who.password),
    missing: 2_000_000_000,
  });
  const close = t.close;
  app.close = async () => {
    await close();
    await sim.close();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  };
  if (opts.objects) {
    try {
      for (const name of SIGNED_IN) app.owned[name] = await createObjects(app, callers[name]);
      // Rank checks of the new keywords run in the background; let them finish so the owners'
      // data no longer changes while the tests compare it.
      await t.services.settle();
    } catch (e) {
      await app.close();
      throw e;
    }
  }
  return app;
}

interface MarketProduct {
  productId: string;
  mallProductId: string | null;
}
interface MarketPlace {
  placeId: string;
  isAd: boolean;
}

/** Everything one member owns: goods with two keywords, a place with two, a paid order, a grant, an inquiry. */
async function createObjects(t: CallersApp, who: SignedIn): Promise<OwnedObjects> {
  const { manager } = t.callers;
  const call = async (url: string, body: unknown, cookie = who.cookie) =>
    ok(await post(t, url, body, cookie), `${url} for ${who.name}`).json() as {
      data: Record<string, unknown> & { userCoinHist?: Array<{ selCoinUseSn: string; pgStatus: string }> };
    };

  // Coins to register a product with: a manager's grant (the "coin charge").
  await call(
    '/v1/agencyMenu/coin/chargeInsertCoin',
    { userMbrSn: who.mbrSn, coinInput: 100, serviceCoinInput: 0 },
    manager.cookie,
  );
  const history = await call(
    '/v1/agencyMenu/coin/chargeSellCoinHist',
    { userAccess: { userMbrSn: who.mbrSn } },
    manager.cookie,
  );
  const grantId = history.data.userCoinHist?.find((r) => r.pgStatus === 'GRANT')?.selCoinUseSn;
  if (!grantId) throw new Error(`no grant row for ${who.name}`);

  const products = await control<{ items: MarketProduct[] }>(
    t.sim,
    'GET',
    `/__control/market/products?keyword=${encodeURIComponent('camping chair')}&display=20`,
  );
  const product = products.items.find((p) => p.mallProductId) ?? products.items[0];
  if (!product) throw new Error('the simulated market has no products');
  const goods = await call(
    '/api/naver/mygoodsRank/merges',
    product.mallProductId
      ? { type: 'prodNum', currentInput: product.mallProductId }
      : { type: 'midNum', currentInput: product.productId },
  );
  const gdpSn = goods.data.gdpSn as number;
  const k1 = await call('/api/naver/mygoodsRank/merges', { gdpSn, goodsKeyword: 'camping chair' });
  const k2 = await call('/api/naver/mygoodsRank/merges', { gdpSn, goodsKeyword: 'folding chair' });

  const places = await control<{ items: MarketPlace[] }>(
    t.sim,
    'GET',
    `/__control/market/places?keyword=${encodeURIComponent('강남 맛집')}`,
  );
  const placeId = places.items.find((p) => !p.isAd)?.placeId;
  if (!placeId) throw new Error('the simulated place list has no places');
  const place = await call('/api/naver/place/placeInsert', { placeId, placeKeyword: '강남 맛집' });
  const plceSn = place.data.plceSn as number;
  const pk2 = await call('/api/naver/place/addPlaceKeyword', { plceSn, placeKeyword: '강남 카페' });

  // A coin purchase through the simulator's checkout page, completed and credited.
  const o = await order(t, who.cookie, [{ coins: 100, qty: 1 }]);
  await openCheckout(o);
  await finishCheckout(t.sim, o, 'pay');
  await call('/v1/payment/complete', { paymentId: o.paymentId });

  const inquiry = await call('/v1/inquiry/insert', {
    name: 'Tester',
    email: who.email,
    subject: `Question of ${who.name}`,
    message: 'A question long enough to be accepted.',
  });

  return {
    gdpSn,
    gdkdSn: k1.data.gdkdSn as number,
    gdkdSn2: k2.data.gdkdSn as number,
    plceSn,
    plkwrdSn: place.data.plkwrdSn as number,
    plkwrdSn2: pk2.data.plkwrdSn as number,
    paymentId: o.paymentId,
    grantId,
    inquirySn: inquiry.data.inquirySn as number,
  };
}

/** A unique e-mail for calls that must not meet an existing account. */
export const freshEmail = (prefix = 'matrix') => uniqueEmail(prefix);
