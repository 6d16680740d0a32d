import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchPlaceView, PLACE_VIEW_KEY } from '../api/place-rank-api';
import { pollInterval } from '../model/view-model';

/** The member's places; polls every 3 s while a new keyword's first rank check runs. */
export function usePlaceView() {
  return useQuery({
    queryKey: PLACE_VIEW_KEY,
    queryFn: fetchPlaceView,
    refetchInterval: (query) => pollInterval(query.state.data),
    staleTime: 10_000,
    retry: 1,
  });
}

export function useRefreshPlaces() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: PLACE_VIEW_KEY }), [queryClient]);
}
