// `npm run dev`: the API (restarting on change) and the Vite dev server with hot reload,
// which proxies API paths to :8081. Stops both on Ctrl+C.
import { spawn } from 'node:child_process';

const run = (cmd, args, env = process.env) => spawn(cmd, args, { stdio: 'inherit', shell: false, env });
// The browser is on the Vite server, so that is the users' address: the API accepts
// state-changing calls from PUBLIC_URL's origin only (SECURITY.md, Origin edge cases), and its
// links (mails, setup, payments) lead there too.
const apiEnv = { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' };
const children = [
  run('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], apiEnv),
  run('npm', ['run', 'dev', '-w', '@seller/web']),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', (code) => code && stop()));
