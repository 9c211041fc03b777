import { useEffect, useState } from 'react';

/** The current time, re-read every `everyMs`: for ages and countdowns. */
export function useNow(everyMs: number, now: () => number = Date.now): number {
  const [time, setTime] = useState(now);
  useEffect(() => {
    const timer = window.setInterval(() => setTime(now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs, now]);
  return time;
}
