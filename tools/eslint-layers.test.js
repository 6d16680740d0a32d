// Proves the layer rule (tools/eslint-layers.js): ESLint's own API lints small snippets as if
// they were files in the real folders, and the imports resolve to the real files there (an
// import that does not resolve is no edge at all, so every case names a file that exists).
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({
  cwd: root,
  // Only the layer rule: the snippets are not meant to pass the others.
  ruleFilter: ({ ruleId }) => ruleId.startsWith('boundaries/'),
  // The snippets are files that do not exist, so the type-aware parsing of the real config
  // (projectService) cannot find them; the layer rule needs no types, so it is switched off here.
  overrideConfig: {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: false, project: null } },
  },
});

/** The layer messages ESLint reports for `code` saved as `file`. */
async function layerProblems(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  const fatal = result.messages.filter((m) => m.fatal);
  expect(fatal, `${file} does not parse`).toEqual([]);
  return result.messages.map((m) => m.message);
}

const S = 'apps/server/src';
const W = 'apps/web/src';

/** [the importing file, its import line, why it is refused] */
const forbidden = [
  // Features do not import each other…
  [
    `${S}/features/goods-rank/x.service.ts`,
    "import { createCoinsService } from '../coins/coins.service';",
    'another feature',
  ],
  [
    `${S}/features/goods-rank/x.service.ts`,
    "import type { CoinsService } from '../coins/coins.service';",
    'another feature',
  ],
  // …and even its public index only with `import type`.
  [`${S}/features/goods-rank/x.service.ts`, "import { CoinsPort } from '../coins/index';", 'another feature'],
  [
    `${S}/features/members/x.ts`,
    "export { createCoinsService } from '../coins/coins.service';",
    'another feature',
  ],
  [`${S}/features/members/x.ts`, "const m = import('../payments/payments.service');", 'another feature'],
  // The layers under the features know none of them.
  [
    `${S}/http/x.ts`,
    "import { authRoutes } from '../features/session/session.routes';",
    'do not import features',
  ],
  [
    `${S}/lib/x.ts`,
    "import type { GoodsRankService } from '../features/goods-rank/goods-rank.service';",
    'do not import features',
  ],
  [
    `${S}/adapters/x.ts`,
    "import type { Payment } from '../features/payments/payments.ports';",
    'do not import features',
  ],
  [
    `${S}/db/x.ts`,
    "import { stageOf } from '../features/goods-rank/goods-rank.lifecycle';",
    'do not import features',
  ],
  [
    `${S}/lib/rank-engine/x.ts`,
    "import { createRankEngine } from '../../features/goods-rank/goods-rank.engine';",
    'do not import features',
  ],
  // Nothing below the app-level files imports them (config.ts as a type is the exception).
  [`${S}/features/coins/x.ts`, "import { buildApp } from '../../app';", 'app-level'],
  [`${S}/lib/x.ts`, "import { createPorts } from '../ports';", 'app-level'],
  [`${S}/http/x.ts`, "import { loadConfig } from '../config';", 'app-level'],
  // A feature reaches outside services through its own ports.
  [
    `${S}/features/payments/x.service.ts`,
    "import { PortOneError } from '../../adapters/portone/types';",
    'its own port',
  ],
  [
    `${S}/features/goods-rank/x.ts`,
    "import type { MailMessage } from '../../adapters/mail/mail';",
    'its own port',
  ],
  [
    `${S}/features/session/x.ports.ts`,
    "import { createMailClient } from '../../adapters/mail/mail';",
    'its own port',
  ],
  // Repositories own SQL.
  [`${S}/features/goods-rank/x.service.ts`, "import { eq } from 'drizzle-orm';", 'repository'],
  [`${S}/features/place-rank/x.engine.ts`, "import { alias } from 'drizzle-orm/pg-core';", 'repository'],
  [
    `${S}/features/members/x.service.ts`,
    "import { paymentOrders } from '../../db/schema/index';",
    'repository',
  ],
  [`${S}/features/members/x.service.ts`, "import { rowsOf } from '../../db/client';", 'repository'],
  // *.domain.ts is pure, types included.
  [
    `${S}/features/payments/x.domain.ts`,
    "import type { Payment } from '../../adapters/portone/types';",
    'pure',
  ],
  [`${S}/features/coins/x.domain.ts`, "import type { Tx } from '../../db/client';", 'pure'],
  [`${S}/features/coins/x.domain.ts`, "import { sql } from 'drizzle-orm';", 'pure'],
  // The web: features apart, components/ and lib/ below them.
  [`${W}/features/payments/X.tsx`, "import { CoinPage } from '../coins/CoinPage';", 'another feature'],
  [`${W}/features/payments/x.ts`, "import type { Selection } from '../coins/model';", 'another feature'],
  [
    `${W}/components/ui/X.tsx`,
    "import { CoinPage } from '../../features/coins/CoinPage';",
    'do not import features or app',
  ],
  [`${W}/lib/x.ts`, "import { clampQty } from '../features/coins/model';", 'do not import features or app'],
  [
    `${W}/lib/x.ts`,
    "import { createQueryClient } from '../app/query-client';",
    'do not import features or app',
  ],
  // Between the packages (issue 43 §3).
  [
    'packages/shared/src/rules/x.ts',
    "import { AppError } from '../../../../apps/server/src/lib/app-error';",
    'imports none of them',
  ],
  ['packages/shared/src/x.ts', "import { cn } from '../../../apps/web/src/lib/cn';", 'imports none of them'],
  [
    'packages/shared/src/x.ts',
    "import { faults } from '../../../apps/simulator/src/faults';",
    'imports none of them',
  ],
  [
    `${W}/features/payments/x.ts`,
    "import { AppError } from '../../../../server/src/lib/app-error';",
    'only through the contracts',
  ],
  [`${W}/x.ts`, "import type { Config } from '../../server/src/config';", 'only through the contracts'],
  [
    'apps/simulator/src/portone/x.ts',
    "import type { Payment } from '../../../server/src/adapters/portone/types';",
    'imports nothing of the server',
  ],
];

