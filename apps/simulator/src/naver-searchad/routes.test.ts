import { createHmac } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSimulator } from '../app';
import { SIMULATOR_SEARCHAD } from '../market/state';
import { CONTROL, TEST_SECRET } from '../test-support';

const { app } = buildSimulator({ secret: TEST_SECRET, logLevel: 'silent' });
afterAll(() => app.close());
beforeEach(async () => {
  await app.inject({ headers: CONTROL, method: 'POST', url: '/__control/reset' });
});

const { apiKey, secret, customerId } = SIMULATOR_SEARCHAD;
function signed(timestamp = Date.now(), key = secret) {
  const sig = createHmac('sha256', key).update(`${timestamp}.GET./keywordstool`).digest('base64');
  return {
    'x-timestamp': String(timestamp),
    'x-api-key': apiKey,
    'x-customer': customerId,
    'x-signature': sig,
  };
}
const tool = (qs: string, headers: Record<string, string> = signed()) =>
  app.inject({ method: 'GET', url: `/searchad/keywordstool?${qs}`, headers });
const hint = (...k: string[]) => `hintKeywords=${encodeURIComponent(k.join(','))}&showDetail=1`;

describe('simulated Search Ad keyword tool', () => {
  it('accepts a valid signature and answers hint rows first, then related rows', async () => {
    const r = await tool(hint('텀블러', 'nike'));
    expect(r.statusCode).toBe(200);
    const rows = r.json().keywordList;
    expect(rows[0].relKeyword).toBe('텀블러');
    expect(rows[1].relKeyword).toBe('NIKE');
    expect(rows.length).toBeGreaterThan(20);
    expect(Object.keys(rows[0]).sort()).toEqual(
      [
        'compIdx',
        'monthlyAveMobileClkCnt',
        'monthlyAveMobileCtr',
        'monthlyAvePcClkCnt',
        'monthlyAvePcCtr',
        'monthlyMobileQcCnt',
        'monthlyPcQcCnt',
        'plAvgDepth',
        'relKeyword',
      ].sort(),
    );
    for (const row of rows) {
      expect(['낮음', '중간', '높음']).toContain(row.compIdx);
      for (const f of ['monthlyPcQcCnt', 'monthlyMobileQcCnt'])
        expect(typeof row[f] === 'number' || row[f] === '< 10').toBe(true);
    }
    expect(rows.some((row: { monthlyPcQcCnt: unknown }) => row.monthlyPcQcCnt === '< 10')).toBe(true);
    expect(new Set(rows.map((x: { relKeyword: string }) => x.relKeyword)).size).toBe(rows.length);
    expect((await tool(hint('텀블러', 'nike'))).json()).toEqual(r.json());
  });

  it('refuses a wrong signature (403 invalid-signature) and a skewed timestamp (403 invalid-timestamp)', async () => {
    const wrong = await tool(hint('텀블러'), signed(Date.now(), 'not-the-secret'));
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({
      status: 403,
      type: 'urn:naver:api:problem:invalid-signature',
      title: 'Invalid Signature',
    });
    expect(wrong.json().detail).toMatch(/^Signature '.+' is invalid\.$/);
    const skewed = await tool(hint('텀블러'), signed(Date.now() - 61_000));
    expect(skewed.statusCode).toBe(403);
    expect(skewed.json()).toMatchObject({
      status: 403,
      type: 'urn:naver:api:problem:invalid-timestamp',
      title: 'Invalid Timestamp',
      detail: 'Request has expired.',
    });
    expect((await tool(hint('텀블러'), signed(Date.now() - 30_000))).statusCode).toBe(200);
    expect((await tool(hint('텀블러'), {})).statusCode).toBe(401);
  });

  it('refuses a customer id the key does not act for (the new ad-account number) as 403 auth-failed', async () => {
    const other = await tool(hint('텀블러'), { ...signed(Date.now()), 'x-customer': '987654321' });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({
      status: 403,
      type: 'urn:naver:api:problem:auth-failed',
      title: 'Auth Failed',
    });
    expect(other.json().detail).toContain('customer-id: 987654321');
  });

  it('rejects whitespace, more than 5 hints and a missing parameter; answers [] for unknown keywords', async () => {
    const space = await tool(hint('홍길동 떡볶이'));
    expect(space.statusCode).toBe(400);
    expect(space.json()).toEqual({
      title: 'Invalid Parameter',
      status: 'BAD_REQUEST',
      detail: 'There are invalid parameters',
      type: 'about:blank',
    });
    expect((await tool(hint('a', 'b', 'c', 'd', 'e', 'f'))).statusCode).toBe(400);
    expect((await tool('showDetail=1')).statusCode).toBe(400);
    expect((await tool(`hintkeywords=${encodeURIComponent('텀블러')}`)).json()).toEqual({ keywordList: [] });
    expect((await tool(hint('zzqx'))).json()).toEqual({ keywordList: [] });
  });

  it('answers 429 {code, message} above the per-second rate', async () => {
    await app.inject({
      headers: CONTROL,
      method: 'POST',
      url: '/__control/searchad',
      payload: { ratePerSec: 2 },
    });
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await tool(hint('텀블러'))).statusCode);
    expect(codes).toEqual([200, 200, 429]);
    const r = await tool(hint('텀블러'));
    expect(r.json()).toEqual({ code: 429, message: 'Too Many Requests' });
  });
});
