import { parseArgs } from 'node:util';
import { ROLES, type Role, ko } from '@seller/shared';
import { createServices } from '../app';
import { loadConfig } from '../config';
import { type Database, DatabaseLockedError, openDatabase } from '../db/client';
import { findByEmail } from '../features/members/members.repository';
import { AppError } from '../lib/app-error';

/**
 * Operator command: `member create ...` and `member coins ...`.
 * Returns the process exit code so tests can run it in-process.
 */
export async function runMemberCommand(
  argv: string[],
  io: { out: (s: string) => void; err: (s: string) => void },
  opts: { env?: Record<string, string | undefined>; database?: Database } = {},
): Promise<number> {
  const [command, ...rest] = argv;
  let values: Record<string, string | undefined>;
  try {
    values = parseArgs({
      args: rest,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string' },
        add: { type: 'string' },
        memo: { type: 'string' },
      },
      strict: true,
    }).values as Record<string, string | undefined>;
  } catch (e) {
    io.err(`${(e as Error).message}\n${ko.cli.usage}`);
    return 1;
  }
  if (command !== 'create' && command !== 'coins') {
    io.err(`${ko.cli.unknownCommand}\n${ko.cli.usage}`);
    return 1;
  }
  const required = command === 'create' ? ['email', 'password', 'name'] : ['email', 'add'];
  const missing = required.filter((k) => !values[k]);
  if (missing.length) {
    io.err(`${ko.cli.missingOption} ${missing.map((m) => `--${m}`).join(', ')}\n${ko.cli.usage}`);
    return 1;
  }
  if (values.role && !ROLES.includes(values.role as Role)) {
    io.err(ko.validation.roleInvalid);
    return 1;
  }

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
      io.err(ko.cli.databaseLocked);
      return 1;
    }
    throw e;
  }
  const services = createServices(config, { database });
  try {
    if (command === 'create') {
      const member = await services.members.create({
        email: values.email!,
        password: values.password!,
        name: values.name!,
        role: (values.role as Role | undefined) ?? 'GNRL_MBR',
      });
      io.out(`${ko.cli.created} ${member.mbrSn}`);
      return 0;
    }
    const amount = /^\d+$/.test(values.add!) ? Number(values.add) : NaN;
    const member = await findByEmail(database.db, values.email!);
    if (!member) throw new AppError('MEMBER_NOT_FOUND');
    const balance = await services.coins.operatorGrant(member.mbrSn, amount, values.memo);
    io.out(`${ko.cli.granted} ${balance.toLocaleString('ko-KR')}`);
    return 0;
  } catch (e) {
    if (e instanceof AppError) {
      io.err(e.message);
      return 1;
    }
    // Anything else (a database error, …): a message and an exit code, not a stack trace.
    io.err(`${ko.cli.failed}\n${e instanceof Error ? e.message : String(e)}`);
    return 1;
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
