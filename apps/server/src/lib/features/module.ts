/**
 * A feature module (issue 38 §2): its name, the features it needs by name, its services, routes,
 * jobs and what it closes. The composition root (src/features.ts) orders the modules by their
 * needs and refuses a cycle (./compose.ts); `app.ts` only mounts what they declare.
 *
 * What a feature provides is declared by the feature itself, by merging into `FeatureServices`:
 *
 *   declare module '../../lib/features/module' {
 *     interface FeatureServices { coins: { coins: CoinsService } }
 *   }
 *
 * so another feature's module names it in `needs` and receives it typed, with no value import
 * between features (the layer rule). Two features that call each other name the link instead of
 * wiring it: a port one owns and the other provides (`FeaturePorts`), or a list one reads and the
 * others add to (`FeatureContributions`).
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { JobDefinition, PgBoss } from '../../jobs/boss';
import type { RetryPolicy } from '../rank-engine/schedule';
import type { SweepFeature } from '../rank-engine/soon-checks';
import type { FeatureContext } from './context';

/**
 * Feature name → the services it provides (merged into by each feature's `*.module.ts`).
 * @public (exported for the merges, which knip does not see as uses)
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface FeatureServices {}

/** Port name → its shape: declared by the feature that calls it, provided by exactly one other. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface FeaturePorts {}

/**
 * Contribution name → the item type: declared by the feature that reads the list (here, the ones
 * the process around the features reads: jobs/definitions.ts).
 */
export interface FeatureContributions {
  /** A rank feature's queue of checks asked for now and the keywords still waiting on it. */
  'check-sweep': SweepFeature;
}

export type FeatureName = keyof FeatureServices;

type UnionToIntersection<U> = (U extends unknown ? (k: U) => void : never) extends (k: infer I) => void
  ? I
  : never;

/** The services of the named features, as one object. */
export type ServicesOf<D extends FeatureName> = [D] extends [never]
  ? Record<never, never>
  : UnionToIntersection<FeatureServices[D]>;

/** What a module's jobs are given (jobs/definitions.ts). */
export interface JobContext {
  db: Db;
  config: Config;
  boss: () => PgBoss | null;
  /** The clock of the rank runs, when a test moves it. */
  now?: () => Date;
  /** Queues a job once per key for the day (rank fan-outs). */
  enqueue: (queue: string, data: object, singletonKey: string, retry?: RetryPolicy) => Promise<void>;
}

export interface FeatureModule<N extends FeatureName = FeatureName, D extends FeatureName = FeatureName> {
  name: N;
  /** The features whose services this one's services, routes or jobs use. */
  needs: readonly D[];
  create(ctx: FeatureContext, needs: ServicesOf<D>): FeatureServices[N];
  routes?(app: FastifyInstance, own: FeatureServices[N] & ServicesOf<D>, ctx: FeatureContext): void | Promise<void>;
  jobs?(own: FeatureServices[N] & ServicesOf<D>, ctx: JobContext): JobDefinition[];
  /** Called when the app closes (worker pools). */
  close?(own: FeatureServices[N]): Promise<void> | void;
}

/** Declares a module; only for its types (the name and needs are checked against the merges). */
export function defineFeature<N extends FeatureName, D extends FeatureName = never>(
  module: FeatureModule<N, D>,
): FeatureModule<N, D> {
  return module;
}

/** A module of any name, as the composition root holds them. */
export type AnyFeatureModule = {
  name: string;
  needs: readonly string[];
  create(ctx: FeatureContext, needs: never): object;
  routes?(app: FastifyInstance, own: never, ctx: FeatureContext): void | Promise<void>;
  jobs?(own: never, ctx: JobContext): JobDefinition[];
  close?(own: never): Promise<void> | void;
};
