/**
 * Credentials that travel in URLs never reach the log in clear (issue 35 §9): client-report links
 * (`/report/<token>`, `/v1/report/<token>`), the mail links' `?token=`, the setup link, OAuth
 * callbacks' `code` and `state`, and personal API tokens wherever they appear.
 */
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/app';
import { REDACTED, createLogger, redactSecrets } from './logger';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

const secret = () => randomBytes(24).toString('base64url');

describe('redactSecrets', () => {
  it.each([
    ['/report/abcDEF123-_', `/report/${REDACTED}`],
    ['/v1/report/abcDEF123/pdf', `/v1/report/${REDACTED}/pdf`],
    ['/v1/report-mail/confirm?token=abc%2Bdef', `/v1/report-mail/confirm?token=${REDACTED}`],
    [
      '/v1/rank-alerts/unsubscribe?x=1&token=abc.def&y=2',
      `/v1/rank-alerts/unsubscribe?x=1&token=${REDACTED}&y=2`,
    ],
    ['/setup?token=abc', `/setup?token=${REDACTED}`],
    [
      '/v1/auth/kakao/callback?code=c0de&state=st4te',
      `/v1/auth/kakao/callback?code=${REDACTED}&state=${REDACTED}`,
    ],
    ['/mail?KEY=k3y', `/mail?KEY=${REDACTED}`],
    ['/anything/stk_abc-DEF_123?q=1', `/anything/stk_${REDACTED}?q=1`],
  ])('%s', (url, logged) => {
    expect(redactSecrets(url)).toBe(logged);
  });

  it('leaves URLs without credentials as they are', () => {
    for (const url of [
      '/v1/member/clientReports/12',
      '/v1/report-mail/unsubscribe',
      '/api/v1/keywords/3/history?from=2026-01-01&to=2026-01-31',
      '/payment/callback?paymentId=order-1&txId=t-2',
      '/v1/goodsRank/list?pageNum=2',
    ])
      expect(redactSecrets(url)).toBe(url);
  });
});

describe('the request log', () => {
  let t: TestApp;
  const log = capture();
  beforeAll(async () => {
    t = await createTestApp({}, { log: createLogger({ logLevel: 'info' }, log.stream) });
  }, 60_000);
  afterAll(() => t.close());

  it('shows token-bearing URLs redacted, never the token', async () => {
    const tokens = Array.from({ length: 7 }, secret);
    const apiToken = `stk_${secret()}`;
    const [report, pdf, page, confirm, unsubscribe, setup, kakao] = tokens;
    const calls = [
      [`/v1/report/${report}`, `/v1/report/${REDACTED}`],
      [`/v1/report/${pdf}/pdf`, `/v1/report/${REDACTED}/pdf`],
      [`/report/${page}`, `/report/${REDACTED}`],
      [`/v1/report-mail/confirm?token=${confirm}`, `/v1/report-mail/confirm?token=${REDACTED}`],
      [`/v1/rank-alerts/unsubscribe?token=${unsubscribe}`, `/v1/rank-alerts/unsubscribe?token=${REDACTED}`],
      [`/setup?token=${setup}`, `/setup?token=${REDACTED}`],
      [
        `/v1/auth/kakao/callback?code=${kakao}&state=${kakao}`,
        `/v1/auth/kakao/callback?code=${REDACTED}&state=${REDACTED}`,
      ],
      [`/api/v1/products?token=${apiToken}`, `/api/v1/products?token=${REDACTED}`],
    ] as const;
    for (const [url] of calls) {
      await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${apiToken}` } });
    }
    const text = log.lines.join('\n');
    for (const token of [...tokens, apiToken]) expect(text).not.toContain(token);
    const logged = log.lines
      .map((l) => JSON.parse(l) as { msg?: string; req?: { url?: string } })
      .filter((l) => l.msg === 'incoming request')
      .map((l) => l.req?.url);
    for (const [, redacted] of calls) expect(logged).toContain(redacted);
  });

  it('redacts a URL quoted in a message or an error', () => {
    const out = capture();
    const logger = createLogger({ logLevel: 'info' }, out.stream);
    const token = secret();
    logger.warn(`GET https://example.com/v1/report-mail/confirm?token=${token} failed`);
    logger.error({ err: new Error(`fetch /report/${token} failed`) }, 'request failed');
    logger.child({ feature: 'x' }).info(`made stk_${token}`);
    const text = out.lines.join('\n');
    expect(text).not.toContain(token);
    expect(text).toContain(`?token=${REDACTED}`);
    expect(text).toContain(`/report/${REDACTED}`);
    expect(text).toContain(`stk_${REDACTED}`);
  });
});
