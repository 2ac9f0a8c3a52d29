import { useEffect, useState } from 'react';

export interface Remaining {
  totalMs: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function remainingUntil(endsAt: string, now: number): Remaining {
  const totalMs = Math.max(0, Date.parse(endsAt) - now);
  const s = Math.floor(totalMs / 1000);
  return {
    totalMs,
    days: Math.floor(s / 86_400),
    hours: Math.floor((s % 86_400) / 3600),
    minutes: Math.floor((s % 3600) / 60),
    seconds: s % 60,
  };
}

/** Time left until `endsAt`, ticking every second; follows soft-close extensions as `endsAt` changes. */
export function useCountdown(endsAt: string): Remaining {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return remainingUntil(endsAt, now);
}
