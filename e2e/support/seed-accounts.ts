/**
 * Creates the e2e accounts with the operator's member command (`member create`, `member coins`),
 * all in one process: sixteen separate runs each started Node and opened the embedded database,
 * about 100 s of the suite. Run by global-setup.ts with the app's environment, before the app
 * starts (the embedded database is one process's files).
 */
import { runMemberCommand } from '../../apps/server/src/cli/member';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { ACCOUNTS } from './accounts';

const config = loadConfig(process.env);
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.databaseUrl ? null : config.dataDir,
});
const io = { out: () => undefined, err: (s: string) => console.error(s) };
let failed = false;
try {
  for (const a of Object.values(ACCOUNTS)) {
    const create = ['create', '--email', a.email, '--password', a.password, '--name', a.name];
    if (a.role !== 'GNRL_MBR') create.push('--role', a.role);
    const coins = ['coins', '--email', a.email, '--add', String(a.coins)];
    for (const argv of [create, coins]) {
      if ((await runMemberCommand(argv, io, { database })) !== 0) failed = true;
    }
  }
} finally {
  await database.close();
}
process.exit(failed ? 1 : 0);