/** [the importing file, its import line] */
const allowed = [
  // A feature's own files, and `import type` from another feature's public index (by its file
  // or its folder: the resolver finds index.ts).
  [`${S}/features/goods-rank/x.service.ts`, "import * as repo from './goods-rank.repository';"],
  [`${S}/features/goods-rank/x.service.ts`, "import type { CoinsPort } from '../coins/index';"],
  [`${S}/features/payments/x.ports.ts`, "import type { CoinsPort } from '../coins';"],
  // The shared layers.
  [`${S}/features/goods-rank/x.service.ts`, "import { AppError } from '../../lib/app-error';"],
  [`${S}/features/goods-rank/x.routes.ts`, "import { ok } from '../../http/reply';"],
  [`${S}/features/goods-rank/x.jobs.ts`, "import { jobWith } from '../../jobs/boss';"],
  [`${S}/features/goods-rank/x.service.ts`, "import type { Db, Tx } from '../../db/client';"],
  [`${S}/features/goods-rank/x.service.ts`, "import type { Config } from '../../config';"],
  [`${S}/http/x.ts`, "import type { Config } from '../config';"],
  // SQL in repositories; adapter types in a ports file.
  [`${S}/features/goods-rank/x.repository.ts`, "import { eq } from 'drizzle-orm';"],
  [`${S}/features/goods-rank/x.repository.ts`, "import { trackedGoods } from '../../db/schema/index';"],
  [`${S}/features/session/x.ports.ts`, "import type { MailMessage } from '../../adapters/mail/mail';"],
  // The composition: app-level files, jobs and the command line bring features together.
  [`${S}/x.ts`, "import { createCoinsService } from './features/coins/coins.service';"],
  [`${S}/x.ts`, "import { PortOneError } from './adapters/portone/types';"],
  [`${S}/jobs/x.ts`, "import { goodsRankJobs } from '../features/goods-rank/goods-rank.jobs';"],
  [`${S}/cli/x.ts`, "import { createMemberOperatorService } from '../features/members/members.operator';"],
  // Tests wire layers together as the app does.
  [`${S}/http/x.test.ts`, "import { authRoutes } from '../features/session/session.routes';"],
  [`${S}/features/goods-rank/x.test.ts`, "import { eq } from 'drizzle-orm';"],
  // The web.
  [`${W}/app/x.tsx`, "import { CoinPage } from '../features/coins/CoinPage';"],
  [`${W}/features/payments/X.tsx`, "import { Button } from '../../components/ui/Button';"],
  [`${W}/features/payments/x.ts`, "import { cn } from '../../lib/cn';"],
  // The packages: everyone reads the shared one; the browser tests start the server.
  [`${W}/features/payments/x.ts`, "import { ko } from '@seller/shared';"],
  ['apps/simulator/src/x.ts', "import { ko } from '@seller/shared';"],
  [`${S}/features/coins/x.ts`, "import { ko } from '@seller/shared';"],
  ['e2e/support/x.ts', "import { loadConfig } from '../../apps/server/src/config';"],
];

