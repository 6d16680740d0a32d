import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/app';
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({}, {});
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(() => t.close());
it('baseline', async () => {
  const h = monitorEventLoopDelay({ resolution: 5 });
  h.enable();
  const polls: number[] = [];
  const end = Date.now() + 15_000;
  while (Date.now() < end) {
    const s = performance.now();
    await fetch(`${base}/healthz`);
    polls.push(performance.now() - s);
    await new Promise((r) => setTimeout(r, 25));
  }
  h.disable();
  polls.sort((a, b) => a - b);
  console.log('idle polls', polls.length, 'p50', Math.round(polls[polls.length >> 1]!), 'p99', Math.round(polls[Math.floor(polls.length * 0.99)]!), 'max', Math.round(polls.at(-1)!), 'eld max', Math.round(h.max / 1e6));
}, 60_000);
