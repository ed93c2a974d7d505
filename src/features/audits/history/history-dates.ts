import { useSyncExternalStore } from 'react';

/**
 * The spec has no "list snapshot dates" operation, and a history read needs an exact date. The dashboard learns
 * dates three ways and remembers them in this browser, per audit: the audit's own finish date, every date that
 * answered with a snapshot, and the dates an error message names (the service's 404 for a date without a
 * snapshot may list the dates that have one).
 */

const ISO = /\b(\d{4}-\d{2}-\d{2})\b/g;

/** Every `YYYY-MM-DD` in a message, except the one asked for; sorted, unique. */
export function datesFromMessage(message: string, asked?: string): string[] {
  const found = new Set<string>();
  for (const m of message.matchAll(ISO)) {
    const d = m[1];
    if (d && d !== asked && !Number.isNaN(Date.parse(`${d}T00:00:00Z`))) found.add(d);
  }
  return [...found].sort();
}

/** `2024-05-02 10:20:00` → `2024-05-02` */
export const dayOf = (time: string | null | undefined): string | undefined =>
  time && /^\d{4}-\d{2}-\d{2}/.test(time) ? time.slice(0, 10) : undefined;

export function mergeDates(...lists: readonly (readonly (string | undefined)[])[]): string[] {
  const all = new Set<string>();
  for (const l of lists) for (const d of l) if (d) all.add(d);
  return [...all].sort();
}

const KEY = (auditId: number) => `searchboard.audits.dates.${auditId}`;
const listeners = new Set<() => void>();
const cache = new Map<number, string[]>();

function read(auditId: number): string[] {
  let v = cache.get(auditId);
  if (!v) {
    try {
      const raw = globalThis.localStorage?.getItem(KEY(auditId));
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      v = Array.isArray(parsed) ? parsed.filter((d): d is string => typeof d === 'string') : [];
    } catch {
      v = [];
    }
    cache.set(auditId, v);
  }
  return v;
}

export function rememberDates(auditId: number, dates: readonly string[]): void {
  const before = read(auditId);
  const next = mergeDates(before, dates).slice(-60);
  if (next.length === before.length && next.every((d, i) => d === before[i])) return;
  cache.set(auditId, next);
  try {
    globalThis.localStorage?.setItem(KEY(auditId), JSON.stringify(next));
  } catch {
    // storage full or off: the dates are still known for this session
  }
  listeners.forEach((l) => l());
}

/** Forget a deleted audit's dates. */
export function forgetDates(auditId: number): void {
  cache.delete(auditId);
  try {
    globalThis.localStorage?.removeItem(KEY(auditId));
  } catch {
    // nothing to do
  }
}

export function useRememberedDates(auditId: number): string[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => read(auditId),
    () => read(auditId),
  );
}
