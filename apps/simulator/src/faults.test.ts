import { describe, expect, it } from 'vitest';
import { FaultRegistry } from './faults';

/** Which of `calls` calls a fault of `rate` hits, in a fresh registry. */
function hits(rate: number, calls: number, seed?: number): number[] {
  const faults = new FaultRegistry();
  faults.add({ service: 'searchapi', count: calls, rate, ...(seed === undefined ? {} : { seed }) });
  return Array.from({ length: calls }, (_, i) => i).filter((_i) => faults.take('searchapi') !== null);
}

describe('faults at a rate (issue 43 §6)', () => {
  it('hit the same calls on every run: seeded, not Math.random', () => {
    const first = hits(0.3, 200);
    expect(hits(0.3, 200)).toEqual(first);
    // About the rate asked for, and not all at the start.
    expect(first.length).toBeGreaterThan(40);
    expect(first.length).toBeLessThan(80);
    expect(first.at(-1)!).toBeGreaterThan(150);
  });

  it('another seed hits other calls; a fault without a rate hits every call until spent', () => {
    expect(hits(0.3, 200, 7)).not.toEqual(hits(0.3, 200));
    const faults = new FaultRegistry();
    faults.add({ service: 'smtp', count: 2 });
    expect([faults.take('smtp'), faults.take('smtp'), faults.take('smtp')].map((f) => f !== null)).toEqual([
      true,
      true,
      false,
    ]);
  });
});

it('entries of one rate share the service’s stream: 200 entries of 30% hit about 30% of calls', () => {
  const faults = new FaultRegistry();
  for (let i = 0; i < 200; i++) faults.add({ service: 'naver-place', count: 1, rate: 0.3 });
  let hit = 0;
  for (let i = 0; i < 300; i++) if (faults.take('naver-place')) hit += 1;
  expect(hit).toBeGreaterThan(60);
  expect(hit).toBeLessThan(120);
});
