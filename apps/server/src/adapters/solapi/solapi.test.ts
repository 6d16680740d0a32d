import { createHmac } from 'node:crypto';
import { SOLAPI_SIM } from '@seller/simulator';
import { describe, expect, it } from 'vitest';
import { SIMULATOR_CREDENTIALS } from '../services';
import { resultOf, solapiAuthorization } from './client';

describe('SOLAPI adapter', () => {
  it('signs as SOLAPI documents: hex HMAC-SHA256 of date + salt under the secret', () => {
    const date = new Date('2026-12-04T09:00:00.000Z');
    const header = solapiAuthorization('KEY', 'SECRET', date, 'salt1');
    const sig = createHmac('sha256', 'SECRET').update('2026-12-04T09:00:00.000Zsalt1').digest('hex');
    expect(header).toBe(
      `HMAC-SHA256 apiKey=KEY, date=2026-12-04T09:00:00.000Z, salt=salt1, signature=${sig}`,
    );
  });

  it('reads results: pending, delivered, SMS instead, failed', () => {
    expect(resultOf({ messageId: 'm', statusCode: '2000' }).state).toBe('pending');
    expect(resultOf({ messageId: 'm', statusCode: '3000' }).state).toBe('pending');
    expect(resultOf({ messageId: 'm', statusCode: '4000', type: 'ATA' }).state).toBe('delivered');
    expect(resultOf({ messageId: 'm', statusCode: '4000', replacement: true }).state).toBe('fallback');
    expect(resultOf({ messageId: 'm', statusCode: '3104', reason: 'x' })).toEqual({
      state: 'failed',
      code: '3104',
      detail: 'x',
    });
  });

  it("the server's simulator defaults are the simulator's account", () => {
    const c = SIMULATOR_CREDENTIALS.solapi;
    expect([c.apiKey, c.apiSecret, c.pfId, c.sender]).toEqual([
      SOLAPI_SIM.apiKey,
      SOLAPI_SIM.apiSecret,
      SOLAPI_SIM.pfId,
      SOLAPI_SIM.sender,
    ]);
    expect(c.templates).toEqual(SOLAPI_SIM.templates);
  });
});
