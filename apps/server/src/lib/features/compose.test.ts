import { describe, expect, it } from 'vitest';
import { featureModules } from '../../modules';
import { composeFeatures, orderFeatures } from './compose';
import { createLinks, type FeatureContext } from './context';
import type { AnyFeatureModule } from './module';

const mod = (name: string, needs: string[] = [], provides: object = { [name]: {} }): AnyFeatureModule => ({
  name,
  needs,
  create: () => provides,
});

/** Only what composeFeatures itself reads; the modules under test read nothing of it. */
const ctx = (links = createLinks()) => links as unknown as FeatureContext;

describe('orderFeatures', () => {
  it('makes each module after the features it needs', () => {
    const order = orderFeatures([mod('c', ['b']), mod('a'), mod('b', ['a'])]).map((m) => m.name);
    expect(order).toEqual(['a', 'b', 'c']);
  });

  it('refuses a cycle and names it', () => {
    expect(() => orderFeatures([mod('a', ['b']), mod('b', ['c']), mod('c', ['a'])])).toThrow(
      'feature cycle: a → b → c → a',
    );
  });

  it('refuses a need no module provides, and a name given twice', () => {
    expect(() => orderFeatures([mod('a', ['ghost'])])).toThrow('feature "a" needs "ghost", which no module provides');
    expect(() => orderFeatures([mod('a'), mod('a')])).toThrow('feature "a" is declared twice');
  });
});

describe('the composition root', () => {
  it('has every need provided and no cycle', () => {
    const order = orderFeatures(featureModules).map((m) => m.name);
    expect(order).toHaveLength(featureModules.length);
    // The two runtime cycles of issue 38 §2 are gone: neither side needs the other.
    const needs = new Map(featureModules.map((m) => [m.name, m.needs]));
    expect(needs.get('rank-alerts')).not.toContain('goods-rank');
    expect(needs.get('rank-alerts')).not.toContain('place-rank');
    expect(needs.get('member-admin')).not.toContain('agency');
    for (const name of ['goods-rank', 'place-rank', 'rank-alerts', 'coins', 'member-admin', 'agency']) {
      expect(order).toContain(name);
    }
  });

  it('is refused at start when a module closes a cycle', () => {
    const coins = featureModules.find((m) => m.name === 'coins')!;
    const cyclic = featureModules.map((m) => (m === coins ? { ...coins, needs: ['goods-rank'] } : m));
    expect(() => orderFeatures(cyclic)).toThrow(
      'feature cycle: coins → goods-rank → coins',
    );
  });
});

describe('composeFeatures', () => {
  it('hands a module only the services of the features it names', () => {
    let seen: object = {};
    const reader: AnyFeatureModule = {
      name: 'reader',
      needs: ['a'],
      create: (_ctx, needs: object) => {
        seen = needs;
        return { reader: true };
      },
    };
    const made = composeFeatures([mod('a', [], { alpha: 1 }), mod('b', [], { beta: 2 }), reader], ctx());
    expect(seen).toEqual({ alpha: 1 });
    expect(made.services).toEqual({ alpha: 1, beta: 2, reader: true });
  });

  it('refuses two features providing one service name', () => {
    expect(() => composeFeatures([mod('a', [], { x: 1 }), mod('b', [], { x: 2 })], ctx())).toThrow(
      'service "x" of feature "b" is provided twice',
    );
  });

  it('runs routes and jobs in order and closes in reverse', async () => {
    const calls: string[] = [];
    const traced = (name: string, needs: string[] = []): AnyFeatureModule => ({
      ...mod(name, needs),
      routes: () => void calls.push(`routes ${name}`),
      jobs: () => [{ name: `job-${name}`, handler: async () => {} }],
      close: () => void calls.push(`close ${name}`),
    });
    const made = composeFeatures([traced('b', ['a']), traced('a')], ctx());
    await made.routes({} as never);
    await made.close();
    expect(calls).toEqual(['routes a', 'routes b', 'close b', 'close a']);
    expect(made.jobs({} as never).map((j) => j.name)).toEqual(['job-a', 'job-b']);
  });
});

describe('links between features', () => {
  it('reaches a port provided after the module that asked for it, and refuses one never provided', () => {
    const links = createLinks();
    const grants = links.port('member-admin.grants');
    links.provide('member-admin.grants', {
      quoteCancel: async () => ({ kind: 'grant' }) as never,
      cancel: async () => ({}) as never,
    });
    expect(() => links.check()).not.toThrow();
    return expect(grants.quoteCancel('grant:1')).resolves.toEqual({ kind: 'grant' });
  });

  it('refuses at start a port nobody provides, and a port provided twice', () => {
    const links = createLinks();
    links.port('member-admin.grants');
    expect(() => links.check()).toThrow('feature ports not provided: member-admin.grants');
    const impl = { quoteCancel: async () => ({}) as never, cancel: async () => ({}) as never };
    links.provide('member-admin.grants', impl);
    expect(() => links.provide('member-admin.grants', impl)).toThrow('provided twice');
  });

  it('keeps the contributions of every feature, in order', () => {
    const links = createLinks();
    const run = async () => ({ checked: 1, failed: 0 });
    links.contribute('daily-checks', run);
    links.contribute('daily-checks', run);
    expect(links.contributions('daily-checks')).toHaveLength(2);
    expect(links.contributions('check-sweep')).toEqual([]);
  });
});
