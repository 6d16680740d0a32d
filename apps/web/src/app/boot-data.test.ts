import { describe, expect, it, vi } from 'vitest';
import { BOOT_DATA_ID } from '@seller/shared/constants/boot-data';
import { readBootData, seedFromPage, takeBootData } from './boot-data';
import { createQueryClient } from './query-client';
import { queryKeys } from '../lib/query-keys';

const MEMBER = {
  mbrSn: 7,
  mbrEmail: 'm@example.com',
  mbrNm: '</script>',
  mbrAtrbCd: 'MNGR_MBR',
  psitnGrpcoCd: null,
  psitnGrpcoSn: null,
  mbrTpCd: 'EMAIL',
};
const CONFIG = { simulator: true, adfitUnitId: 'DAN-1', chatChannelUrl: null, publicHost: 'localhost:8081' };

/** A page whose data element holds `json` (null: a page without one). */
const page = (json: string | null) => ({
  getElementById: (id: string) =>
    json !== null && id === BOOT_DATA_ID ? ({ textContent: json } as HTMLElement) : null,
});
// As the server writes it: `<` escaped, which JSON.parse reads back.
const escaped = (v: unknown) => page(JSON.stringify(v).replace(/</g, '\\u003c'));

describe('boot data', () => {
  it('reads the session and config the server wrote into the page', () => {
    expect(readBootData(escaped({ session: { data: MEMBER }, appConfig: CONFIG }))).toEqual({
      session: { data: MEMBER },
      appConfig: CONFIG,
    });
  });

  it('is null without the element or when it is not what the server writes', () => {
    expect(readBootData(page(null))).toBeNull();
    for (const json of [
      '',
      '{',
      '[]',
      '{"session":{"data":null}}',
      '{"session":null,"appConfig":{}}',
      '{"session":{},"appConfig":{}}',
    ]) {
      expect(readBootData(page(json)), json).toBeNull();
    }
  });

  it('seeds the session and config as fresh answers, so nothing is fetched before the first screen', () => {
    const client = seedFromPage(
      createQueryClient(),
      readBootData(escaped({ session: { data: MEMBER }, appConfig: CONFIG })),
    );
    expect(client.getQueryData(queryKeys.session)).toEqual(MEMBER);
    expect(client.getQueryData(queryKeys.appConfig)).toEqual(CONFIG);
    // Fresh: a query with the session's staleTime would not refetch on mount.
    expect(client.getQueryState(queryKeys.session)?.isInvalidated).toBe(false);
    expect(client.getQueryState(queryKeys.session)?.dataUpdatedAt).toBeGreaterThan(Date.now() - 1000);
  });

  it('seeds a visitor as signed out, and leaves the cache alone without data', () => {
    const visitor = seedFromPage(
      createQueryClient(),
      readBootData(escaped({ session: { data: null }, appConfig: {} })),
    );
    expect(visitor.getQueryData(queryKeys.session)).toBeNull();
    expect(visitor.getQueryData(queryKeys.appConfig)).toEqual({
      simulator: false,
      adfitUnitId: null,
      chatChannelUrl: null,
      publicHost: null,
    });
    const none = seedFromPage(createQueryClient(), readBootData(page(null)));
    expect(none.getQueryState(queryKeys.session)).toBeUndefined();
    expect(none.getQueryState(queryKeys.appConfig)).toBeUndefined();
  });

  it('takes the element out of the page on the first read; later reads get the same data', () => {
    let removed = 0;
    const element = {
      textContent: JSON.stringify({ session: { data: null }, appConfig: CONFIG }),
      remove: () => void removed++,
    };
    vi.stubGlobal('document', {
      getElementById: (id: string) => (id === BOOT_DATA_ID && removed === 0 ? element : null),
    });
    try {
      const first = takeBootData();
      expect(first).toEqual({ session: { data: null }, appConfig: CONFIG });
      expect(removed).toBe(1);
      expect(takeBootData()).toBe(first);
      expect(removed).toBe(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
