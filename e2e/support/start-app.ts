import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { ACCOUNTS } from './accounts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');

interface AppOptions {
  port: number;
  simulatorPort: number;
  /** Settings of this app over the defaults (e.g. SHOPPING_SOURCE=apify). */
  env?: Record<string, string>;
  /**
   * Only these accounts, and none of the other seeded scenes (bulk members, the lapsed and legacy
   * products, the seeded provider usage): an app of one spec. Unset: everything the suite needs.
   */
  accounts?: readonly (keyof typeof ACCOUNTS)[];
}

export interface RunningApp {
  baseUrl: string;
  simulatorUrl: string;
  simulatorSecret: string;
  /** What the app printed at start (the simulator's inbox link among it). */
  startLog: string;
  stop(): Promise<void>;
}

/**
 * Starts the real app (`apps/server/src/main.ts`, simulator included) on its own ports and a
 * fresh embedded database, after creating the test accounts with the member command
 * (support/seed-accounts.ts). It runs as `npm start` does (NODE_ENV unset means development:
 * production refuses the simulator), with a simulator secret of its own for the specs' control
 * calls (support/simulator.ts). The web build is a production one either way (`vite build`).
 * The global setup starts the suite's app with it; a spec may start one of its own (another
 * shopping source) on other ports.
 */
export async function startApp(opts: AppOptions): Promise<RunningApp> {
  const { port, simulatorPort: simPort } = opts;
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
    ...opts.env,
  };
  delete env.DATABASE_URL;
  const seedEnv = opts.accounts ? { ...env, E2E_SEED_ACCOUNTS: opts.accounts.join(',') } : env;
  try {
    // Not execFileSync: the caller may start other things meanwhile (a spec, its browser).
    await promisify(execFile)(tsx, ['e2e/support/seed-accounts.ts'], { cwd: root, env: seedEnv });
  } catch (err) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  const server: ChildProcess = spawn(tsx, ['apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  server.stdout?.on('data', (d) => (log += d));
  server.stderr?.on('data', (d) => (log += d));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 500))]);
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  try {
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
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    baseUrl,
    simulatorUrl: `http://localhost:${simPort}`,
    simulatorSecret,
    startLog: log,
    stop,
  };
}
