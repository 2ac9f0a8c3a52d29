import { useState } from 'react';

const KEY = 'gulf-art.dismissed-announcements';
/** Old dismissals are dropped past this many: announcements end, and the list should not grow for ever. */
const KEEP = 50;

function read(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Which announcements (id and wording version) this browser dismissed, kept across visits. */
export function useDismissedAnnouncements(): [Set<string>, (key: string) => void] {
  const [dismissed, setDismissed] = useState<string[]>(read);
  const dismiss = (key: string) => {
    const next = [...dismissed.filter((k) => k !== key), key].slice(-KEEP);
    setDismissed(next);
    try {
      window.localStorage.setItem(KEY, JSON.stringify(next));
    } catch {
      // Private browsing without storage: dismissed for this page only.
    }
  };
  return [new Set(dismissed), dismiss];
}

export const dismissKey = (a: { id: string; version: string }) => `${a.id}@${a.version}`;
