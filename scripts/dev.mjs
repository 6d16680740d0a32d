// `npm run dev`: the API (restarting on change) and the Vite dev server with hot reload,
// which proxies API paths to :8081. Stops both on Ctrl+C.
import { spawn } from 'node:child_process';

const run = (cmd, args) => spawn(cmd, args, { stdio: 'inherit', shell: false });
const children = [
  run('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts']),
  run('npm', ['run', 'dev', '-w', '@seller/web']),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', (code) => code && stop()));
