/**
 * `npm run member` beside the running app on the embedded database (issue 25): the app is started
 * as `npm start` would run it (src/main.ts, its own process, a temporary DATA_DIR) and the command
 * runs as its own process too; it finds the database held and hands its request to the app over
 * DATA_DIR/member.sock.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { SETUP_LINK_FILE } from '../features/setup/setup.domain';
import { SOCKET_NAME, sendMemberCommand } from './member-socket';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsx = path.resolve(serverDir, '../../node_modules/.bin/tsx');

let dataDir: string;
let app: ChildProcess;
let baseUrl: string;
let appOutput = '';
let env: NodeJS.ProcessEnv;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The command as its own process: exit code and what it printed. */
function member(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile(tsx, ['src/cli/member.ts', ...argv], { cwd: serverDir, env }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, out: stdout.trim(), err: stderr.trim() });
    });
  });
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'member-app-'));
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  // The embedded default: no DATABASE_URL even when the suite runs on PostgreSQL.
  const { DATABASE_URL: _ignored, ...rest } = process.env;
  env = {
    ...rest,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    SIMULATOR: 'off',
    JOBS_ENABLED: 'false',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'development',
  };
  app = spawn(tsx, ['src/main.ts'], { cwd: serverDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  app.stdout!.on('data', (b: Buffer) => (appOutput += b.toString()));
  app.stderr!.on('data', (b: Buffer) => (appOutput += b.toString()));
  const started = Date.now();
  while (!appOutput.includes(ko.cli.listening) || !fs.existsSync(path.join(dataDir, SOCKET_NAME))) {
    if (app.exitCode !== null || Date.now() - started > 90_000)
      throw new Error(`app did not start:\n${appOutput}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}, 120_000);

afterAll(async () => {
  if (app && app.exitCode === null) {
    app.kill('SIGTERM');
    await new Promise((r) => app.once('exit', r));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the member command while the app runs on the embedded database', () => {
  it('prints the setup link at start, in an owner-only file; the socket is owner-only too', () => {
    const link = fs.readFileSync(path.join(dataDir, SETUP_LINK_FILE), 'utf8').trim();
    expect(link).toMatch(new RegExp(`^${baseUrl}/setup\\?token=[A-Za-z0-9_-]{43}$`));
    expect(appOutput).toContain(ko.cli.setupLink);
    expect(appOutput).toContain(link);
    expect(fs.statSync(path.join(dataDir, SETUP_LINK_FILE)).mode & 0o777).toBe(0o600);
    const socket = fs.statSync(path.join(dataDir, SOCKET_NAME));
    expect(socket.isSocket()).toBe(true);
    expect(socket.mode & 0o777).toBe(0o600);
  });

  it('runs create, coins, list, role and reset-password through the running app', async () => {
    const created = await member(
      'create',
      '--email',
      'boss@example.com',
      '--password',
      'Admin123!',
      '--name',
      '관리자',
      '--role',
      'MNGR_MBR',
    );
    expect(created.err).toBe('');
    expect(created.code).toBe(0);
    expect(created.out).toMatch(new RegExp(`^${ko.cli.created} \\d+$`));
    const mbrSn = Number(created.out.split(' ').at(-1));

    // The app sees the manager at once: its setup link is now refused, and the manager signs in.
    const token = new URL(
      fs.readFileSync(path.join(dataDir, SETUP_LINK_FILE), 'utf8').trim(),
    ).searchParams.get('token');
    const check = await fetch(`${baseUrl}/v1/setup/check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(check.status).toBe(409);
    const signIn = () =>
      fetch(`${baseUrl}/v1/member/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mbrEmail: 'boss@example.com', mbrPw: 'Admin123!' }),
      });
    expect((await signIn()).status).toBe(200);

    expect(await member('coins', '--email', 'boss@example.com', '--add', '1500')).toEqual({
      code: 0,
      out: `${ko.cli.granted} 1,500`,
      err: '',
    });
    const list = await member('list');
    expect(list.code).toBe(0);
    expect(list.out.split('\n')).toEqual([
      ko.cli.listHeader,
      `${mbrSn}\tboss@example.com\t관리자\t관리자(MNGR_MBR)\t정상\t1,500`,
      ko.cli.listCount(1, 1),
    ]);
    // Refusals come back as the same Korean message and exit code as when run directly.
    expect(await member('role', '--email', 'boss@example.com', '--role', 'GNRL_MBR')).toEqual({
      code: 1,
      out: '',
      err: ko.errors.LAST_MANAGER,
    });
    expect(await member('reset-password', '--email', 'boss@example.com', '--password', 'Newpass9!')).toEqual({
      code: 0,
      out: ko.cli.passwordReset,
      err: '',
    });
    expect((await signIn()).status).toBe(401);
    expect((await member('bogus')).code).toBe(1);
  }, 120_000);

  it('answers a malformed request with an error code, and the app keeps serving', async () => {
    const socket = path.join(dataDir, SOCKET_NAME);
    const raw = await new Promise<string>((resolve) => {
      const conn = net.createConnection(socket, () => conn.write('not json\n'));
      let text = '';
      conn.on('data', (b) => (text += b.toString()));
      conn.on('close', () => resolve(text));
    });
    expect(JSON.parse(raw)).toEqual({ code: 2, lines: [] });
    const lines: string[] = [];
    expect(
      await sendMemberCommand(socket, ['list', '--role', 'GNRL_MBR'], {
        out: (s) => lines.push(s),
        err: (s) => lines.push(s),
      }),
    ).toBe(0);
    expect(lines).toEqual([ko.cli.listEmpty]);
  });

  it('opens the database itself once the app has stopped (the socket is gone)', async () => {
    app.kill('SIGTERM');
    await new Promise((r) => app.once('exit', r));
    expect(fs.existsSync(path.join(dataDir, SOCKET_NAME))).toBe(false);
    const list = await member('list', '--email', 'boss@');
    expect(list.code).toBe(0);
    expect(list.out).toContain('boss@example.com');
  }, 60_000);
});
