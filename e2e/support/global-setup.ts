import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');

/**
 * Starts the real app (`apps/server/src/main.ts`, simulator included) on its own ports and a
 * fresh embedded database, after creating the test accounts with the member command
 * (support/seed-accounts.ts). It runs as `npm start` does (NODE_ENV unset means development:
 * production refuses the simulator), with a simulator secret of its own for the specs' control
 * calls (support/simulator.ts). The web build is a production one either way (`vite build`).
 */
export default async function setup(project: TestProject) {
  const port = Number(process.env.E2E_PORT ?? 8181);
  const simPort = Number(process.env.E2E_SIMULATOR_PORT ?? 8191);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
  const simulatorSecret = randomBytes(24).toString('base64url');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    SIMULATOR_PORT: String(simPort),
    SIMULATOR_SMTP_PORT: String(simPort + 1),
    PUBLIC_URL: `http://localhost:${port}`,
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT_MAX: '500',
    // Every browser of the suite signs up from 127.0.0.1.
    MAIL_CODE_DAILY_PER_CLIENT: '1000',
    NODE_ENV: 'development',
    SIMULATOR_SECRET: simulatorSecret,
  };
  delete env.DATABASE_URL;
  execFileSync(tsx, ['e2e/support/seed-accounts.ts'], { cwd: root, env, stdio: 'pipe' });
  const server: ChildProcess = spawn(tsx, ['apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  server.stdout?.on('data', (d) => (log += d));
  server.stderr?.on('data', (d) => (log += d));
  const baseUrl = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`app exited early:\n${log}`);
    const ok = await fetch(`${baseUrl}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`app did not become healthy:\n${log}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  project.provide('baseUrl', baseUrl);
  project.provide('simulatorUrl', `http://localhost:${simPort}`);
  project.provide('simulatorSecret', simulatorSecret);
  // What the app printed at start (the simulator's inbox link among it).
  project.provide('startLog', log);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    if (server.exitCode === null) server.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    simulatorUrl: string;
    simulatorSecret: string;
    startLog: string;
  }
}
