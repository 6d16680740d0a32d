import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installSpa } from './spa';
import { pageKey, pickEncoding } from './spa-pages';

const INDEX =
  '<!doctype html><html lang="ko"><head><script type="module" src="/assets/index-a1.js"></script></head><body><div id="root"></div></body></html>';

describe('SPA pages with their screen’s scripts preloaded', () => {
  let dist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-pages-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
    fs.writeFileSync(path.join(dist, 'assets', 'index-a1.js'), 'export {};');
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
    app = Fastify();
    await installSpa(app, dist);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

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
    const br = await get('/myPage/info', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gz = await get('/myPage/payhistory', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain);
    expect((await get('/myPage/info', 'br;q=0, gzip;q=0')).headers['content-encoding']).toBeUndefined();
  });

  it('leaves anything but a plain asset path out, and other paths get index.html as built', async () => {
    const odd = (await get('/odd')).body;
    expect(odd).not.toContain('modulepreload');
    expect(odd).not.toContain('alert(1)');
    const other = await get('/no-such-screen');
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(INDEX);
    expect(other.headers['cache-control']).toBe('no-cache');
  });

  it('keys and encodings', () => {
    expect(pageKey('/')).toBe('/');
    expect(pageKey('/MyPage/Info//')).toBe('/mypage/info');
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('gzip, br')).toBe('br');
    expect(pickEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(pickEncoding('deflate')).toBe('identity');
  });
});
