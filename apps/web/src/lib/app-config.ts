import { useQuery } from '@tanstack/react-query';
import { call } from './api-call';
import { queryKeys } from './query-keys';

export interface AppConfig {
  simulator: boolean;
  adfitUnitId: string | null;
  chatChannelUrl: string | null;
  publicHost: string | null;
  /** 순위 지도's map tiles (MAP_TILE_URL), or null: the grid on a plain background. */
  mapTileUrl: string | null;
  mapTileAttribution: string | null;
}

export const DEFAULT_APP_CONFIG: AppConfig = {
  simulator: false,
  adfitUnitId: null,
  chatChannelUrl: null,
  publicHost: null,
  mapTileUrl: null,
  mapTileAttribution: null,
};

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** The settings in app-config's answer; a missing or odd field takes its default. */
function toAppConfig(raw: Record<string, unknown>): AppConfig {
  return {
    simulator: raw.simulator === true,
    adfitUnitId: str(raw.adfitUnitId),
    chatChannelUrl: str(raw.chatChannelUrl),
    publicHost: str(raw.publicHost),
    mapTileUrl: str(raw.mapTileUrl),
    mapTileAttribution: str(raw.mapTileAttribution),
  };
}

async function fetchAppConfig(): Promise<AppConfig> {
  return toAppConfig(await call('GET', '/api/app-config', {}));
}

/** Server-provided runtime settings; the defaults apply while loading or when the call fails. */
export function useAppConfig(): AppConfig {
  const { data } = useQuery({
    queryKey: queryKeys.appConfig,
    queryFn: fetchAppConfig,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });
  return data ?? DEFAULT_APP_CONFIG;
}
