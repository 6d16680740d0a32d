import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ko } from '@seller/shared';
import type { CommandIo } from './member-command';

/**
 * The running app's channel for `npm run member` on the embedded database (one process's files):
 * a Unix socket in DATA_DIR that only the app's OS user can open (mode 0600). The protocol is one
 * JSON line each way: the command's arguments, then its exit code and the lines it printed.
 * Hand-written on `node:net` because it is these few lines; no library adds anything here.
 */
export const SOCKET_NAME = 'member.sock';
const MAX_REQUEST_BYTES = 64 * 1024;
const IDLE_MS = 60_000;

export const memberSocketPath = (dataDir: string): string => path.join(dataDir, SOCKET_NAME);

export interface MemberRequest {
  argv: string[];
}
export interface MemberResponse {
  code: number;
  /** What the command printed, in order: [stream, text]. */
  lines: ['out' | 'err', string][];
}

type Run = (argv: string[], io: CommandIo) => Promise<number>;

/**
 * Listens on `socketPath` (0600) and answers each request with `run`; resolves once listening. A
 * command that throws answers exit code 1 with the error, and `logError` gets it: it must never
 * become an unhandled rejection, which would stop the app.
 */
export async function serveMemberCommands(
  socketPath: string,
  run: Run,
  logError: (err: unknown) => void = () => undefined,
): Promise<net.Server> {
  // A socket left by an app that ended without closing it: this process holds the database
  // lock, so no other app is listening on it.
  fs.rmSync(socketPath, { force: true });
  const server = net.createServer((conn) => {
    conn.setTimeout(IDLE_MS, () => conn.destroy());
    let buffer = '';
    conn.setEncoding('utf8');
    conn.on('data', (chunk: string) => {
      buffer += chunk;
      if (buffer.length > MAX_REQUEST_BYTES) return void conn.destroy();
      const end = buffer.indexOf('\n');
      if (end < 0) return;
      conn.removeAllListeners('data');
      answer(buffer.slice(0, end))
        .catch((err: unknown): MemberResponse => {
          logError(err);
          return {
            code: 1,
            lines: [['err', `${ko.cli.failed}\n${err instanceof Error ? err.message : String(err)}`]],
          };
        })
        .then((response) => conn.end(`${JSON.stringify(response)}\n`))
        .catch(logError);
    });
    conn.on('error', () => undefined);
  });

  async function answer(line: string): Promise<MemberResponse> {
    const lines: MemberResponse['lines'] = [];
    let request: unknown;
    try {
      request = JSON.parse(line);
    } catch {
      request = null;
    }
    const argv = (request as MemberRequest | null)?.argv;
    if (!Array.isArray(argv) || !argv.every((a) => typeof a === 'string')) return { code: 2, lines };
    const code = await run(argv, {
      out: (s) => lines.push(['out', s]),
      err: (s) => lines.push(['err', s]),
    });
    return { code, lines };
  }

  // The socket is made with no permission for group and others from the start (umask), then
  // set to 0600 explicitly: there is no moment when another user could connect.
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } finally {
    process.umask(umask);
  }
  fs.chmodSync(socketPath, 0o600);
  return server;
}

/**
 * Sends one command to the running app and prints its answer through `io`; the exit code, or null
 * when no app listens on the socket (none there, or refused).
 */
export function sendMemberCommand(
  socketPath: string,
  argv: string[],
  io: CommandIo,
  timeoutMs = 120_000,
): Promise<number | null> {
  return new Promise((resolve) => {
    const conn = net.createConnection(socketPath);
    let buffer = '';
    let connected = false;
    conn.setEncoding('utf8');
    conn.setTimeout(timeoutMs, () => conn.destroy(new Error('timeout')));
    conn.on('connect', () => {
      connected = true;
      conn.write(`${JSON.stringify({ argv } satisfies MemberRequest)}\n`);
    });
    conn.on('data', (chunk: string) => {
      buffer += chunk;
    });
    conn.on('error', () => {
      if (!connected) resolve(null);
    });
    conn.on('close', () => {
      if (!connected) return resolve(null);
      let response: MemberResponse;
      try {
        response = JSON.parse(buffer.trim()) as MemberResponse;
      } catch {
        // The app took the request but gave no answer (it stopped meanwhile): a failure, not "absent".
        io.err(`${ko.cli.failed}\n${ko.cli.noAnswer}`);
        return resolve(1);
      }
      for (const [stream, text] of response.lines) (stream === 'err' ? io.err : io.out)(text);
      resolve(response.code);
    });
  });
}
