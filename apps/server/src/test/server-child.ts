/**
 * The shutdown test's child process (server.test.ts): the real startServer, plus a slow route
 * and a slow job so SIGTERM finds a request in flight and a job running. Prints markers on stdout.
 */
import { loadConfigOrExit } from '../config';
import { createLogger } from '../lib/logger';
import { exitOnSignals } from '../lib/shutdown';
import { startServer } from '../server';

const config = loadConfigOrExit();
const log = createLogger(config);
log.info({ node: process.version, pid: process.pid }, 'starting');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const server = await startServer(config, log, {
  routes: (app) =>
    app.get('/test/slow', { config: { access: 'public' } }, async () => {
      await sleep(1_500);
      return { done: true };
    }),
  jobs: [
    {
      name: 'test-slow',
      handler: async () => {
        console.log('JOB_STARTED');
        await sleep(2_000);
        console.log('JOB_FINISHED');
      },
    },
  ],
});
exitOnSignals(server.stop, { timeoutMs: config.shutdownTimeoutMs, log });
const address = server.app.server.address();
console.log(`LISTENING ${typeof address === 'object' && address ? address.port : ''}`);
await server.deps.jobs!.boss.send('test-slow', {});
