/**
 * Slow clients are timed out (issue 35 §11): Fastify turns Node's request timeout off by default,
 * so a body sent a byte at a time (slowloris) held its connection as long as the client liked.
 * The server's timeouts come from config.ts (REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS,
 * CONNECTION_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS). Real sockets: `inject` has no connection.
 * Each slow client would take over 90 s to finish; the bounds below are generous, and each case
 * tells the timeouts apart by what the client receives, not by the clock.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { ConfigError, loadConfig } from '../config';
import { type TestApp, createTestApp } from '../test/app';

const TIMEOUTS = {
  REQUEST_TIMEOUT_MS: '3000',
  HEADERS_TIMEOUT_MS: '1000',
  CONNECTION_TIMEOUT_MS: '1500',
  KEEP_ALIVE_TIMEOUT_MS: '800',
};
/** How long a case waits for the server to end the connection before calling it never cut. */
const GIVE_UP_MS = 15_000;

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp(TIMEOUTS);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

/**
 * Sends `head`, then `trickle` one byte every 100 ms (a slowloris client); answers what came back
 * and whether the server ended the connection within GIVE_UP_MS.
 */
function slowClient(head: string, trickle = ''): Promise<{ cut: boolean; answer: string }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let sent = 0;
    const drip = setInterval(() => {
      if (sent < trickle.length && socket.writable) socket.write(trickle[sent++]!);
    }, 100);
    const giveUp = setTimeout(() => finish(false), GIVE_UP_MS);
    const finish = (cut: boolean) => {
      clearInterval(drip);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ cut, answer: Buffer.concat(chunks).toString('utf8') });
    };
    socket.on('data', (d) => chunks.push(d));
    socket.on('error', () => undefined);
    socket.on('close', () => finish(true));
    socket.write(head);
  });
}

function expectTimeoutAnswer(answer: string) {
  expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
  expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
    code: 'REQUEST_TIMEOUT',
    message: ko.errors.REQUEST_TIMEOUT,
    data: null,
  });
}

const slowBodyHead =
  'POST /v1/member/user/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
  'Content-Length: 1000\r\n\r\n{"mbrEmail":"';

describe('slow clients are cut off (issue 35 §11)', () => {
  it('a body sent a byte every 100 ms is cut off at REQUEST_TIMEOUT_MS with a Korean 408', async () => {
    const { cut, answer } = await slowClient(slowBodyHead, 'a'.repeat(1000));
    expect(cut).toBe(true);
    expectTimeoutAnswer(answer);
  }, 30_000);

  it('headers sent a byte every 100 ms are cut off at HEADERS_TIMEOUT_MS with a Korean 408', async () => {
    const { cut, answer } = await slowClient(
      'GET /healthz HTTP/1.1\r\nHost: localhost\r\n',
      'X-Slow: b\r\n'.repeat(100),
    );
    expect(cut).toBe(true);
    expectTimeoutAnswer(answer);
  }, 30_000);

  it('a connection gone silent mid-body is closed at CONNECTION_TIMEOUT_MS, before the request timeout answers', async () => {
    const { cut, answer } = await slowClient(slowBodyHead);
    expect(cut).toBe(true);
    // Closed without a word: the 408 would have come from the (longer) request timeout.
    expect(answer).toBe('');
  }, 30_000);

  it('the HTTP server carries the configured timeouts, kept-alive connections included', () => {
    const server = t.app.server;
    expect({
      requestTimeout: server.requestTimeout,
      headersTimeout: server.headersTimeout,
      timeout: server.timeout,
      keepAliveTimeout: server.keepAliveTimeout,
    }).toEqual({ requestTimeout: 3000, headersTimeout: 1000, timeout: 1500, keepAliveTimeout: 800 });
  });

  it('defaults suit a proxy in front; headers allowed longer than the whole request are refused at start', () => {
    expect(loadConfig({}).timeouts).toEqual({
      requestMs: 60_000,
      headersMs: 15_000,
      connectionMs: 120_000,
      keepAliveMs: 72_000,
    });
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '6000' })).toThrow(ConfigError);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(ConfigError);
  });
});
