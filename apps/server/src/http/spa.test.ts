import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '@seller/shared';
import { authRoutes } from '../features/auth/auth.routes';
import type { AuthService } from '../features/auth/auth.service';
import { bootDataOf } from '../test/app';
import { installSpa } from './spa';
import { pageKey, pickEncoding, scriptJson } from './spa-pages';

const INDEX =
  '<!doctype html><html lang="ko"><head><script type="module" src="/assets/index-a1.js"></script></head><body><div id="root"></div></body></html>';
const APP_CONFIG = { simulator: true, adfitUnitId: null, chatChannelUrl: null, publicHost: 'localhost:8081' };
// A name that would end the data element, were it written as it is.
const MEMBER: SessionUser = {
  mbrSn: 7,
  mbrEmail: 'm@example.com',
  mbrNm: '</script><script>window.__xss=1</script><!--&\u2028',
  mbrAtrbCd: 'GNRL_MBR',
  psitnGrpcoCd: null,
  psitnGrpcoSn: null,
  mbrTpCd: 'EMAIL',
};

/** A first paint's parts; `$&` and `$1` would be replacement patterns to String.replace. */
const BAR = '<header class="bar">Seller Toolkit</header>';
const FRAME = '<section id="first-paint"><h1>Tracked goods $& $1</h1></section>';

let dist: string;
let app: FastifyInstance;
/** The session tokens the app looked up, in order. */
const looked: string[] = [];

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-pages-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, 'assets', 'index-a1.js'), 'export {};');
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // What apps/web/plugins/route-preloads.ts writes: lower-case paths → scripts beyond the entry.
  fs.writeFileSync(
    path.join(dist, '.vite', 'route-preloads.json'),
    JSON.stringify({
      '/goodstrackingrouter': ['/assets/GoodsRankRoute-b2.js', '/assets/chart-c3.js'],
      '/mypage/info': ['/assets/MyPageRoute-d4.js'],
      '/mypage/payhistory': ['/assets/MyPageRoute-d4.js'],
      // Never copied into the page: not a script of ours.
      '/odd': ['/assets/x.js"><script>alert(1)</script>', 'https://example.com/a.js'],
    }),
  );
  // What apps/web/plugins/first-paint.ts writes: the markup inside #root, per kind of request.
  fs.writeFileSync(
    path.join(dist, '.vite', 'route-first-paint.json'),
    JSON.stringify({
      '/goodstrackingrouter': { visitor: BAR, member: `${BAR}${FRAME}` },
      '/mypage/info': { visitor: BAR, member: BAR },
      '/mypage/payhistory': { visitor: BAR, member: BAR },
    }),
  );
  const auth = {
    resolve: async (token: string | undefined) => {
      looked.push(token ?? '');
      return token === 'member' ? { user: MEMBER, tokenHash: 'h' } : null;
    },
  } as unknown as AuthService;
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(cookie);
  authRoutes(app, { auth, secureCookie: false, loginRateLimit: { max: 10, windowMs: 60_000 } });
  await installSpa(app, dist, { appConfig: APP_CONFIG });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
const gzip = { 'accept-encoding': 'gzip' };

