import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { useKeyedMutation } from '../../../lib/use-keyed-mutation';
import {
  type ScanAsk,
  fetchMapCompare,
  fetchMapQuote,
  fetchMapScan,
  fetchMapScans,
  fetchMapSchedule,
  saveMapSchedule,
  startMapScan,
} from '../api/place-rank-map-api';

/** How often a running scan is read again. */
const POLL_MS = 1500;

export function useMapScans(plkwrdSn: number | null) {
  return useQuery({
    queryKey: queryKeys.placeRankMap.scans(plkwrdSn ?? 0),
    queryFn: () => fetchMapScans(plkwrdSn!),
    enabled: plkwrdSn !== null,
    refetchInterval: (q) => (q.state.data?.some((s) => s.status === 'running') ? POLL_MS : false),
  });
}

/** One scan with its points; read again while it runs, and the list with it when it ends. */
export function useMapScan(scanId: number | null) {
  return useQuery({
    queryKey: queryKeys.placeRankMap.scan(scanId ?? 0),
    queryFn: () => fetchMapScan(scanId!),
    enabled: scanId !== null,
    refetchInterval: (q) => (q.state.data?.status === 'running' ? POLL_MS : false),
  });
}

export function useMapCompare(pair: { before: number; after: number } | null) {
  return useQuery({
    queryKey: queryKeys.placeRankMap.compare(pair?.before ?? 0, pair?.after ?? 0),
    queryFn: () => fetchMapCompare(pair!.before, pair!.after),
    enabled: pair !== null,
  });
}

export function useMapQuote(ask: ScanAsk | null) {
  return useQuery({
    queryKey: queryKeys.placeRankMap.quote(ask?.plkwrdSn ?? 0, ask?.grid ?? 0, ask?.spacingM ?? 0),
    queryFn: () => fetchMapQuote(ask!),
    enabled: ask !== null,
  });
}

/** Starts a scan (coins): one Idempotency-Key per submission, the balance and the list refreshed. */
export function useStartMapScan() {
  const client = useQueryClient();
  return useKeyedMutation({
    mutationFn: (ask: ScanAsk, key: string) => startMapScan(ask, key),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.placeRankMap.all }),
        client.invalidateQueries({ queryKey: queryKeys.coins.all }),
      ]),
  });
}

export function useMapSchedule(plkwrdSn: number | null) {
  return useQuery({
    queryKey: queryKeys.placeRankMap.schedule(plkwrdSn ?? 0),
    queryFn: () => fetchMapSchedule(plkwrdSn!),
    enabled: plkwrdSn !== null,
  });
}

export function useSaveMapSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveMapSchedule,
    onSuccess: (answer) =>
      client.setQueryData(queryKeys.placeRankMap.schedule(answer.data.plkwrdSn), answer.data),
  });
}
