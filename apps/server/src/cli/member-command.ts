import { parseArgs } from 'node:util';
import { ROLES, type Role, ko, wholeNumberOf } from '@seller/shared';
import type { MemberOperatorService } from '../features/members/members.operator';
import { AppError } from '../lib/app-error';

export interface CommandIo {
  out: (s: string) => void;
  err: (s: string) => void;
}

const COMMANDS = ['list', 'create', 'role', 'reset-password', 'coins'] as const;
type Command = (typeof COMMANDS)[number];

const REQUIRED: Record<Command, string[]> = {
  list: [],
  create: ['email', 'password', 'name'],
  role: ['email', 'role'],
  'reset-password': ['email', 'password'],
  coins: ['email', 'add'],
};

const roleText = (role: string) => `${ko.roles[role as Role] ?? role}(${role})`;

/**
 * One run of the member command against a database: parses the arguments, calls the members
 * feature and prints the answers. The command run in its own process and the running app (when
 * the command hands it a request over its socket, member-socket.ts) both call this, so the two
 * print the same. Returns the exit code.
 */
export async function memberCommand(
  argv: readonly string[],
  io: CommandIo,
  operator: MemberOperatorService,
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
  if (!COMMANDS.includes(command as Command)) {
    io.err(`${ko.cli.unknownCommand}\n${ko.cli.usage}`);
    return 1;
  }
  const missing = REQUIRED[command as Command].filter((k) => !values[k]);
  if (missing.length) {
    io.err(`${ko.cli.missingOption} ${missing.map((m) => `--${m}`).join(', ')}\n${ko.cli.usage}`);
    return 1;
  }
  const role = values.role as Role | undefined;
  if (role && !ROLES.includes(role)) {
    io.err(ko.validation.roleInvalid);
    return 1;
  }

  try {
    switch (command as Command) {
      case 'list': {
        const { rows, total } = await operator.list({ email: values.email, role });
        if (rows.length === 0) {
          io.out(ko.cli.listEmpty);
          return 0;
        }
        io.out(ko.cli.listHeader);
        for (const r of rows) {
          const status = ko.cli.statuses[r.status] ?? r.status;
          io.out(
            [r.mbrSn, r.email, r.name, roleText(r.role), status, r.balance.toLocaleString('ko-KR')].join(
              '\t',
            ),
          );
        }
        io.out(ko.cli.listCount(rows.length, total));
        return 0;
      }
      case 'create': {
        const member = await operator.create({
          email: values.email!,
          password: values.password!,
          name: values.name!,
          role: role ?? 'GNRL_MBR',
        });
        io.out(`${ko.cli.created} ${member.mbrSn}`);
        return 0;
      }
      case 'role': {
        const { from, to } = await operator.changeRole(values.email!, role!);
        io.out(ko.cli.roleChanged(roleText(from), roleText(to)));
        return 0;
      }
      case 'reset-password':
        await operator.resetPassword(values.email!, values.password!);
        io.out(ko.cli.passwordReset);
        return 0;
      case 'coins': {
        // Digits only, as every money field (issue 35 §10); addCoins refuses NaN in Korean.
        const amount = wholeNumberOf(values.add) ?? NaN;
        const balance = await operator.addCoins(values.email!, amount, values.memo);
        io.out(`${ko.cli.granted} ${balance.toLocaleString('ko-KR')}`);
        return 0;
      }
    }
  } catch (e) {
    if (e instanceof AppError) {
      io.err(e.message);
      return 1;
    }
    // Anything else (a database error, …): a message and an exit code, not a stack trace.
    io.err(`${ko.cli.failed}\n${e instanceof Error ? e.message : String(e)}`);
    return 1;
  }
}
