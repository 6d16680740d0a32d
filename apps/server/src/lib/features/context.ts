/**
 * What every feature module is built with: the process's infrastructure (database, clock, logger,
 * outside services, the answer cache, the queue of checks asked for now) and the two named links
 * between features (issue 38 §2): ports and contributions.
 */
import type { DevelopersCutover } from '../../adapters/naver-openapi/cutover';
import type { portoneBrowserConfig, ServiceAdapters } from '../../adapters/services';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/boss';
import type { AnswerCache } from '../answer-cache';
import type { Logger } from '../logger';
import type { Money } from '../provider-usage/money';
import type { CheckRequests } from '../rank-engine/soon-checks';
import type { FeatureContributions, FeaturePorts } from './module';

/** What the caller of createServices may put in place of what config would build (tests). */
interface FeatureOverrides {
  /** Outside sources (src/ports.ts), each replacing the configured one. */
  ports?: object;
  /** The daily budget of each paid source, in the currency it was set in. */
  providerBudgets?: Readonly<Record<string, Money>>;
}

export interface FeatureContext {
  config: Config;
  db: Db;
  now: () => Date;
  log: Logger;
  adapters: ServiceAdapters;
  /** PortOne's browser-side settings (checkout and identity pages), from config. */
  checkoutPages: ReturnType<typeof portoneBrowserConfig>;
  overrides: FeatureOverrides;
  /** A feature's warning and error lines, tagged with its name. */
  warnFor(feature: string): (message: string, details: Record<string, unknown>) => void;
  errorFor(feature: string): (err: unknown, what: string) => void;
  /** Work after the answer; the app waits for it before the database closes. */
  inBackground(task: Promise<unknown>): void;
  /** Provider answers kept per Korea day (keyword tools, the finder). */
  answerCache: AnswerCache;
  /** Where the Naver developer center's end stands for this deployment (issue 37), or null. */
  naverCutover(): DevelopersCutover | null;
  /** Where a feature queues its own jobs (pg-boss; the unit tests' inline queue). */
  jobQueue: JobQueue;
  /** Rank checks asked for now, queued as jobs (lib/rank-engine/soon-checks.ts). */
  checkRequests: CheckRequests;
  /** A keyword of `queue` checked soon, or again at `at` (a failed send is logged; the sweep retries). */
  checkSoon(queue: string): (keywordNorm: string) => void;
  recheckOn(queue: string): (keywordNorm: string, at: Date) => void;
  /** A port another feature declared: calls reach the one that provides it, once the app runs. */
  port<K extends keyof FeaturePorts>(name: K): FeaturePorts[K];
  /** Provides a port another feature declared. */
  provide<K extends keyof FeaturePorts>(name: K, impl: FeaturePorts[K]): void;
  /** Adds an item to a list another feature reads. */
  contribute<K extends keyof FeatureContributions>(name: K, item: FeatureContributions[K]): void;
  /** The items added so far (read when used, after every module is made). */
  contributions<K extends keyof FeatureContributions>(name: K): readonly FeatureContributions[K][];
}

/** The named links of one composition: ports asked for and provided, contributions. */
export function createLinks() {
  const provided = new Map<string, object>();
  const asked = new Set<string>();
  const lists = new Map<string, unknown[]>();
  return {
    port<K extends keyof FeaturePorts>(name: K): FeaturePorts[K] {
      asked.add(name);
      // Calls go through at call time: the provider may be made after the module that asks.
      return new Proxy(
        {},
        {
          get: (_target, member) => {
            if (typeof member !== 'string') return undefined;
            return (...args: unknown[]) => {
              const impl = provided.get(name) as Record<string, (...a: unknown[]) => unknown> | undefined;
              if (!impl) throw new Error(`feature port "${name}" is not provided`);
              return impl[member]!(...args);
            };
          },
        },
      ) as FeaturePorts[K];
    },
    provide<K extends keyof FeaturePorts>(name: K, impl: FeaturePorts[K]) {
      if (provided.has(name)) throw new Error(`feature port "${name}" is provided twice`);
      provided.set(name, impl as object);
    },
    contribute<K extends keyof FeatureContributions>(name: K, item: FeatureContributions[K]) {
      lists.set(name, [...(lists.get(name) ?? []), item]);
    },
    contributions<K extends keyof FeatureContributions>(name: K): readonly FeatureContributions[K][] {
      return (lists.get(name) ?? []) as FeatureContributions[K][];
    },
    /** Refuses, at start, a port some feature asked for that none provides. */
    check() {
      const missing = [...asked].filter((name) => !provided.has(name));
      if (missing.length) throw new Error(`feature ports not provided: ${missing.join(', ')}`);
    },
  };
}
