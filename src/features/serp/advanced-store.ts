import { browserAnswer, type Answer } from '../../api/answer.ts';
import { serpResultSchema, type SerpOutcome, type SerpResult } from '../../api/serp-schemas.ts';
import { expiresAt } from './expiry.ts';

/**
 * Advanced results cost credits each time they are asked for, so a collected one is kept in this browser
 * until the service deletes it (24 hours after collection): a reload or a second tab never pays twice.
 */

const PREFIX = 'searchboard.serp.advanced.';

const storage = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};

function prune(s: Storage, now: number) {
  for (let i = s.length - 1; i >= 0; i--) {
    const key = s.key(i);
    if (!key?.startsWith(PREFIX)) continue;
    try {
      const { until } = JSON.parse(s.getItem(key) ?? '{}') as { until?: number };
      if (typeof until !== 'number' || until < now) s.removeItem(key);
    } catch {
      s.removeItem(key);
    }
  }
}

/** The saved result, as an answer from this browser (the page says so), or undefined. */
export function loadAdvanced(taskId: number, now = Date.now()): Answer<SerpOutcome> | undefined {
  const raw = storage()?.getItem(PREFIX + taskId);
  if (!raw) return undefined;
  try {
    const { until, at, first, result } = JSON.parse(raw) as {
      until?: number;
      at?: number;
      first?: number;
      result?: unknown;
    };
    if (typeof until !== 'number' || until < now) return undefined;
    const parsed = serpResultSchema.safeParse(result);
    if (!parsed.success) return undefined;
    const fetched = typeof first === 'number' ? first : typeof at === 'number' ? at : null;
    return browserAnswer({ state: 'done', result: parsed.data }, fetched);
  } catch {
    return undefined;
  }
}

/**
 * `first` is when the service first answered, for a result that came from Searchboard's server cache: it was paid
 * for then, not now, and the page says so after a reload too.
 */
export function saveAdvanced(taskId: number, result: SerpResult, now = Date.now(), first?: number): void {
  const s = storage();
  if (!s) return;
  const until = expiresAt(result.request_metadata.crawled_at) ?? now + 24 * 60 * 60 * 1000;
  const value = JSON.stringify({ until, at: now, first, result });
  try {
    s.setItem(PREFIX + taskId, value);
  } catch {
    // full: drop what has expired and try once more; the in-memory copy still serves this session
    prune(s, now);
    try {
      s.setItem(PREFIX + taskId, value);
    } catch {
      /* kept in memory only */
    }
  }
}