describe('the layer rule (eslint-plugin-boundaries)', () => {
  it.each(forbidden)('refuses %s: %s', async (file, line, why) => {
    const problems = await layerProblems(file, `${line}\nexport {};\n`);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(why);
  });

  it.each(allowed)('allows %s: %s', async (file, line) => {
    expect(await layerProblems(file, `${line}\nexport {};\n`)).toEqual([]);
  });
});

// Raw SQL strings (issue 43 §3): a feature's query is in its repository, and a string handed to
// `execute` needs no import for the layer rule to see.
const sqlLint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-syntax',
  overrideConfig: {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: false, project: null } },
  },
});
const sqlProblems = async (file, code) => {
  const [result] = await sqlLint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((m) => m.message).filter((m) => m.includes('Raw SQL'));
};

describe('raw SQL strings outside repositories', () => {
  it.each([
    [`${S}/features/coins/x.service.ts`, "export const f = (db) => db.execute('select * from members');"],
    [
      `${S}/features/coins/x.ts`,
      'export const f = (tx, id) => tx.execute(`delete from members where id = ${id}`);',
    ],
    [`${S}/lib/x.ts`, "export const f = (db) => db.execute('select 1');"],
  ])('refuses %s', async (file, code) => {
    expect(await sqlProblems(file, code)).toHaveLength(1);
  });

  it.each([
    [`${S}/features/coins/x.repository.ts`, "export const f = (db) => db.execute('select 1');"],
    [`${S}/lib/x.ts`, 'export const f = (db, sql) => db.execute(sql`select ${1}`);'],
    [`${S}/features/coins/x.test.ts`, "export const f = (db) => db.execute('select 1');"],
  ])('allows %s', async (file, code) => {
    expect(await sqlProblems(file, code)).toEqual([]);
  });
});

// Import cycles (issue 43 §3): the plugin and the TypeScript resolver of the config's no-cycle
// block, on two real files that import each other (a fixture: the packages themselves have none).
describe('import cycles (import-x/no-cycle)', () => {
  it('refuses a file whose imports lead back to it', async () => {
    const [{ default: importX }, { createTypeScriptImportResolver }] = await Promise.all([
      import('eslint-plugin-import-x'),
      import('eslint-import-resolver-typescript'),
    ]);
    const cycles = new ESLint({
      cwd: root,
      ignore: false,
      overrideConfigFile: true,
      overrideConfig: {
        files: ['**/*.ts'],
        languageOptions: { parser: (await import('typescript-eslint')).parser },
        plugins: { 'import-x': importX },
        settings: {
          'import-x/extensions': ['.ts', '.tsx'],
          'import-x/resolver-next': [createTypeScriptImportResolver()],
        },
        rules: { 'import-x/no-cycle': 'error' },
      },
    });
    const [a] = await cycles.lintFiles(['tools/fixtures/cycle/a.ts']);
    expect(a.messages.map((m) => m.ruleId)).toEqual(['import-x/no-cycle']);
  });
});
