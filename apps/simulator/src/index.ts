import { buildSimulator, type SimulatorOptions } from './app';
import { startSmtpCatcher } from './mail/smtp';

export { buildSimulator, type SimulatorOptions, type SimulatorState } from './app';
export { PORTONE_SIM_DEFAULTS } from './portone/routes';
export { signWebhook } from './portone/webhooks';
export { SIMULATOR_SEARCHAD } from './market/state';

export interface RunningSimulator {
  url: string;
  port: number;
  /** The SMTP catcher's port, or null when it was not started (smtpPort: null). */
  smtpPort: number | null;
  close(): Promise<void>;
}

export async function startSimulator(
  opts: {
    port: number;
    host?: string;
    logLevel?: string;
    /** SMTP catcher port (default 2525; 0 picks a free one; null starts none). */
    smtpPort?: number | null;
  } & Omit<SimulatorOptions, 'logLevel'>,
): Promise<RunningSimulator> {
  const { port: wantedPort, host, smtpPort: wantedSmtp, ...options } = opts;
  const { app, state } = buildSimulator({ ...options, logLevel: opts.logLevel ?? 'warn' });
  await app.listen({ port: wantedPort, host: host ?? '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : wantedPort;
  state.options.browserUrl ??= `http://localhost:${port}`;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>> | null = null;
  if (wantedSmtp !== null) {
    try {
      smtp = await startSmtpCatcher({
        store: state.mail,
        faults: state.faults,
        port: wantedSmtp ?? 2525,
        host: host ?? '127.0.0.1',
        log: (m) => app.log.warn(m),
      });
    } catch (e) {
      await app.close();
      throw e;
    }
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    smtpPort: smtp?.port ?? null,
    close: async () => {
      await Promise.all([app.close(), smtp?.close()]);
    },
  };
}
