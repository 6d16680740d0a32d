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
      naverApiHub: `${sim}/naver-api-hub`,
      searchAd: `${sim}/searchad`,
      place: `${sim}/place`,
      shopping: `${sim}/shopping`,
      portone: `${sim}/portone`,
      kakaoAuth: `${sim}/kakao-auth`,
      kakaoApi: `${sim}/kakao-api`,
      scoreService: `${sim}/score`,
      rankingService: `${sim}/ranking`,
      smtpUrl: 'smtp://127.0.0.1:2525',
      searchApi: `${sim}/searchapi`,
      apify: `${sim}/apify`,
      solapi: `${sim}/solapi`,
    });
    expect(c.shopping.source).toBe('searchapi');
    expect(c.shopping.searchApi.apiKey).toBeNull();
  });

  it("reads each provider's per-second limit over the defaults (PROVIDER_RATE_LIMITS, issue 35 §7)", () => {
    expect(loadConfig({}).providerRates).toEqual({ 'naver-openapi': 10, 'naver-searchad': 4, apify: 60 });
    expect(
      loadConfig({ PROVIDER_RATE_LIMITS: 'searchapi=5, naver-openapi=2.5,apify=0' }).providerRates,
    ).toEqual({ 'naver-openapi': 2.5, 'naver-searchad': 4, apify: 0, searchapi: 5 });
    expect(() => loadConfig({ PROVIDER_RATE_LIMITS: 'searchapi:5' })).toThrow(ConfigError);
  });

  it('with credentials, does not start the simulator and talks to the vendors', () => {
    const c = loadConfig({ NAVER_CLIENT_ID: 'a', NAVER_CLIENT_SECRET: 'x', PORTONE_API_SECRET: 's' });
    expect(c.simulator.enabled).toBe(false);
    expect(c.endpoints.naverOpenApi).toBe('https://openapi.naver.com');
    expect(c.endpoints.portone).toBe('https://api.portone.io');
    expect(c.endpoints.scoreService).toBeNull();
    expect(c.naverApi.key).toEqual({ clientId: 'a', clientSecret: 'x' });
    expect(loadConfig({ PORTONE_API_SECRET: 's', SIMULATOR: 'on' }).simulator.enabled).toBe(true);
  });

  it('reads SOLAPI for 알림톡 (issue 40 §3): templates per alert kind, prices, budget; refuses half a setup', () => {
    const sim = loadConfig({});
    expect(sim.alimtalk).toMatchObject({ apiKey: null, templates: {}, microsPerAlimtalk: 13_000_000 });
    const full = {
      SOLAPI_API_KEY: 'k',
      SOLAPI_API_SECRET: 's',
      SOLAPI_PF_ID: 'KA01PF',
      SOLAPI_SENDER: '0212345678',
      SOLAPI_TEMPLATES: 'drop=T1, rise=T2,enterTop=T3,leaveTop=T4,outOfRange=T5',
      SOLAPI_PRICE_SMS_KRW: '18.5',
      SOLAPI_DAILY_BUDGET_KRW: '5000',
    };
    const c = loadConfig(full);
    expect(c.simulator.enabled).toBe(false);
    expect(c.endpoints.solapi).toBe('https://api.solapi.com');
    expect(c.alimtalk).toMatchObject({
      pfId: 'KA01PF',
      templates: { drop: 'T1', rise: 'T2', outOfRange: 'T5' },
      microsPerSms: 18_500_000,
      dailyBudgetKrw: 5000,
    });
    expect(() => loadConfig({ ...full, SOLAPI_PF_ID: '' })).toThrow(/SOLAPI_PF_ID/);
    expect(() => loadConfig({ ...full, SOLAPI_TEMPLATES: 'drop=T1' })).toThrow(/rise/);
    expect(() => loadConfig({ ...full, SOLAPI_TEMPLATES: 'fall=T1' })).toThrow(/kind=templateId/);
  });

  it('calls Naver on NAVER API HUB unless the developer center is chosen or only its keys are set (issue 37)', () => {
    const hub = { NAVER_API_HUB_CLIENT_ID: 'hub-id', NAVER_API_HUB_CLIENT_SECRET: 'hub-secret' };
    const dev = { NAVER_CLIENT_ID: 'dev-id', NAVER_CLIENT_SECRET: 'dev-secret' };
    // The simulator: the HUB, at the simulator's mount of it.
    expect(loadConfig({}).naverApi).toEqual({
      platform: 'hub',
      baseUrl: 'http://127.0.0.1:8090/naver-api-hub',
      key: null,
      microsPerCall: 0,
    });
    expect(loadConfig({ NAVER_API_PLATFORM: 'developers' }).naverApi.baseUrl).toBe(
      'http://127.0.0.1:8090/naver-openapi',
    );
    expect(loadConfig(hub).naverApi).toEqual({
      platform: 'hub',
      baseUrl: 'https://naverapihub.apigw.ntruss.com',
      key: { clientId: 'hub-id', clientSecret: 'hub-secret' },
      microsPerCall: 0,
    });
    // What 수집 현황 counts a call at: won, as micros.
    expect(loadConfig({ ...hub, NAVER_API_PRICE_PER_CALL_KRW: '1.25' }).naverApi.microsPerCall).toBe(
      1_250_000,
    );
    expect(loadConfig(hub).providers).toMatchObject({ naverHubClientId: 'hub-id' });
    expect(loadConfig(hub).simulator.enabled).toBe(false);
    // An existing deployment with only the developer center's keys keeps working there.
    expect(loadConfig(dev).naverApi).toMatchObject({
      platform: 'developers',
      baseUrl: 'https://openapi.naver.com',
    });
    // Both sets: the HUB, unless the developer center is asked for.
    expect(loadConfig({ ...hub, ...dev }).naverApi.platform).toBe('hub');
    expect(loadConfig({ ...hub, ...dev, NAVER_API_PLATFORM: 'developers' }).naverApi.platform).toBe(
      'developers',
    );
    expect(loadConfig({ ...hub, NAVER_API_HUB_BASE: 'http://proxy' }).naverApi.baseUrl).toBe('http://proxy');
  });

  it("refuses a list of Naver keys, the old key pool, with Naver's terms as the reason (7.3 ⑤)", () => {
    for (const env of [
      { NAVER_CLIENT_ID: 'a,b,c', NAVER_CLIENT_SECRET: 'x,y,z' },
      { NAVER_CLIENT_ID: 'a, b', NAVER_CLIENT_SECRET: 'x' },
      { NAVER_API_HUB_CLIENT_ID: 'h1,h2', NAVER_API_HUB_CLIENT_SECRET: 's1,s2' },
      { NAVER_API_HUB_CLIENT_ID: 'h1', NAVER_API_HUB_CLIENT_SECRET: 's1,' },
    ]) {
      const error = (() => {
        try {
          loadConfig(env);
        } catch (e) {
          return e;
        }
        return null;
      })();
      expect(error, JSON.stringify(env)).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toMatch(
        /several keys.*7\.3 ⑤.*several client ids to raise the allowance/s,
      );
    }
    expect(() => loadConfig({ NAVER_CLIENT_ID: 'a,b', NAVER_CLIENT_SECRET: 'x,y' })).toThrow(
      /NAVER_CLIENT_ID, NAVER_CLIENT_SECRET list several keys/,
    );
    // One key on either platform is fine.
    expect(loadConfig({ NAVER_CLIENT_ID: 'a', NAVER_CLIENT_SECRET: 'x' }).naverApi.key).toEqual({
      clientId: 'a',
      clientSecret: 'x',
    });
  });

  it('refuses a Search Ad customer id that is not a number, naming the legacy id it must be', () => {
    expect(() => loadConfig({ NAVER_SEARCHAD_CUSTOMER_ID: 'ad-1234' })).toThrow(
      /NAVER_SEARCHAD_CUSTOMER_ID is not a number.*legacy Search Ad customer id.*not the new ad-account number/,
    );
    expect(loadConfig({ NAVER_SEARCHAD_CUSTOMER_ID: '1234567' }).providers.searchAdCustomerId).toBe(
      '1234567',
    );
  });

  it('refuses a Naver platform without its own keys, and a HUB key without its secret', () => {
    expect(() =>
      loadConfig({ NAVER_API_PLATFORM: 'hub', NAVER_CLIENT_ID: 'a', NAVER_CLIENT_SECRET: 'b' }),
    ).toThrow(/NAVER_API_PLATFORM=hub needs NAVER_API_HUB_CLIENT_ID.*do not work on the HUB/);
    expect(() =>
      loadConfig({
        NAVER_API_PLATFORM: 'developers',
        NAVER_API_HUB_CLIENT_ID: 'a',
        NAVER_API_HUB_CLIENT_SECRET: 'b',
      }),
    ).toThrow(/NAVER_API_PLATFORM=developers needs NAVER_CLIENT_ID/);
    expect(() => loadConfig({ NAVER_API_HUB_CLIENT_ID: 'a' })).toThrow(/go together/);
    expect(() => loadConfig({ NAVER_API_PLATFORM: 'datalab' })).toThrow(ConfigError);
  });

  it('refuses invalid settings with a clear error', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);

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

  describe('the shopping source (shop.json ended on 2026-07-31)', () => {
    it('a SearchApi key or an Apify token is a provider credential: the simulator stays off and the vendor is used', () => {
      const s = loadConfig({ SEARCHAPI_API_KEY: 'k', SEARCHAPI_PRICE_PER_REQUEST_USD: '0.0025' });
      expect([s.simulator.enabled, s.shopping.source, s.shopping.searchApi.apiKey]).toEqual([
        false,
        'searchapi',
        'k',
      ]);
      expect(s.endpoints.searchApi).toBe('https://www.searchapi.io');
      expect(s.shopping.searchApi).toMatchObject({
        pageParam: 'page',
        numParam: 'num',
        pageSize: 100,
        microsPerRequest: 2500,
      });
      const a = loadConfig({ APIFY_TOKEN: 't' });
      expect([a.simulator.enabled, a.shopping.source, a.endpoints.apify]).toEqual([
        false,
        'apify',
        'https://api.apify.com',
      ]);
      expect(a.shopping.apify).toMatchObject({
        token: 't',
        mapping: { actor: 'automly/naver-shopping-scraper' },
        microsPer1000: 2_490_000,
        maxChargeMicros: 5_000_000,
        runTimeoutSecs: 280,
      });
      expect(() => loadConfig({ SEARCHAPI_API_KEY: 'k', APIFY_TOKEN: 't' })).toThrow(/SHOPPING_SOURCE/);
      expect(
        loadConfig({ SEARCHAPI_API_KEY: 'k', APIFY_TOKEN: 't', SHOPPING_SOURCE: 'apify' }).shopping.source,
      ).toBe('apify');
    });

    it('refuses production with only the old Naver keys for shopping, naming the end date and the new variables', () => {
      const prod = { NODE_ENV: 'production', NAVER_CLIENT_ID: 'id', NAVER_CLIENT_SECRET: 'secret' };
      expect(() => loadConfig(prod)).toThrow(ConfigError);
      for (const words of [
        /2026-07-31/,
        /SHOPPING_SOURCE/,
        /SEARCHAPI_API_KEY/,
        /APIFY_TOKEN/,
        /data-sources\.md/,
      ])
        expect(() => loadConfig(prod)).toThrow(words);
      const searchApi = { ...prod, SHOPPING_SOURCE: 'searchapi', SEARCHAPI_API_KEY: 'k' };
      expect(() => loadConfig(searchApi)).toThrow(/SEARCHAPI_PRICE_PER_REQUEST_USD/);
      expect(loadConfig({ ...searchApi, SEARCHAPI_PRICE_PER_REQUEST_USD: '0.004' }).shopping.source).toBe(
        'searchapi',
      );
      expect(loadConfig({ ...prod, APIFY_TOKEN: 't' }).shopping.source).toBe('apify');
      // Outside production (and in simulator mode) the old keys alone still start.
      expect(loadConfig({ NAVER_CLIENT_ID: 'id', NAVER_CLIENT_SECRET: 'secret' }).shopping.source).toBe(
        'searchapi',
      );
    });

    it('asks for the key of the source it names, and checks the Apify actor and its mapping', () => {
      expect(() => loadConfig({ SHOPPING_SOURCE: 'apify', PORTONE_API_SECRET: 's' })).toThrow(
        /needs APIFY_TOKEN/,
      );
      expect(() => loadConfig({ SHOPPING_SOURCE: 'searchapi', PORTONE_API_SECRET: 's' })).toThrow(
        /needs SEARCHAPI_API_KEY/,
      );
      // In simulator mode the simulator's own key and token serve.
      expect(loadConfig({ SHOPPING_SOURCE: 'apify' }).shopping.source).toBe('apify');
      expect(() => loadConfig({ APIFY_TOKEN: 't', APIFY_ACTOR: 'someone/else' })).toThrow(
        /no shipped mapping/,
      );
      const zebu = loadConfig({
        APIFY_TOKEN: 't',
        APIFY_ACTOR: 'delicious_zebu~naver-shopping-product-scraper',
      });
      expect(zebu.shopping.apify.microsPer1000).toBe(4_000_000);
      const custom = {
        actor: 'me/my-actor',
        surface: 'plus-store',
        maxDepth: 1000,
        pageSize: 50,
        input: { keyword: { field: 'query', as: 'string' }, depth: { field: 'maxItems', unit: 'rows' } },
        output: { nvMid: ['nvMid'], position: ['rank'], isAd: ['isAd'] },
        pricing: { model: 'per-page', usdPer1000: 2 },
      };
      const c = loadConfig({
        APIFY_TOKEN: 't',
        APIFY_ACTOR_MAPPING: JSON.stringify(custom),
        APIFY_PRICE_PER_1000_USD: '1.5',
      });
      expect(c.shopping.apify).toMatchObject({ mapping: { actor: 'me/my-actor' }, microsPer1000: 1_500_000 });
      expect(() =>
        loadConfig({
          APIFY_TOKEN: 't',
          APIFY_ACTOR: 'me/other',
          APIFY_ACTOR_MAPPING: JSON.stringify(custom),
        }),
      ).toThrow(/maps me\/my-actor/);
      expect(() => loadConfig({ APIFY_TOKEN: 't', APIFY_ACTOR_MAPPING: '{oops' })).toThrow(ConfigError);
      expect(() => loadConfig({ APIFY_TOKEN: 't', APIFY_ACTOR_MAPPING: '{}' })).toThrow(
        /APIFY_ACTOR_MAPPING/,
      );
      expect(() => loadConfig({ APIFY_TIMEOUT_SECS: '301' })).toThrow(ConfigError);
      expect(() => loadConfig({ SHOPPING_SOURCE: 'naver' })).toThrow(ConfigError);
    });

    it('reads prices and the daily budgets as exact amounts', () => {
      const c = loadConfig({
        SHOPPING_DAILY_BUDGET_KRW: '50000',
        SHOPPING_DAILY_BUDGET_USD: '12.5',
        APIFY_MAX_CHARGE_USD: '2.75',
      });
      expect(c.shopping.dailyBudget).toEqual({ krw: 50000, usd: 12.5 });
      expect(c.shopping.apify.maxChargeMicros).toBe(2_750_000);
      expect(loadConfig({}).shopping.dailyBudget).toEqual({ krw: null, usd: null });
      expect(loadConfig({ SHOPPING_DAILY_BUDGET_USD: '' }).shopping.dailyBudget.usd).toBeNull();
      expect(() => loadConfig({ SHOPPING_DAILY_BUDGET_USD: '-1' })).toThrow(ConfigError);
      expect(
        loadConfig({ SEARCHAPI_PRICE_PER_REQUEST_USD: '0.0029' }).shopping.searchApi.microsPerRequest,
      ).toBe(2900);
    });

    it('reads the climb 설명되지 않는 급상승 needs (issue 42), 20 by default, and refuses one below 2', () => {
      expect(loadConfig({}).rankChanges).toEqual({ surgePlaces: 20 });
      expect(loadConfig({ RANK_SURGE_PLACES: '30' }).rankChanges).toEqual({ surgePlaces: 30 });
      expect(() => loadConfig({ RANK_SURGE_PLACES: '1' })).toThrow(/RANK_SURGE_PLACES/);
    });

    it("reads the hourly checks' share of the daily budget and their calls cap without one", () => {
      expect(loadConfig({}).shopping.hourly).toEqual({ share: 0.5, maxCallsPerHour: 100 });
      expect(
        loadConfig({ SHOPPING_HOURLY_SHARE: '0.25', SHOPPING_HOURLY_MAX_CALLS: '30' }).shopping.hourly,
      ).toEqual({ share: 0.25, maxCallsPerHour: 30 });
      expect(() => loadConfig({ SHOPPING_HOURLY_SHARE: '1.5' })).toThrow(ConfigError);
      expect(() => loadConfig({ SHOPPING_HOURLY_MAX_CALLS: '-1' })).toThrow(ConfigError);
    });
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
