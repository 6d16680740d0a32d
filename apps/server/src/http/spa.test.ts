import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionPlugin } from './session';
import { installSpa } from './spa';

const INDEX =
  '<!doctype html><html lang="ko"><head><script type="module" src="/assets/index-a1.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = 'export const screen = "tracked goods";'.repeat(40);

let dist: string;
let app: FastifyInstance;
/** The session tokens the app looked up, in order. */
const looked: string[] = [];

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  // What the web build writes (apps/web/vite.config.ts): each file with its .br and .gz copies.
  const write = (rel: string, text: string) => {
    fs.writeFileSync(path.join(dist, rel), text);
    fs.writeFileSync(path.join(dist, `${rel}.br`), zlib.brotliCompressSync(text));
    fs.writeFileSync(path.join(dist, `${rel}.gz`), zlib.gzipSync(text));
  };
  write('index.html', INDEX);
  write('assets/index-a1.js', SCRIPT);
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(cookie);
  await app.register(sessionPlugin, {
    cookieName: 'sid',
    resolve: async (token) => {
      looked.push(token ?? '');
      return null;
    },
  });
  app.get('/probe', { config: { access: 'public' } }, async (req) => ({ member: req.member }));
  await installSpa(app, dist);
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('the SPA document', () => {
  it('is index.html for every client route, revalidated on each load', async () => {
    for (const url of ['/', '/goodsTrackingRouter', '/myPage/info?tab=1', '/no-such-screen']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.body).toBe(INDEX);
    }
  });

  it('goes out as the build’s brotli or gzip copy to a browser that accepts it', async () => {
    const br = await get('/goodsTrackingRouter', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(INDEX);
    const gz = await get('/coin', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(INDEX);
  });

  it('is no answer to an API path or a missing file: JSON 404', async () => {
    for (const url of [
      '/v1/nope',
      '/api/nothing',
      '/missing.png',
      '/assets/missing-z9.js',
      '/assets/nothing',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/json');
    }
  });
});

describe('the build’s files', () => {
  it('serves hashed assets for a year, compressed, without looking the session up', async () => {
    looked.length = 0;
    const withCookie = { cookie: 'sid=abc' };
    const asset = await get('/assets/index-a1.js', { ...withCookie, 'accept-encoding': 'br' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(asset.rawPayload).toString()).toBe(SCRIPT);
    const icon = await get('/favicon.svg', withCookie);
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=0');
    expect((await get('/goodsTrackingRouter', withCookie)).statusCode).toBe(200);
    expect(looked).toEqual([]);
    // A route that reads the member does look it up (so the empty list above means something).
    expect((await get('/probe', withCookie)).statusCode).toBe(200);
    expect(looked).toEqual(['abc']);
  });
});
