import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from '../../jobs/boss';
import type { FeatureContext } from './context';
import type { AnyFeatureModule, JobContext } from './module';

/**
 * The modules in an order where each comes after every feature it needs. Refuses, naming them, a
 * cycle, a need no module provides and a name given twice: a start that would fail at the first
 * call fails here instead (compose.test.ts).
 */
export function orderFeatures<M extends Pick<AnyFeatureModule, 'name' | 'needs'>>(modules: readonly M[]): M[] {
  const byName = new Map<string, M>();
  for (const m of modules) {
    if (byName.has(m.name)) throw new Error(`feature "${m.name}" is declared twice`);
    byName.set(m.name, m);
  }
  const ordered: M[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (m: M, path: string[]) => {
    const seen = state.get(m.name);
    if (seen === 'done') return;
    if (seen === 'visiting') {
      const cycle = [...path.slice(path.indexOf(m.name)), m.name];
      throw new Error(`feature cycle: ${cycle.join(' → ')}`);
    }
    state.set(m.name, 'visiting');
    for (const need of m.needs) {
      const dep = byName.get(need);
      if (!dep) throw new Error(`feature "${m.name}" needs "${need}", which no module provides`);
      visit(dep, [...path, m.name]);
    }
    state.set(m.name, 'done');
    ordered.push(m);
  };
  for (const m of modules) visit(m, []);
  return ordered;
}

/** The modules made, in order, with every service in one object (names must not collide). */
export function composeFeatures(modules: readonly AnyFeatureModule[], ctx: FeatureContext) {
  const ordered = orderFeatures(modules);
  const services: Record<string, unknown> = {};
  const made = new Map<string, object>();
  for (const m of ordered) {
    // A module sees only what it named: its needs' services, not the whole object so far.
    const needs = Object.assign({}, ...m.needs.map((n) => made.get(n)));
    const own = m.create(ctx, needs as never);
    for (const key of Object.keys(own)) {
      if (key in services) throw new Error(`service "${key}" of feature "${m.name}" is provided twice`);
    }
    made.set(m.name, own);
    Object.assign(services, own);
  }
  const withNeeds = (m: AnyFeatureModule) =>
    Object.assign({}, ...m.needs.map((n) => made.get(n)), made.get(m.name)) as never;
  return {
    services,
    /** The lists features added to (read by the process around them: the jobs' check sweep). */
    contributions: ctx.contributions,
    async routes(app: FastifyInstance) {
      for (const m of ordered) await m.routes?.(app, withNeeds(m), ctx);
    },
    jobs(jobCtx: JobContext): JobDefinition[] {
      return ordered.flatMap((m) => m.jobs?.(withNeeds(m), jobCtx) ?? []);
    },
    async close() {
      for (const m of [...ordered].reverse()) await m.close?.(made.get(m.name) as never);
    },
  };
}
export type Composition = ReturnType<typeof composeFeatures>;
