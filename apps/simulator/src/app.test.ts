import { describe, expect, it } from 'vitest';
import { buildSimulator } from './app';
import { CONTROL, TEST_SECRET } from './test-support';

describe('simulator skeleton', () => {
  it('answers health and counts calls per service and key, resettable', async () => {
    const { app, state } = buildSimulator({ secret: TEST_SECRET, logLevel: 'silent' });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({
      status: 'ok',
      simulator: true,
    });
    state.calls.hit('shop', 'key-a');
    state.calls.hit('shop', 'key-a');
    state.calls.hit('kakao');
    expect((await app.inject({ headers: CONTROL, method: 'GET', url: '/__control/calls' })).json()).toEqual({
      shop: { 'key-a': 2 },
      kakao: { '-': 1 },
    });
    await app.inject({ headers: CONTROL, method: 'POST', url: '/__control/reset' });
    expect((await app.inject({ headers: CONTROL, method: 'GET', url: '/__control/calls' })).json()).toEqual(
      {},
    );
    await app.close();
  });
});
