import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchPlaceView } from '../api/place-rank-api';
import { pollInterval } from '../model/view-model';
import { queryKeys } from '../../../lib/query-keys';

/** The member's places; polls every 3 s while a new keyword's first rank check runs. */
export function usePlaceView() {
  return useQuery({
    queryKey: queryKeys.place.view,
    queryFn: fetchPlaceView,
    refetchInterval: (query) => pollInterval(query.state.data),
    staleTime: 10_000,
    retry: 1,
  });
}

export function useRefreshPlaces() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: queryKeys.place.view }), [queryClient]);
}
