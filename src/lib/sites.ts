import { useAddressIds } from './path-ids.ts';
import { useSyncExternalStore } from 'react';

/**
 * The spec has no "list sites" operation: the dashboard knows the sites it saw in audit list items plus the
 * ones a person added by id. Added sites and the last active one are remembered in this browser.
 */
export interface KnownSite {
  id: number;
  name: string;
  url?: string;
  /** where the dashboard learnt of it */
  origin: 'audit' | 'added';
}

const ADDED_KEY = 'searchboard.sites.added';
const LAST_KEY = 'searchboard.sites.last';
const listeners = new Set<() => void>();

function read<T>(key: string, fallback: T): T {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

function write(key: string, value: unknown): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or disabled: the session still works, it just will not remember
  }
  cache = undefined;
  listeners.forEach((l) => l());
}

let cache: { added: KnownSite[]; last: number | null } | undefined;
function snapshot() {
  cache ??= { added: read<KnownSite[]>(ADDED_KEY, []), last: read<number | null>(LAST_KEY, null) };
  return cache;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useStoredSites(): { added: KnownSite[]; last: number | null } {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

export function addSite(id: number, name?: string): void {
  const added = snapshot().added.filter((s) => s.id !== id);
  write(ADDED_KEY, [...added, { id, name: name?.trim() || `Site ${id}`, origin: 'added' }]);
}

export function removeAddedSite(id: number): void {
  write(
    ADDED_KEY,
    snapshot().added.filter((s) => s.id !== id),
  );
}

/** A site the service does not know: out of the added list, and no longer the one the dashboard opens on. */
export function forgetSite(id: number): void {
  removeAddedSite(id);
  if (snapshot().last === id) write(LAST_KEY, null);
}

/** Whether this browser remembers the site (added by id, or the last one used). */
export function remembersSite(id: number): boolean {
  const { added, last } = snapshot();
  return last === id || added.some((s) => s.id === id);
}

export function rememberActiveSite(id: number): void {
  if (snapshot().last !== id) write(LAST_KEY, id);
}

/** Sites from audits first (they carry names), then added ones; one entry per id. */
export function mergeSites(fromAudits: readonly KnownSite[], added: readonly KnownSite[]): KnownSite[] {
  const byId = new Map<number, KnownSite>();
  for (const s of fromAudits) if (!byId.has(s.id)) byId.set(s.id, s);
  for (const s of added) if (!byId.has(s.id)) byId.set(s.id, s);
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** `https://www.example.com/` → `example.com` */
export function siteLabel(url: string): string {
  try {
    return new URL(url.includes('://') ? url : `https://${url}`).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** The site in the URL, else the last one used in this browser (no request needed). */
export function useRememberedSiteId(): number | undefined {
  const { siteId } = useAddressIds();
  const stored = useStoredSites();
  return siteId ?? stored.last ?? undefined;
}
