/**
 * Simulator mode (no provider credential set): the simulator runs inside `npm start`. It listens
 * on this machine only unless SIMULATOR_HOST says otherwise, and its controls and mail inbox need
 * the secret it gets here (SIMULATOR_SECRET, or a random one per start); the inbox link carrying
 * it is printed once.
 */
import { ko } from '@seller/shared';
import type { Config } from './config';

export async function startEmbeddedSimulator(config: Config, print: (line: string) => void = console.log) {
  // Imported lazily: with real credentials the simulator code is never loaded.
  const { startSimulator } = await import('@seller/simulator');
  const sim = await startSimulator({
    port: config.simulator.port,
    host: config.simulator.host,
    logLevel: 'warn',
    smtpPort: config.simulator.smtpPort,
    appUrl: `http://127.0.0.1:${config.port}`,
    browserUrl: config.simulator.browserUrl,
    secret: config.simulator.secret,
  });
  print(`${ko.cli.simulatorListening} ${sim.url}`);
  print(`${ko.cli.simulatorInbox} ${sim.inboxUrl}`);
  return sim;
}
