/**
 * Requests Node refuses before Fastify routes them (over-long URL or headers, bytes that are not
 * HTTP) get the app's Korean envelope with its safety headers, not Node's bare English answer.
 * Only a real socket shows this: `inject` never goes through Node's parser.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { type TestApp, createTestApp } from '../test/app';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

/** Sends raw bytes and reads the whole answer (the server closes the connection). */
function raw(request: string): Promise<{ status: number; headers: Map<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (d) => chunks.push(d));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const status = Number(statusLine.split(' ')[1]);
      if (!status) return reject(new Error(`no answer: ${text.slice(0, 200)}`));
      const headers = new Map(
        lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      resolve({ status, headers, body });
    });
    socket.write(request);
  });
}

function expectEnvelope(res: Awaited<ReturnType<typeof raw>>, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(JSON.parse(res.body)).toEqual({
    code,
    message: ko.errors[code as keyof typeof ko.errors],
    data: null,
  });
  expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(res.body));
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
}

describe('requests refused before routing', () => {
  it('a URL over 16 KB gets 431 with the Korean message', async () => {
    const res = await raw(`GET /v1/notice/list?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expectEnvelope(res, 431, 'HEADERS_TOO_LARGE');
  });

  it('headers over 16 KB get 431 with the Korean message', async () => {
    const res = await raw(
      `GET /healthz HTTP/1.1\r\nHost: localhost\r\nCookie: x=${'b'.repeat(20_000)}\r\n\r\n`,
    );
    expectEnvelope(res, 431, 'HEADERS_TOO_LARGE');
  });

  it('bytes that are not HTTP get 400 with the Korean message', async () => {
    const res = await raw('NOT HTTP AT ALL\r\n\r\n');
    expectEnvelope(res, 400, 'BAD_REQUEST');
  });

  it('a request under the limit is served as usual', async () => {
    const res = await raw(`GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    expect(res.status).toBe(200);
  });
});
