/** A member command that throws inside the app answers a failure; the app keeps serving. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { memberSocketPath, sendMemberCommand, serveMemberCommands } from './member-socket';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'member-socket-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('answers exit code 1 with the error, logs it, and answers the next request', async () => {
  const logged: unknown[] = [];
  const socket = memberSocketPath(dir);
  const server = await serveMemberCommands(
    socket,
    async (argv, io) => {
      if (argv[0] === 'boom') throw new Error('database unreachable');
      io.out(`ran ${argv.join(' ')}`);
      return 0;
    },
    (err) => logged.push(err),
  );
  try {
    const printed: string[] = [];
    const io = { out: (s: string) => printed.push(`out:${s}`), err: (s: string) => printed.push(`err:${s}`) };
    expect(await sendMemberCommand(socket, ['boom'], io)).toBe(1);
    expect(printed).toEqual([`err:${ko.cli.failed}\ndatabase unreachable`]);
    expect(logged).toHaveLength(1);
    printed.length = 0;
    expect(await sendMemberCommand(socket, ['list'], io)).toBe(0);
    expect(printed).toEqual(['out:ran list']);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
