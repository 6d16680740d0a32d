import type { MapQuote, MapScan, MapScanSummary, MapSchedule } from '@seller/shared/schemas/place-rank-map';
import { call, once } from '../../../lib/api-call';

export type { MapQuote, MapScan, MapScanSummary, MapSchedule };

// A type, not an interface: the contract's loose body takes it (an interface has no index signature).
export type ScanAsk = {
  plkwrdSn: number;
  grid: number;
  spacingM: number;
};

/** 순위 지도 (issue 41): the server's `/api/naver/place/map/*`. */
export const fetchMapQuote = async (ask: ScanAsk): Promise<MapQuote> =>
  (await call('POST', '/api/naver/place/map/quote', { body: ask })).data;

/** Starts a scan once per `key` (it spends coins): a repeat answers the same scan. */
export const startMapScan = async (ask: ScanAsk, key: string): Promise<MapScan> =>
  (await call('POST', '/api/naver/place/map/scans', { body: ask }, { headers: once(key) })).data;

export const fetchMapScans = async (plkwrdSn: number): Promise<MapScanSummary[]> =>
  (await call('GET', '/api/naver/place/map/scans', { query: { plkwrdSn } })).data.list;

export const fetchMapScan = async (scanId: number): Promise<MapScan> =>
  (await call('GET', '/api/naver/place/map/scans/:scanId', { params: { scanId } })).data;

export const fetchMapCompare = async (before: number, after: number) =>
  (await call('GET', '/api/naver/place/map/compare', { query: { before, after } })).data;

export const fetchMapSchedule = async (plkwrdSn: number): Promise<MapSchedule> =>
  (await call('GET', '/api/naver/place/map/schedule', { query: { plkwrdSn } })).data;

export const saveMapSchedule = async (ask: ScanAsk & { weekday: number | null }) =>
  await call('PUT', '/api/naver/place/map/schedule', { body: ask });
