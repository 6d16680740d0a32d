// The layers of apps/server/src and apps/web/src as eslint-plugin-boundaries elements and
// policies (issue 27 §2; docs/architecture.md "Lint rules"). Imports are resolved by
// eslint-import-resolver-typescript, so `@seller/shared/…`, extension-less relative paths and
// `index.ts` folders land on the files they name. tools/layers.test.ts lints a snippet for every
// edge below and fails when one is not reported (or an allowed one is).
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const S = 'apps/server/src';
const W = 'apps/web/src';

const elements = [
  { type: 'server-feature', pattern: `${S}/features/*`, capture: ['feature'] },
  { type: 'server-http', pattern: `${S}/http` },
  { type: 'server-lib', pattern: `${S}/lib` },
  { type: 'server-adapters', pattern: `${S}/adapters` },
  { type: 'server-db', pattern: `${S}/db` },
  { type: 'server-jobs', pattern: `${S}/jobs` },
  { type: 'server-cli', pattern: `${S}/cli` },
  { type: 'server-test', pattern: `${S}/test` },
  { type: 'web-feature', pattern: `${W}/features/*`, capture: ['feature'] },
  { type: 'web-app', pattern: `${W}/app` },
  { type: 'web-components', pattern: `${W}/components` },
  { type: 'web-lib', pattern: `${W}/lib` },
  // The packages as wholes (issue 43 §3), after the layers inside them (the first match wins):
  // the rest of each app (app.ts, main.tsx, test/), the shared package, the simulator, the
  // browser tests and the bench.
  { type: 'server', pattern: 'apps/server' },
  { type: 'web', pattern: 'apps/web' },
  { type: 'shared', pattern: 'packages/shared' },
  { type: 'simulator', pattern: 'apps/simulator' },
  { type: 'e2e', pattern: 'e2e' },
  { type: 'bench', pattern: 'bench' },
];

const SERVER = [
  'server-feature',
  'server-http',
  'server-lib',
  'server-adapters',
  'server-db',
  'server-jobs',
  'server-cli',
  'server-test',
  'server',
];
const WEB = ['web-feature', 'web-app', 'web-components', 'web-lib', 'web'];

const files = [
  // Every file has a category, so that `noneOf` selectors have something to look at.
  { category: 'code', pattern: '**/*.{ts,tsx}' },
  { category: 'test', pattern: ['**/*.test.{ts,tsx}', '**/test-support.ts'] },
  { category: 'domain', pattern: '**/*.domain.ts' },
  { category: 'repository', pattern: '**/*.repository.ts' },
  { category: 'ports', pattern: '**/*.ports.ts' },
  { category: 'public-index', pattern: '**/features/*/index.{ts,tsx}' },
  // app.ts, main.ts, server.ts, worker.ts, ports.ts, config.ts, simulator.ts: the composition.
  { category: 'server-app', pattern: `${S}/*.ts` },
  { category: 'server-config', pattern: `${S}/config.ts` },
];

export const layerSettings = {
  'boundaries/root-path': root,
  'boundaries/elements': elements,
  'boundaries/files': files,
  'import/resolver': {
    typescript: {
      project: [
        'apps/*/tsconfig.json',
        'packages/*/tsconfig.json',
        'e2e/tsconfig.json',
        'bench/tsconfig.json',
      ],
      noWarnOnMultipleProjects: true,
    },
  },
};

const notTest = { categories: { noneOf: ['test'] } };
/** Files of a layer; `code` leaves its tests out (a test wires layers together as app.ts does). */
const el = (type) => ({ element: { type } });
const code = (type) => ({ element: { type }, file: notTest });
const typeOnly = { kind: 'type' };
const drizzle = { module: { origin: 'external', source: 'drizzle-orm' } };

export const layerPolicies = [
  // Features do not import each other: app.ts (web: app/) composes them. The one exception is
  // `import type` from another feature's public index (features/<name>/index.ts), which is how
  // the coins feature's CoinsPort reaches the features that move coins.
  ...['server', 'web'].flatMap((app) => [
    {
      from: el(`${app}-feature`),
      disallow: { to: el(`${app}-feature`) },
      message:
        'A feature does not import another feature; compose them at app level (only `import type` from its index.ts).',
    },
    {
      from: el(`${app}-feature`),
      allow: { to: { ...el(`${app}-feature`), file: { categories: 'public-index' } }, dependency: typeOnly },
    },
  ]),
  // The layers under the features serve all of them and know none.
  {
    from: [code('server-http'), code('server-lib'), code('server-adapters'), code('server-db')],
    disallow: { to: el('server-feature') },
    message: 'http/, lib/, adapters/ and db/ do not import features; app.ts hands them what they need.',
  },
  {
    from: ['server-http', 'server-lib', 'server-adapters', 'server-db', 'server-feature'].map(code),
    disallow: { to: { file: { categories: 'server-app' } } },
    message:
      'The app-level files (app.ts, ports.ts, main.ts…) compose the layers; nothing below imports them.',
  },
  {
    from: ['server-http', 'server-lib', 'server-adapters', 'server-db', 'server-feature'].map(code),
    allow: { to: { file: { categories: 'server-config' } }, dependency: typeOnly },
  },
  // Features own their ports; adapters implement them (src/ports.ts and app.ts map one onto the
  // other). A feature's *.ports.ts may borrow an adapter's data types, nothing else may.
  {
    from: code('server-feature'),
    disallow: { to: el('server-adapters') },
    message: 'A feature reaches an outside service through its own port (*.ports.ts); adapters implement it.',
  },
  {
    from: { ...el('server-feature'), file: { categories: 'ports' } },
    allow: { to: el('server-adapters'), dependency: typeOnly },
  },
  // Repositories own SQL: elsewhere in a feature, db/ is types only (Db, Tx, row types) and
  // Drizzle is not imported at all.
  {
    from: { ...el('server-feature'), file: { categories: { noneOf: ['repository', 'test'] } } },
    disallow: [{ to: el('server-db'), dependency: { kind: 'value' } }, { to: drizzle }],
    message: "SQL belongs in the feature's *.repository.ts; other files use db/ for types only.",
  },
  // *.domain.ts is pure: no database, no outside service, whatever the kind of import.
  {
    from: { file: { categories: 'domain' } },
    disallow: [{ to: el('server-db') }, { to: el('server-adapters') }, { to: drizzle }],
    message: '*.domain.ts is pure: no database and no adapter (declare the shape it needs beside it).',
  },
  // Between the packages (issue 43 §3): the shared package is what the apps have in common and
  // knows none of them; the web reaches the server only through the contracts and schemas in it;
  // the simulator speaks the vendors' protocols on its own, so it cannot drift into the server's
  // view of them. (The e2e and the bench start the server and the simulator: they may import them.)
  {
    from: el('shared'),
    disallow: [...SERVER, ...WEB, 'simulator', 'e2e', 'bench'].map((type) => ({ to: el(type) })),
    message: 'packages/shared is imported by the apps and imports none of them.',
  },
  {
    from: WEB.map(el),
    disallow: SERVER.map((type) => ({ to: el(type) })),
    message: 'The web reaches the server only through the contracts and schemas in packages/shared.',
  },
  {
    from: el('simulator'),
    disallow: SERVER.map((type) => ({ to: el(type) })),
    message: "The simulator speaks the vendors' protocols on its own: it imports nothing of the server.",
  },
  // The web's shared parts serve every feature and know none.
  {
    from: [code('web-components'), code('web-lib')],
    disallow: [{ to: el('web-feature') }, { to: el('web-app') }],
    message:
      'components/ and lib/ do not import features or app/; pass what they need as props or arguments.',
  },
];
