import { ko } from '@seller/shared';
import { loadConfigOrExit } from './config';
import { announceSetupLink } from './features/setup/setup.startup';
import { createLogger } from './lib/logger';
import { exitOnSignals } from './lib/shutdown';
import { startServer } from './server';

const config = loadConfigOrExit();
const log = createLogger(config);
log.info({ node: process.version, pid: process.pid }, 'starting');

// Imported only in simulator mode: a production install (`npm ci --omit=dev`) has no simulator.
if (config.simulator.enabled) await (await import('./simulator')).startEmbeddedSimulator(config);

const server = await startServer(config, log);
exitOnSignals(server.stop, { timeoutMs: config.shutdownTimeoutMs, log });
// While no manager exists: the one-time /setup link (also in DATA_DIR/setup-link.txt, 0600),
// printed before the "listening" line so whoever waits for that line has the link too.
await announceSetupLink(server.services.setup, {
  publicUrl: config.publicUrl,
  dataDir: config.dataDir,
  print: (line) => console.log(line),
});
console.log(`${ko.cli.listening} ${config.publicUrl}`);
