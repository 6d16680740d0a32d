import { createNaverPlaceClient } from './adapters/naver-place/client';
import { ProviderError } from './adapters/http';
import type { PlaceMapSource } from './features/place-rank-map/place-rank-map.ports';
import { defineFeature } from './lib/features/module';
import type { ProviderMeter } from './lib/provider-usage/port';

declare module './lib/features/module' {
  interface FeatureServices {
    'place-map-source': { placeMapSource: PlaceMapSource };
  }
}

/** The meter's source of the map's place list calls (lib/provider-usage/sources.ts). */
const PLACE_MAP_METER_SOURCE = 'naver-place';

/**
 * The map's place list asked from a point (issue 41) over the place adapter, every call through
 * the provider meter so a scan's calls count in 수집 현황 like every other provider's. The list is
 * Naver's own unofficial GraphQL, which bills nothing: a call costs 0 (counted, not priced).
 */
function meteredPlaceMapSource(
  place: ReturnType<typeof createNaverPlaceClient>,
  meter: ProviderMeter,
): PlaceMapSource {
  const metered = async <T>(keyword: string | null, call: () => Promise<T>, rowsOf: (r: T) => number) => {
    const ticket = await meter.begin({ source: PLACE_MAP_METER_SOURCE, keyword, estimateMicros: 0 });
    try {
      const r = await call();
      await ticket.end({ pages: 1, rows: rowsOf(r), costMicros: 0, result: 'ok' });
      return r;
    } catch (e) {
      const failed = e instanceof ProviderError ? e : null;
      await ticket.end({
        pages: 0,
        rows: 0,
        costMicros: 0,
        result: failed?.kind ?? 'network',
        ...(failed?.status !== undefined ? { status: failed.status } : {}),
        detail: e instanceof Error ? e.message.slice(0, 200) : String(e),
      });
      throw e;
    }
  };
  return {
    async locate(placeId) {
      const p = await metered(
        null,
        () => place.getPlace(placeId),
        (r) => (r ? 1 : 0),
      );
      return p && p.x !== null && p.y !== null ? { x: p.x, y: p.y } : null;
    },
    async listAt(keyword, at, page) {
      const r = await metered(
        keyword,
        () => place.listPlaces(keyword, { ...page, coords: at }),
        (r) => r.items.length,
      );
      return {
        total: r.total,
        items: r.items.map((i) => ({ id: i.id, name: i.name, category: i.category, isAd: i.isAd })),
      };
    },
  };
}

/** The map's place list as a module 순위 지도 names in its needs; a test puts its own in `ports.placeMap`. */
export const placeMapSourceModule = defineFeature({
  name: 'place-map-source',
  needs: ['provider-usage'],
  create: ({ config, overrides }, { providerMeter }) => ({
    placeMapSource:
      (overrides.ports as { placeMap?: PlaceMapSource } | undefined)?.placeMap ??
      meteredPlaceMapSource(createNaverPlaceClient({ baseUrl: config.endpoints.place }), providerMeter),
  }),
});
