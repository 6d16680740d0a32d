import type { Config } from './config';
import type { Database } from './db/client';
import { createServiceAdapters, portoneBrowserConfig, type ServiceAdapters } from './adapters/services';
import { developersCutover, developersCutoverWarning } from './adapters/naver-openapi/cutover';
import { createAnswerCache } from './lib/answer-cache';
import { createLinks } from './lib/features/context';
import { composeFeatures, type Composition } from './lib/features/compose';
import type { FeatureName, ServicesOf } from './lib/features/module';
import type { Money } from './lib/provider-usage/money';
import { createCheckRequests } from './lib/rank-engine/soon-checks';
import { type JobEngine, type JobQueue, bossQueue } from './jobs/boss';
import { createLogger, type Logger } from './lib/logger';
import { featureModules } from './modules';
import type { Ports } from './ports';

export type { Ports };

export interface AppDeps {
  database: Database;
  jobs?: JobEngine | null;
  /** Where services queue jobs: the process's pg-boss (`jobs`) unless given (the unit tests' app). */
  queue?: JobQueue;
  now?: () => Date;
  /** Outside services; tests may pass their own, otherwise built from config. */
  ports?: Partial<Ports>;
  /** PortOne, Kakao and mail; tests may pass their own, otherwise built from config. */
  adapters?: Partial<ServiceAdapters>;
  /** The root logger; made from config when absent. */
  log?: Logger;
  /**
   * The daily budget of each paid source (lib/provider-usage), in the currency it was set in;
   * by default the shopping source's from its configuration (SHOPPING_DAILY_BUDGET_KRW / _USD).
   */
  providerBudgets?: Readonly<Record<string, Money>>;
}

/** Every feature's services (src/modules.ts), and what the process around them needs. */
export type Services = ServicesOf<FeatureName> & {
  log: Logger;
  checkRequests: ReturnType<typeof createCheckRequests>;
  /** The composed modules: their routes, jobs and close. */
  composition: Composition;
  /** Resolves when every check started in the background has finished. */
  settle(): Promise<void>;
};

/**
 * Composes the services of every feature over one database (src/modules.ts; the order comes from
 * each module's needs). Used by the app, jobs and CLI.
 */
export function createServices(config: Config, deps: AppDeps): Services {
  const db = deps.database.db;
  const now = deps.now ?? (() => new Date());
  // The process's logger (Fastify logs through it too); each feature logs through its own child.
  const log = deps.log ?? createLogger(config);
  // A deployment still on the Naver developer center hears of its end at every start (issue 37).
  const naverCutover = developersCutoverWarning(config.naverApi.platform, now());
  if (naverCutover) log.warn({ feature: 'naver-api' }, naverCutover);
  // Work after the answer; the app waits for it before the database closes. A failure is logged
  // here (a failed rank check is also recorded as failed by the check itself).
  const background = new Set<Promise<unknown>>();
  const inBackground = (task: Promise<unknown>) => {
    const settled = task
      .catch((err: unknown) => log.warn({ err }, 'background task failed'))
      .finally(() => background.delete(settled));
    background.add(settled);
  };
  // Checks asked for now (issue 35 §6) are queued jobs, whichever process took the request
  // (lib/rank-engine/soon-checks.ts). A failed send is logged; the sweep queues the keyword again.
  const jobQueue = deps.queue ?? bossQueue(() => deps.jobs?.boss);
  const checkRequests = createCheckRequests({ db, now, queue: jobQueue });
  const links = createLinks();
  const composition = composeFeatures(featureModules, {
    config,
    db,
    now,
    log,
    adapters: { ...createServiceAdapters(config), ...deps.adapters },
    checkoutPages: portoneBrowserConfig(config),
    overrides: { ports: deps.ports, providerBudgets: deps.providerBudgets },
    warnFor: (feature) => (message, details) => log.child({ feature }).warn(details, message),
    errorFor: (feature) => (err, what) => log.child({ feature }).error({ err }, `${what} failed`),
    inBackground,
    answerCache: createAnswerCache({ db, now }),
    jobQueue,
    checkRequests,
    checkSoon: (queue) => (keywordNorm) => inBackground(checkRequests.request(queue, keywordNorm)),
    recheckOn: (queue) => (keywordNorm, at) => inBackground(checkRequests.request(queue, keywordNorm, at)),
    naverCutover: () => developersCutover(config.naverApi.platform, now()),
    port: links.port,
    provide: links.provide,
    contribute: links.contribute,
    contributions: links.contributions,
  });
  links.check();
  return {
    ...(composition.services as ServicesOf<FeatureName>),
    log,
    checkRequests,
    composition,
    settle: async () => {
      while (background.size) await Promise.all([...background]);
    },
  };
}
