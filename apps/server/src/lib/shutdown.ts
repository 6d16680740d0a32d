import type { Logger } from './logger';

/**
 * SIGTERM/SIGINT: run `stop` (stop taking requests, let in-flight requests and running jobs end),
 * then exit 0. A stop that outlasts `timeoutMs` exits 1, so an orchestrator's kill never finds a
 * process stuck half-closed.
 */
export function exitOnSignals(
  stop: () => Promise<void>,
  opts: { timeoutMs: number; log: Logger; exit?: (code: number) => void },
): void {
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    opts.log.info({ signal, timeoutMs: opts.timeoutMs }, 'shutting down');
    const timer = setTimeout(() => {
      opts.log.error({ timeoutMs: opts.timeoutMs }, 'shutdown timed out');
      exit(1);
    }, opts.timeoutMs);
    timer.unref();
    stop().then(
      () => {
        clearTimeout(timer);
        opts.log.info('stopped');
        exit(0);
      },
      (err: unknown) => {
        clearTimeout(timer);
        opts.log.error({ err }, 'shutdown failed');
        exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
