import type { TestProject } from 'vitest/node';
import { startApp } from './start-app';

/**
 * Starts the suite's one app (support/start-app.ts: the real app with its simulator, a fresh
 * embedded database, every test account and seeded scene) with the default shopping source
 * (SearchApi), and gives the specs its addresses.
 */
export default async function setup(project: TestProject) {
  const app = await startApp({
    port: Number(process.env.E2E_PORT ?? 8181),
    simulatorPort: Number(process.env.E2E_SIMULATOR_PORT ?? 8191),
  });
  project.provide('baseUrl', app.baseUrl);
  project.provide('simulatorUrl', app.simulatorUrl);
  project.provide('simulatorSecret', app.simulatorSecret);
  // What the app printed at start (the simulator's inbox link among it).
  project.provide('startLog', app.startLog);
  return () => app.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    simulatorUrl: string;
    simulatorSecret: string;
    startLog: string;
  }
}
