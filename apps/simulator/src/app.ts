import Fastify, { type FastifyInstance } from 'fastify';
import { guardControls, newSecret } from './access';
import { FaultRegistry, faultRoutes } from './faults';
import { htmlAssets } from './html';
import { registerKakao, type KakaoSimOptions } from './kakao/routes';
import { MailStore, registerMail } from './mail/routes';
import { registerPortone, type PortoneSimOptions } from './portone/routes';
import { registerRanking } from './ranking/routes';
import { registerScore } from './score/routes';
import { registerMarketControls } from './market/controls';
import { registerNaverDatalab } from './naver-datalab/routes';
import { registerNaverLocal } from './naver-local/routes';
import { registerNaverPlace } from './naver-place/routes';
import { registerNaverSearchAd } from './naver-searchad/routes';
import { registerProductLookup } from './product-lookup/routes';
import { registerSearchApi } from './searchapi/routes';
import { registerApify } from './apify/routes';
import { registerSolapi } from './solapi/routes';

/** Per-service call counters, read through /__control/calls. */
class CallCounter {
  private counts = new Map<string, number>();
  hit(service: string, key = '-'): void {
    const k = `${service}|${key}`;
    this.counts.set(k, (this.counts.get(k) ?? 0) + 1);
  }
  snapshot(): Record<string, Record<string, number>> {
    const out: Record<string, Record<string, number>> = {};
    for (const [k, n] of this.counts) {
      const [service = '', key = ''] = k.split('|');
      (out[service] ??= {})[key] = n;
    }
    return out;
  }
  reset(): void {
    this.counts.clear();
  }
}

export interface SimulatorOptions {
  logLevel?: string;
  /** Where the app under test listens; signed PortOne webhooks go to `${appUrl}/v1/payment/webhook`. */
  appUrl?: string;
  /** How a browser reaches the simulator (absolute image URLs); startSimulator fills it in. */
  browserUrl?: string;
  /** The clock of the simulated services (ranking boards follow the Korea date). */
  now?: () => Date;
  portone?: Partial<PortoneSimOptions>;
  kakao?: Partial<KakaoSimOptions>;
  /** What /__control/* and the mail inbox require (access.ts); a random one when not given. */
  secret?: string;
}

export interface SimulatorState {
  calls: CallCounter;
  faults: FaultRegistry;
  /** Mutable: startSimulator completes browserUrl once the port is known. */
  options: SimulatorOptions;
  /** Messages caught by the SMTP catcher (startSimulator runs the SMTP side). */
  mail: MailStore;
  /** Each service clears its own state here on POST /__control/reset. */
  onReset: Array<() => void>;
  /** The secret /__control/* and the inbox require (access.ts). */
  secret: string;
}

/** The simulator's HTTP app. Each simulated service registers its routes here. */
export function buildSimulator(opts: SimulatorOptions = {}): { app: FastifyInstance; state: SimulatorState } {
  // Closing ends every connection at once: a client still holding a keep-alive or a delayed
  // answer (fault injection) otherwise made close() wait out the keep-alive, over a minute.
  const app = Fastify({ logger: { level: opts.logLevel ?? 'warn' }, forceCloseConnections: true });
  const state: SimulatorState = {
    calls: new CallCounter(),
    faults: new FaultRegistry(),
    options: { ...opts },
    mail: new MailStore(),
    onReset: [],
    secret: opts.secret || newSecret(),
  };

  guardControls(app, state.secret);
  app.get('/healthz', async () => ({ status: 'ok', simulator: true }));
  htmlAssets(app);
  registerPortone(app, state);
  registerKakao(app, state);
  registerMail(app, state);
  registerScore(app, state);
  registerRanking(app, state);
  registerNaverLocal(app, state);
  registerNaverDatalab(app, state);
  registerNaverSearchAd(app, state);
  registerNaverPlace(app, state);
  registerProductLookup(app, state);
  registerSearchApi(app, state);
  registerApify(app, state);
  registerSolapi(app, state);
  registerMarketControls(app, state);
  app.get('/__control/calls', async () => state.calls.snapshot());
  faultRoutes(app, state.faults);
  app.post('/__control/reset', async () => {
    state.calls.reset();
    state.faults.reset();
    for (const reset of state.onReset) reset();
    return { ok: true };
  });
  return { app, state };
}
