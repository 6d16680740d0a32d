/**
 * Test support for the keyword tools (keyword analysis, keyword score, ranking board): an app whose
 * Naver ports talk to an in-process simulator through the real adapters, with or without the
 * simulator's score and ranking services configured.
 */
import { loadConfig } from '../config';
import type { Logger } from '../lib/logger';
import { createPorts } from '../ports';
import { type TestApp, createTestApp } from './app';
import { type RunningSimulator, FAST_RETRY, control, startTestSimulator } from './simulator';
import { freeMeter } from './shop';

export interface KeywordToolsTestApp extends TestApp {
  sim: RunningSimulator;
}

/**
 * `services: 'simulator'` points SCORE_SERVICE_URL and RANKING_SERVICE_URL at the simulator (as
 * simulator mode does); `'none'` leaves both unset, so the score check uses the built-in model.
 */
export async function createKeywordToolsApp(
  opts: {
    services?: 'simulator' | 'none';
    now?: () => Date;
    sim?: RunningSimulator;
    /** More settings of the Naver ports, e.g. NAVER_API_PLATFORM (default: the HUB). */
    env?: Record<string, string>;
    log?: Logger;
  } = {},
): Promise<KeywordToolsTestApp> {
  const sim = opts.sim ?? (await startTestSimulator());
  const simEnv = { SIMULATOR: 'on', SIMULATOR_PORT: String(sim.port), ...opts.env };
  const ports = createPorts(loadConfig({ ...simEnv, LOG_LEVEL: 'silent' }), {
    retry: FAST_RETRY,
    searchAdMinIntervalMs: 0,
    meter: freeMeter,
    ...(opts.now ? { now: opts.now } : {}),
  });
  const t = await createTestApp(opts.services === 'none' ? { SIMULATOR: 'off' } : simEnv, {
    ports,
    ...(opts.now ? { now: opts.now } : {}),
    ...(opts.log ? { log: opts.log } : {}),
  });
  const close = t.close;
  return Object.assign(t, {
    sim,
    async close() {
      await close();
      if (!opts.sim) await sim.close();
    },
  });
}

/** Calls a simulated service got since the last reset (all routes and keys together). */
export async function providerCalls(sim: RunningSimulator, service: string): Promise<number> {
  const calls = await control<Record<string, Record<string, number>>>(sim, 'GET', '/__control/calls');
  return Object.values(calls[service] ?? {}).reduce((a, b) => a + b, 0);
}
