import { createServices } from '../app';
import { loadConfig } from '../config';
import { type Database, DatabaseLockedError, openDatabase } from '../db/client';
import { ko } from '@seller/shared';
import { type CommandIo, memberCommand } from './member-command';
import { memberSocketPath, sendMemberCommand } from './member-socket';

/**
 * Operator command: `member list|create|role|reset-password|coins ...` (usage: ko.cli.usage).
 * It opens the database itself (PostgreSQL, or the embedded one when no app holds it); while the
 * app runs on the embedded database it hands the request to the app over DATA_DIR/member.sock,
 * where the same memberCommand runs. Returns the process exit code so tests can run it in-process.
 */
export async function runMemberCommand(
  argv: string[],
  io: CommandIo,
  opts: { env?: Record<string, string | undefined>; database?: Database } = {},
): Promise<number> {
  const config = loadConfig(opts.env ?? process.env);
  let database: Database;
  try {
    database =
      opts.database ??
      (await openDatabase({
        databaseUrl: config.databaseUrl,
        dataDir: config.databaseUrl ? null : config.dataDir,
      }));
  } catch (e) {
    if (e instanceof DatabaseLockedError) {
      const code = await sendMemberCommand(memberSocketPath(config.dataDir), argv, io);
      if (code !== null) return code;
      io.err(ko.cli.databaseLocked);
      return 1;
    }
    io.err(`${ko.cli.failed}\n${e instanceof Error ? e.message : String(e)}`);
    return 1;
  }
  const services = createServices(config, { database });
  try {
    return await memberCommand(argv, io, services.memberOperator);
  } finally {
    if (!opts.database) await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const code = await runMemberCommand(process.argv.slice(2), {
    out: (s) => console.log(s),
    err: (s) => console.error(s),
  });
  process.exit(code);
}
