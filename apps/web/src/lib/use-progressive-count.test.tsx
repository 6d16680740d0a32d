// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useProgressiveCount } from './use-progressive-count';

afterEach(() => vi.useRealTimers());

describe('useProgressiveCount', () => {
  it('renders the first rows at once, then a step more per pass until all are there', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useProgressiveCount(20, 8, 8));
    expect(result.current).toBe(8);
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(result.current).toBe(16);
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(result.current).toBe(20);
    // Nothing more to schedule once all are shown.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never shows more than there are, and grows again when the list does', async () => {
    const { result, rerender } = renderHook(({ total }) => useProgressiveCount(total, 8, 8), {
      initialProps: { total: 5 },
    });
    expect(result.current).toBe(5);
    await new Promise((r) => setTimeout(r, 20));
    expect(result.current).toBe(5);
    rerender({ total: 30 });
    await waitFor(() => expect(result.current).toBe(30));
    rerender({ total: 0 });
    expect(result.current).toBe(0);
  });
});
