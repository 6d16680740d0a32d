import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTONE_SIM_DEFAULTS } from '@seller/simulator';
import { loadConfig } from '../config';
import { control, startTestSimulator, type RunningSimulator } from '../test/simulator';
import { ProviderError } from './http';
import {
  browserFacing,
  createServiceAdapters,
  portoneBrowserConfig,
  SIMULATOR_CREDENTIALS,
} from './services';

describe('createServiceAdapters', () => {
  let sim: RunningSimulator;
  beforeAll(async () => {
    sim = await startTestSimulator({ smtp: true });
  });
  afterAll(() => sim.close());

  it('uses the simulator and its documented secrets in simulator mode', async () => {
    expect(SIMULATOR_CREDENTIALS.portoneApiSecret).toBe(PORTONE_SIM_DEFAULTS.apiSecret);
    expect(SIMULATOR_CREDENTIALS.portoneWebhookSecret).toBe(PORTONE_SIM_DEFAULTS.webhookSecret);
    expect(SIMULATOR_CREDENTIALS.portoneStoreId).toBe(PORTONE_SIM_DEFAULTS.storeId);
    expect(SIMULATOR_CREDENTIALS.portoneChannelKey).toBe(PORTONE_SIM_DEFAULTS.channelKey);

    const config = loadConfig({
      SIMULATOR: 'on',
      SIMULATOR_PORT: String(sim.port),
      SIMULATOR_SMTP_PORT: String(sim.smtpPort),
      PUBLIC_URL: 'http://localhost:8081',
    });
    const s = createServiceAdapters(config, { retry: { retries: 0 } });

    await control(sim, 'POST', '/__control/portone/payments', {
      paymentId: 'svc-1',
      amount: 5500,
      webhook: false,
    });
    expect(await s.portone.getPayment('svc-1')).toMatchObject({ status: 'PAID', amount: { total: 5500 } });

    const authorize = s.kakao.authorizeUrl({ state: 's', redirectUri: 'http://localhost:8081/cb' });
    expect(authorize.startsWith(`http://localhost:${sim.port}/kakao-auth/oauth/authorize?`)).toBe(true);
    expect(authorize).toContain(`client_id=${SIMULATOR_CREDENTIALS.kakaoRestApiKey}`);

    expect((await s.keywordScore.search('텀블러')).products).toHaveLength(100);
    expect((await s.rankingBoard.rankup('P1D')).keywords).toHaveLength(20);

    await s.mail.sendMail({ to: 'svc@example.com', subject: 'hello', text: 'hi', html: '<p>hi</p>' });
    const inbox = await control<{ messages: Array<{ from: string }> }>(
      sim,
      'GET',
      '/__control/mail?to=svc@example.com',
    );
    expect(inbox.messages[0]!.from).toContain('no-reply@localhost');
    s.mail.close();

    expect(portoneBrowserConfig(config)).toEqual({
      storeId: 'store-sim',
      channelKey: 'channel-key-sim',
      simulatorCheckoutUrl: `http://localhost:${sim.port}/portone/checkout`,
      simulatorIdentityUrl: `http://localhost:${sim.port}/portone/identity`,
    });
  });

  it('with credentials talks to the vendors; unset optional services are unconfigured', async () => {
    const config = loadConfig({
      PORTONE_API_SECRET: 'live-secret',
      PORTONE_STORE_ID: 'store-live',
      KAKAO_REST_API_KEY: 'kakao-key',
    });
    expect(config.simulator.enabled).toBe(false);
    const s = createServiceAdapters(config);
    expect(s.kakao.authorizeUrl({ state: 's', redirectUri: 'https://www.example.com/cb' })).toMatch(
      /^https:\/\/kauth\.kakao\.com\/oauth\/authorize\?client_id=kakao-key&/,
    );
    expect(s.keywordScore.configured).toBe(false);
    expect(s.rankingBoard.configured).toBe(false);
    expect(s.mail.configured).toBe(false);
    await expect(s.keywordScore.search('a')).rejects.toMatchObject({ kind: 'unconfigured' });
    await expect(
      s.mail.sendMail({ to: 'a@example.com', subject: 's', text: 't', html: 't' }),
    ).rejects.toBeInstanceOf(ProviderError);
    await expect(s.portone.verifyWebhook('{}', {})).rejects.toMatchObject({ reason: 'UNCONFIGURED' });
    expect(portoneBrowserConfig(config)).toMatchObject({ storeId: 'store-live', simulatorCheckoutUrl: null });
    expect(browserFacing(config, 'https://kauth.kakao.com')).toBe('https://kauth.kakao.com');
  });
});
