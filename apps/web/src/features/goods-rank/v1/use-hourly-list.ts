import { useQuery } from '@tanstack/react-query';
import { fetchHourlyList, HOURLY_LIST_KEY } from './hourly-api';
import { V1_REFRESH_MS } from './hourly';

/** The v1 list; the ranks change once an hour, so re-reading it every 5 minutes is enough. */
export function useHourlyList() {
  return useQuery({
    queryKey: HOURLY_LIST_KEY,
    queryFn: fetchHourlyList,
    refetchInterval: V1_REFRESH_MS,
    staleTime: 60_000,
  });
}
