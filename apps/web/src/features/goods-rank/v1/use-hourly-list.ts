import { useQuery } from '@tanstack/react-query';
import { fetchHourlyList } from './hourly-api';
import { V1_REFRESH_MS } from './hourly';
import { queryKeys } from '../../../lib/query-keys';

/** The v1 list; the ranks change once an hour, so re-reading it every 5 minutes is enough. */
export function useHourlyList() {
  return useQuery({
    queryKey: queryKeys.goods.hourlyList,
    queryFn: fetchHourlyList,
    refetchInterval: V1_REFRESH_MS,
    staleTime: 60_000,
  });
}