describe('SPA pages with their screen’s scripts preloaded', () => {
  it('lists the screen’s chunks as modulepreload links in the head, whatever the case or trailing slash', async () => {
    for (const url of ['/goodsTrackingRouter', '/GOODSTRACKINGROUTER/', '/goodsTrackingRouter?tab=1']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.headers['content-encoding']).toBeUndefined();
      const head = res.body.slice(0, res.body.indexOf('</head>'));
      expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/GoodsRankRoute-b2.js">');
      expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/chart-c3.js">');
      expect(res.body).toContain('<script type="module" src="/assets/index-a1.js"></script>');
    }
  });

  it('sends brotli or gzip to a browser that accepts them, the same page decoded', async () => {
    const plain = (await get('/mypage/info')).body;
    const br = await get('/myPage/info', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gz = await get('/myPage/payhistory', gzip);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain);
    expect(
      (await get('/myPage/info', { 'accept-encoding': 'br;q=0, gzip;q=0' })).headers['content-encoding'],
    ).toBeUndefined();
  });

  it('leaves anything but a plain asset path out, and other paths get index.html with the boot data', async () => {
    const odd = (await get('/odd')).body;
    expect(odd).not.toContain('modulepreload');
    expect(odd).not.toContain('alert(1)');
    const other = await get('/no-such-screen');
    expect(other.statusCode).toBe(200);
    expect(other.body).not.toContain('modulepreload');
    expect(other.body.replace(/\s*<script type="application\/json"[^]*?<\/script>\s*/, '')).toBe(INDEX);
    expect(other.headers['cache-control']).toBe('no-cache');
  });

  it('keys and encodings', () => {
    expect(pageKey('/')).toBe('/');
    expect(pageKey('/MyPage/Info//')).toBe('/mypage/info');
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('gzip, br')).toBe('br');
    expect(pickEncoding('gzip, br', { br: false })).toBe('gzip');
    expect(pickEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(pickEncoding('deflate')).toBe('identity');
  });
});

describe('the first render’s data in the page (boot data)', () => {
  it('gives a visitor the app config and no member, on screens and other paths alike', async () => {
    for (const url of ['/goodsTrackingRouter', '/', '/no-such-screen']) {
      const res = await get(url, { cookie: 'sid=expired' });
      expect(bootDataOf(res.body), url).toEqual({ session: { data: null }, appConfig: APP_CONFIG });
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('gives a member their own session, private to them, gzip or plain', async () => {
    for (const headers of [{ cookie: 'sid=member' }, { cookie: 'sid=member', ...gzip }]) {
      const res = await get('/goodsTrackingRouter', headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      const html =
        res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(res.rawPayload).toString() : res.body;
      expect(res.headers['content-encoding']).toBe('accept-encoding' in headers ? 'gzip' : undefined);
      expect(bootDataOf(html)).toEqual({ session: { data: MEMBER }, appConfig: APP_CONFIG });
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/GoodsRankRoute-b2.js">');
    }
  });

  it('writes JSON that cannot close its element, whatever the member’s name holds', async () => {
    const html = (await get('/mypage/info', { cookie: 'sid=member' })).body;
    // The document's only closing script tags are the data element's own and the entry's.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).not.toContain('<!--');
    expect(html).not.toContain('window.__xss=1</');
    expect(scriptJson({ a: '</script>&\u2028' })).toBe('{"a":"\\u003c/script\\u003e\\u0026\\u2028"}');
  });
});

describe('the first paint inside #root', () => {
  const root = (html: string) => /<div id="root">([^]*?)<\/div>\s*<\/body>/.exec(html)?.[1];

  it('gives a member the screen’s frame and a visitor the bar only, on a members’ screen', async () => {
    expect(root((await get('/goodsTrackingRouter', { cookie: 'sid=member' })).body)).toBe(`${BAR}${FRAME}`);
    expect(root((await get('/goodsTrackingRouter')).body)).toBe(BAR);
    expect(root((await get('/myPage/info', { cookie: 'sid=member' })).body)).toBe(BAR);
  });

  it('keeps the visitor’s compressed page the same page, and paths without one empty', async () => {
    const plain = (await get('/goodsTrackingRouter')).body;
    const br = await get('/goodsTrackingRouter', { 'accept-encoding': 'br' });
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    expect(root((await get('/no-such-screen')).body)).toBe('');
  });
});

describe('the build’s files and the session', () => {
  it('serves /assets/ without looking the session up; pages and other files still do', async () => {
    looked.length = 0;
    const withCookie = { cookie: 'sid=abc' };
    const asset = await get('/assets/index-a1.js', withCookie);
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/missing-z9.js', withCookie)).statusCode).toBe(404);
    // A path under /assets/ that is no file is not a page either.
    expect((await get('/assets/nothing', withCookie)).statusCode).toBe(404);
    expect(looked).toEqual([]);
    expect((await get('/goodsTrackingRouter', withCookie)).statusCode).toBe(200);
    const icon = await get('/favicon.svg', withCookie);
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=0');
    expect(looked).toEqual(['abc', 'abc']);
  });
});
