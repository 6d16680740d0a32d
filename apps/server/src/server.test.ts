import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';

const here = path.dirname(fileURLToPath(import.meta.url));
let child: ChildProcess | undefined;
let dataDir: string | undefined;
const scratch: string[] = [];
afterEach(() => {
  if (child?.exitCode === null) child.kill('SIGKILL');
  for (const dir of [dataDir, ...scratch.splice(0)])
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** Starts test/server-child.ts on the embedded database in a fresh directory; resolves once it listens. */
async function startChild(env: Record<string, string> = {}) {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-child-'));
  const { DATABASE_URL: _ignored, ...parentEnv } = process.env;
  const proc = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'test/server-child.ts')], {
    env: {
      ...parentEnv,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      SIMULATOR: 'off',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = proc;
  let out = '';
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((r) => proc.on('exit', (code) => r(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const m = /LISTENING (\d+)/.exec(out);
      if (m) {
        clearInterval(timer);
        resolve(Number(m[1]));
      }
      if (proc.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`child exited ${proc.exitCode}: ${out}`));
      }
    }, 50);
  });
  return { proc, port, output: () => out, exited };
}

async function waitFor(check: () => boolean, ms = 20_000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the server process', () => {
  it('the tests run on the Node the project pins (node@24 through npm scripts)', () => {
    expect(Number(process.versions.node.split('.')[0])).toBe(24);
  });

  it('logs the Node version at start; on SIGTERM finishes the request in flight and the running job, refuses new work, then exits 0', async () => {
    const c = await startChild({ SHUTDOWN_TIMEOUT_MS: '15000' });
    const start = c
      .output()
      .split('\n')
      .map((l) => (l.startsWith('{') ? (JSON.parse(l) as { msg?: string; node?: string }) : null))
      .find((l) => l?.msg === 'starting');
    expect(start?.node).toMatch(/^v24\./);
    const base = `http://127.0.0.1:${c.port}`;
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    await waitFor(() => c.output().includes('JOB_STARTED'));
    const slow = fetch(`${base}/test/slow`).then(async (r) => ({ status: r.status, body: await r.json() }));
    await new Promise((r) => setTimeout(r, 300));
    c.proc.kill('SIGTERM');
    await waitFor(() => c.output().includes('shutting down'));
    // No new work: the listener is closed (refused) or Fastify answers 503 while closing.
    const late = await fetch(`${base}/healthz`, { headers: { connection: 'close' } }).then(
      (r) => r.status,
      () => 'refused' as const,
    );
    expect([503, 'refused']).toContain(late);
    expect(await slow).toEqual({ status: 200, body: { done: true } });
    expect(await c.exited).toBe(0);
    expect(c.output()).toContain('JOB_FINISHED');
    expect(c.output().indexOf('JOB_FINISHED')).toBeLessThan(c.output().indexOf('"msg":"stopped"'));
  }, 90_000);

  it('exits 1 when the work in flight outlasts SHUTDOWN_TIMEOUT_MS', async () => {
    const c = await startChild({ SHUTDOWN_TIMEOUT_MS: '300' });
    await waitFor(() => c.output().includes('JOB_STARTED'));
    void fetch(`http://127.0.0.1:${c.port}/test/slow`).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 100));
    c.proc.kill('SIGTERM');
    expect(await c.exited).toBe(1);
    expect(c.output()).toContain('shutdown timed out');
  }, 60_000);
});

describe('npm run backup (embedded database)', () => {
  const cli = (args: string[], env: Record<string, string>) => {
    const { DATABASE_URL: _ignored, ...parentEnv } = process.env;
    return spawnSync(process.execPath, ['--import', 'tsx', path.join(here, 'cli/backup.ts'), ...args], {
      env: { ...parentEnv, NODE_ENV: 'test', SIMULATOR: 'off', ...env },
      encoding: 'utf8',
    });
  };

  it('copies the running app’s database through the app, and --restore brings the copy back', async () => {
    const c = await startChild();
    await waitFor(() => c.output().includes('JOB_STARTED'));
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'backup-')), 'copy.tar.gz');
    scratch.push(path.dirname(out));
    const backup = cli([out], { DATA_DIR: dataDir! });
    expect(backup.stdout).toContain('backup written by the running app');
    expect(fs.statSync(out).size).toBeGreaterThan(1000);
    // The app went on serving while it was copied.
    expect((await fetch(`http://127.0.0.1:${c.port}/readyz`)).status).toBe(200);
    c.proc.kill('SIGTERM');
    expect(await c.exited).toBe(0);

    const target = fs.mkdtempSync(path.join(os.tmpdir(), 'restored-'));
    scratch.push(target);
    const restore = cli(['--restore', out], { DATA_DIR: target });
    expect(restore.status, restore.stderr).toBe(0);
    const restored = await openDatabase({ dataDir: target });
    try {
      // The job the app had queued, and every migration, are in the copy.
      const { rows } = await restored.sql.executeSql(
        `select count(*)::int as n from pgboss.job where name = 'test-slow'`,
      );
      expect(rows[0]).toEqual({ n: 1 });
      expect(await restored.migrated()).toBe(true);
    } finally {
      await restored.close();
    }
  }, 120_000);
});
