import { useEffect, useState } from 'react';
import { currentInstant } from '../model/time';

/** Spec 02 §9: the current-time check refreshes every 60 seconds. */
const CLOCK_TICK_MS = 60_000;

/** Server time ("now" for the expiry check), advanced by a browser clock that ticks every 60 s. */
export function useServerNow(clockOffsetMs: number, serverNow: string): Date {
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setTick(Date.now()), CLOCK_TICK_MS);
    return () => window.clearInterval(id);
  }, []);
  return currentInstant(tick, clockOffsetMs, serverNow);
}
