/**
 * Issue 40 §1: an agency reports on its group members' products and places too, but only those of
 * members who joined its group by consent (an accepted invitation), and only while they stay in it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createMember, createTestApp, login } from '../../test/app';
import { makeAgency, trackProduct } from '../../test/client-reports';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date('2026-11-22T03:00:00Z') });
}, 60_000);
afterAll(() => t.close());

const P = '/v1/member/clientReports';
const sql = (q: string, p: unknown[] = []) => t.database.sql.executeSql(q, p);

async function member() {
  const m = await createMember(t);
  return { ...m, cookie: await login(t, m.email) };
}
const groupOf = async (mbrSn: number) =>
  ((await sql('select group_id from members where mbr_sn = $1', [mbrSn])).rows[0] as { group_id: number })
    .group_id;

/** Puts a member in the agency's group; with `consent` as the invitation flow leaves it. */
async function join(agency: { mbrSn: number }, m: { mbrSn: number; email: string }, consent: boolean) {
  const group = await groupOf(agency.mbrSn);
  await sql('update members set group_id = $2 where mbr_sn = $1', [m.mbrSn, group]);
  if (consent)
    await sql(
      `insert into agency_invitations (id, group_id, email, mbr_sn, company_name, invited_by, status, expires_at, responded_at)
       values ($1, $2, $3, $4, '마케팅랩', $5, 'ACCEPTED', now() + interval '7 days', now())`,
      [randomUUID(), group, m.email, m.mbrSn, agency.mbrSn],
    );
}

const product = (mbrSn: number, title: string) =>
  trackProduct(t, mbrSn, title, { 키워드: [['2026-11-22', 5]] });

describe('an agency report over its group members', () => {
  it('offers and takes a consenting member’s items, refuses the others, and drops them when they leave', async () => {
    const agency = await member();
    await makeAgency(t, agency.mbrSn, '마케팅랩');
    const own = await product(agency.mbrSn, '대행사 상품');
    const consenting = await member();
    await join(agency, consenting, true);
    const theirs = await product(consenting.mbrSn, '동의한 회원 상품');
    const placed = await member();
    await join(agency, placed, false);
    const notAsked = await product(placed.mbrSn, '초대 없이 들어온 회원 상품');
    const stranger = await member();
    const strangers = await product(stranger.mbrSn, '다른 회원 상품');

    const res = await t.app.inject({
      method: 'GET',
      url: `${P}/candidates`,
      headers: { cookie: agency.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const goods = res.json().data.goods as { id: number; owner: string | null }[];
    expect(goods.map((g) => g.id).sort()).toEqual([own, theirs].sort());
    expect(goods.find((g) => g.id === theirs)?.owner).toBe(consenting.name);
    expect(goods.find((g) => g.id === own)?.owner).toBeNull();

    const create = (ids: number[]) =>
      t.app.inject({
        method: 'POST',
        url: P,
        headers: { cookie: agency.cookie },
        payload: {
          name: '그룹 리포트',
          expiresInDays: 30,
          goods: ids,
          places: [],
          monthly: false,
          mailTo: [],
        },
      });
    for (const refused of [notAsked, strangers]) {
      const r = await create([own, refused]);
      expect(r.statusCode, r.body).toBe(404);
      expect(r.json().code).toBe('CLIENT_REPORT_ITEM_NOT_FOUND');
    }
    const made = await create([own, theirs]);
    expect(made.statusCode, made.body).toBe(200);
    const open = async () =>
      (await t.app.inject({ method: 'GET', url: `/v1/report/${made.json().data.token}` }))
        .json()
        .data.items.map((i: { name: string }) => i.name);
    expect(await open()).toEqual(['대행사 상품', '동의한 회원 상품']);

    // The member leaves the group: their product leaves the agency's report with them.
    await sql('update members set group_id = null where mbr_sn = $1', [consenting.mbrSn]);
    expect(await open()).toEqual(['대행사 상품']);

    // A member's own report never reaches into anyone else's items.
    const r = await t.app.inject({
      method: 'GET',
      url: `${P}/candidates`,
      headers: { cookie: consenting.cookie },
    });
    expect(r.json().data.goods.map((g: { id: number }) => g.id)).toEqual([theirs]);
  });
});
