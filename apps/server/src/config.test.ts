import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('config', () => {
  it('with no credentials, runs the simulator and points every adapter at it', () => {
    const c = loadConfig({});
    expect(c.simulator.enabled).toBe(true);
    expect(c.port).toBe(8081);
    expect(c.databaseUrl).toBeUndefined();
    const sim = 'http://127.0.0.1:8090';
    expect(c.endpoints).toEqual({
      naverOpenApi: `${sim}/naver-openapi`,
      searchAd: `${sim}/searchad`,
      place: `${sim}/place`,
      shopping: `${sim}/shopping`,
      portone: `${sim}/portone`,
      kakaoAuth: `${sim}/kakao-auth`,
      kakaoApi: `${sim}/kakao-api`,
      scoreService: `${sim}/score`,
      rankingService: `${sim}/ranking`,
      smtpUrl: 'smtp://127.0.0.1:2525',
    });
  });

  it('with credentials, does not start the simulator and talks to the vendors', () => {
    const c = loadConfig({ NAVER_CLIENT_ID: 'a,b', NAVER_CLIENT_SECRET: 'x,y', PORTONE_API_SECRET: 's' });
    expect(c.simulator.enabled).toBe(false);
    expect(c.endpoints.naverOpenApi).toBe('https://openapi.naver.com');
    expect(c.endpoints.portone).toBe('https://api.portone.io');
    expect(c.endpoints.scoreService).toBeNull();
    expect(c.providers.naverClients).toEqual([
      { clientId: 'a', clientSecret: 'x' },
      { clientId: 'b', clientSecret: 'y' },
    ]);
    expect(loadConfig({ PORTONE_API_SECRET: 's', SIMULATOR: 'on' }).simulator.enabled).toBe(true);
  });

  it('refuses invalid settings with a clear error', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ NAVER_CLIENT_ID: 'a,b', NAVER_CLIENT_SECRET: 'x' })).toThrow(
      /NAVER_CLIENT_SECRET/,
    );
    expect(() => loadConfig({ SIMULATOR: 'maybe' })).toThrow(ConfigError);
  });
});
