import { describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig, loadConfigOrExit } from './config';

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

  it('keeps the simulator on this machine unless SIMULATOR_HOST says otherwise', () => {
    expect(loadConfig({}).simulator).toMatchObject({ host: '127.0.0.1', secret: undefined });
    expect(loadConfig({ SIMULATOR_HOST: '0.0.0.0', SIMULATOR_SECRET: 'e2e' }).simulator).toMatchObject({
      host: '0.0.0.0',
      secret: 'e2e',
    });
  });

  it('asks for TOKEN_ENCRYPTION_KEY in production when Kakao is configured, of 32 characters or more', () => {
    const prod = { NODE_ENV: 'production', PORTONE_API_SECRET: 's', KAKAO_REST_API_KEY: 'k' };
    expect(() => loadConfig(prod)).toThrow(/TOKEN_ENCRYPTION_KEY is required in production/);
    expect(() => loadConfig({ ...prod, TOKEN_ENCRYPTION_KEY: 'short' })).toThrow(ConfigError);
    const key = 'k'.repeat(32);
    expect(loadConfig({ ...prod, TOKEN_ENCRYPTION_KEY: key }).tokenEncryptionKey).toBe(key);
    // Development (and production without Kakao) run without one: the database's secret seals.
    expect(loadConfig({ NODE_ENV: 'development', KAKAO_REST_API_KEY: 'k' }).tokenEncryptionKey).toBeNull();
    expect(loadConfig({ NODE_ENV: 'production', PORTONE_API_SECRET: 's' }).tokenEncryptionKey).toBeNull();
  });

  it('refuses NODE_ENV=production with the simulator on, and only then', () => {
    for (const env of [
      { NODE_ENV: 'production' },
      { NODE_ENV: 'production', SIMULATOR: 'on' },
      { NODE_ENV: 'production', SIMULATOR: 'on', PORTONE_API_SECRET: 's' },
    ]) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(/NODE_ENV=production with the simulator on/);
    }
    expect(loadConfig({ NODE_ENV: 'production', PORTONE_API_SECRET: 's' }).simulator.enabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SIMULATOR: 'off' }).simulator.enabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).simulator.enabled).toBe(true);
  });

  it('at start, a bad configuration prints its reasons and exits 1', () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const exit = vi.fn((code: number): never => {
      throw new Error(`exit ${code}`);
    });
    try {
      expect(() => loadConfigOrExit({ NODE_ENV: 'production' }, exit)).toThrow('exit 1');
      expect(exit).toHaveBeenCalledWith(1);
      expect(printed.mock.calls[0]?.[0]).toMatch(/NODE_ENV=production with the simulator on/);
      expect(loadConfigOrExit({ NODE_ENV: 'test' }, exit).env).toBe('test');
      expect(exit).toHaveBeenCalledTimes(1);
    } finally {
      printed.mockRestore();
    }
  });

  it('counts rate limits in the database whenever DATABASE_URL is set, in memory otherwise, unless told', () => {
    expect(loadConfig({}).rateLimitStore).toBe('memory');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/app' }).rateLimitStore).toBe('database');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/app', RATE_LIMIT_STORE: 'memory' }).rateLimitStore).toBe(
      'memory',
    );
    expect(loadConfig({ RATE_LIMIT_STORE: 'database' }).rateLimitStore).toBe('database');
    expect(() => loadConfig({ RATE_LIMIT_STORE: 'redis' })).toThrow(ConfigError);
  });
});
