import type { SerpDevice } from '../../api/serp.ts';

/**
 * The task list (spec: id, query, location_id, language_code, is_completed, added) carries no device, tag
 * or location name. What this browser queued is remembered here so the list can show it; other tasks get
 * their device and tag from their free standard result once collected.
 */

export interface RememberedTask {
  device: SerpDevice;
  tag?: string;
  locationName?: string;
  /** when it was queued, to forget it after the service has */
  at: number;
}

const KEY = 'searchboard.serp.tasks.v1';
const KEEP_MS = 2 * 24 * 60 * 60 * 1000;

function read(): Record<string, RememberedTask> {
  try {
    const raw = globalThis.localStorage?.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, RememberedTask>) : {};
  } catch {
    return {};
  }
}

export function recallTasks(): Record<string, RememberedTask> {
  return read();
}

export function rememberTasks(ids: readonly number[], meta: Omit<RememberedTask, 'at'>, now = Date.now()) {
  const all = read();
  for (const [id, t] of Object.entries(all)) if (now - t.at > KEEP_MS) delete all[id];
  for (const id of ids) all[String(id)] = { ...meta, at: now };
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(all));
  } catch {
    // storage full or blocked: the list falls back to the results
  }
}
