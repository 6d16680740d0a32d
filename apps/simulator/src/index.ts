import { inboxLink } from './access';
import { buildSimulator, type SimulatorOptions } from './app';
import { startSmtpCatcher } from './mail/smtp';

export { buildSimulator, type SimulatorOptions, type SimulatorState } from './app';
export { SECRET_HEADER, inboxLink } from './access';
export { PORTONE_SIM_DEFAULTS } from './portone/routes';
export { signWebhook } from './portone/webhooks';
export { SIMULATOR_SEARCHAD } from './market/state';
export { SIMULATOR_SEARCHAPI_KEY } from './searchapi/routes';
export { SIMULATOR_APIFY_TOKEN } from './apify/routes';
export { SOLAPI_SIM } from './solapi/routes';

export interface RunningSimulator {
  url: string;
  /** The address it is bound to (127.0.0.1 unless a host was given). */
  host: string;
  port: number;
  /** The SMTP catcher's port, or null when it was not started (smtpPort: null). */
  smtpPort: number | null;
  /** What /__control/* needs in the X-Simulator-Secret header (and the inbox link carries). */
  secret: string;
  /** The inbox address to open in a browser (it carries the secret once, then a cookie). */
  inboxUrl: string;
  close(): Promise<void>;
}

export async function startSimulator(
  opts: {
    port: number;
    logLevel?: string;
    /** Where to listen (default 127.0.0.1: the controls and the inbox are for this machine). */
    host?: string;
    /** SMTP catcher port (default 2525; 0 picks a free one; null starts none). */
    smtpPort?: number | null;
  } & Omit<SimulatorOptions, 'logLevel'>,
): Promise<RunningSimulator> {
  const { port: wantedPort, host, smtpPort: wantedSmtp, ...options } = opts;
  const { app, state } = buildSimulator({ ...options, logLevel: opts.logLevel ?? 'warn' });
  await app.listen({ port: wantedPort, host: host ?? '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : wantedPort;
  const boundHost = typeof address === 'object' && address ? address.address : (host ?? '127.0.0.1');
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
    host: boundHost,
    port,
    smtpPort: smtp?.port ?? null,
    secret: state.secret,
    inboxUrl: inboxLink(state.options.browserUrl, state.secret),
    close: async () => {
      await Promise.all([app.close(), smtp?.close()]);
    },
  };
}
