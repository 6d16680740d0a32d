// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { PHONE_QUERY, useIsPhone, useMediaQuery } from './use-media-query';

/** A controllable `matchMedia`: `set` flips the match and tells the listeners, as a resize would. */
function fakeMedia(initial: Record<string, boolean>) {
  const matches = { ...initial };
  const listeners = new Map<string, Set<() => void>>();
  const asked: string[] = [];
  vi.stubGlobal('matchMedia', (query: string) => {
    asked.push(query);
    const set = listeners.get(query) ?? new Set();
    listeners.set(query, set);
    return {
      get matches() {
        return matches[query] ?? false;
      },
      addEventListener: (_: string, fn: () => void) => set.add(fn),
      removeEventListener: (_: string, fn: () => void) => set.delete(fn),
    };
  });
  return {
    asked,
    listeners,
    set(query: string, value: boolean) {
      matches[query] = value;
      listeners.get(query)?.forEach((fn) => fn());
    },
  };
}

function Probe({ query }: { query: string }) {
  return <span>{`${useMediaQuery(query)}/${useIsPhone()}`}</span>;
}

afterEach(() => vi.unstubAllGlobals());

describe('useMediaQuery', () => {
  it('answers the query now and follows its changes; unsubscribes on unmount', () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const media = fakeMedia({ '(min-width: 921px)': true });
    const box = document.createElement('div');
    const root = createRoot(box);
    act(() => root.render(<Probe query="(min-width: 921px)" />));
    expect(box.textContent).toBe('true/false');
    expect(media.asked).toContain(PHONE_QUERY);
    act(() => media.set('(min-width: 921px)', false));
    act(() => media.set(PHONE_QUERY, true));
    expect(box.textContent).toBe('false/true');
    act(() => root.unmount());
    expect([...media.listeners.values()].every((s) => s.size === 0)).toBe(true);
  });
});
