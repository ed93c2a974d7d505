import { hashKey, type QueryKey } from '@tanstack/react-query';

/**
 * Answers that cost credits, kept in this browser's localStorage until they go stale (keyword data: the end of
 * the month). React Query's cache lives in memory and is gone after a reload; without this, reloading a shared
 * link or opening it in a new tab would pay again for an answer already bought. Factories read an entry back
 * as `initialData` (with its own fetch time as `initialDataUpdatedAt`), so a fresh saved answer is never
 * requested again. localStorage rather than sessionStorage: the same answer is worth keeping across tabs.
 *
 * The storage key is a hash of React Query's own key hash (an export key holds up to 5000 keywords); two
 * independent 53-bit hashes make a collision negligible. When storage is full, the oldest answers go first;
 * when it is missing or refuses, nothing breaks: the in-memory cache still holds the answer for the session.
 */

const PREFIX = 'searchboard.paid.v1.';

interface Entry {
  /** when the answer was fetched (ms) */
  at: number;
  /** when it stops being fresh (ms) */
  until: number;
  /** when the service first answered it, when that was earlier than `at` (an answer from the server's cache) */
  first?: number;
  data: unknown;
}

function store(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** cyrb53: a small, well-spread 53-bit string hash. */
function cyrb53(text: string, seed: number): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

export function paidStorageKey(key: QueryKey): string {
  const h = hashKey(key);
  return `${PREFIX}${cyrb53(h, 1)}.${cyrb53(h, 2)}`;
}

// The factories ask for the data and its time separately: one parse serves both.
let last: { skey: string; raw: string; entry: Entry } | undefined;

function readEntry(s: Storage, skey: string): Entry | undefined {
  const raw = s.getItem(skey);
  if (raw === null) return undefined;
  if (last?.skey === skey && last.raw === raw) return last.entry;
  try {
    const entry = JSON.parse(raw) as Entry;
    if (typeof entry?.at !== 'number' || typeof entry.until !== 'number') return undefined;
    last = { skey, raw, entry };
    return entry;
  } catch {
    return undefined;
  }
}

/** A saved answer still fresh at `now`, or undefined (an expired one is removed). */
export function readPaid<T>(
  key: QueryKey,
  now = Date.now(),
): { data: T; at: number; first?: number } | undefined {
  const s = store();
  if (!s) return undefined;
  const skey = paidStorageKey(key);
  const entry = readEntry(s, skey);
  if (!entry) return undefined;
  if (now >= entry.until || now < entry.at - 60_000) {
    s.removeItem(skey);
    return undefined;
  }
  const first = typeof entry.first === 'number' ? { first: entry.first } : {};
  return { data: entry.data as T, at: entry.at, ...first };
}

function savedKeys(s: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < s.length; i++) {
    const k = s.key(i);
    if (k?.startsWith(PREFIX)) keys.push(k);
  }
  return keys;
}

/** Drops every saved answer that is no longer fresh. */
export function sweepPaid(now = Date.now()): void {
  const s = store();
  if (!s) return;
  for (const k of savedKeys(s)) {
    const e = readEntry(s, k);
    if (!e || now >= e.until) s.removeItem(k);
  }
}

/**
 * Saves an answer until `until`; when storage is full, the oldest saved answers make room. `first` is when the
 * service first answered it, for an answer that came from the server's cache (it was paid for then, not at `at`).
 */
export function writePaid(key: QueryKey, data: unknown, at: number, until: number, first?: number): void {
  const s = store();
  if (!s) return;
  const skey = paidStorageKey(key);
  const raw = JSON.stringify({ at, until, first, data } satisfies Entry);
  sweepPaid(at);
  for (;;) {
    try {
      s.setItem(skey, raw);
      return;
    } catch {
      const oldest = savedKeys(s)
        .filter((k) => k !== skey)
        .map((k) => ({ k, at: readEntry(s, k)?.at ?? 0 }))
        .sort((a, b) => a.at - b.at)[0];
      if (!oldest) return; // too large to keep at all: memory only
      s.removeItem(oldest.k);
    }
  }
}
