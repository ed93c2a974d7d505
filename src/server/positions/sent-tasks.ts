import type { RunKeyword } from './repo.ts';

/**
 * Which tasks of the service's free task list (spec: "array of SERP task added in the last 24 hours": `id`,
 * `query`, `location_id`, `language_code`, `added`) a run's keywords queued when their call's answer was never
 * kept. A task is a keyword's when its query, location and language are the keyword's, it was added after the call
 * left, and no other keyword of the run has it.
 */

/** The service's clock and ours may differ a little; a task added this long before our record is still ours. */
const SKEW_MS = 60_000;

const norm = (v: unknown) => (typeof v === 'string' ? v.trim().replace(/\s+/g, ' ').toLowerCase() : '');

/** `added` is "YYYY-MM-DD HH:MM:SS", UTC; anything else is not held against a task. */
function addedMs(v: unknown): number {
  if (typeof v !== 'string') return NaN;
  return Date.parse(`${v.trim().replace(' ', 'T')}${/[zZ]|[+-]\d\d:?\d\d$/.test(v) ? '' : 'Z'}`);
}

/**
 * A task id as the store keeps it, or undefined: the spec's ids are integers ("`task_id` integer required"), so an
 * answer naming anything else (a NUL, a huge string, an object) names no task this run can read back.
 */
export function taskIdOf(v: unknown): string | undefined {
  const text =
    typeof v === 'number' ? (Number.isSafeInteger(v) ? String(v) : '') : typeof v === 'string' ? v : '';
  return /^\d{1,19}$/.test(text) ? text : undefined;
}

export function findSentTasks(
  sending: RunKeyword[],
  all: RunKeyword[],
  list: unknown[],
): { queued: { keyword_id: number; task_id: string }[]; missing: number[] } {
  const used = new Set(all.map((r) => r.task_id).filter((t): t is string => t !== null));
  const queued: { keyword_id: number; task_id: string }[] = [];
  const missing: number[] = [];
  for (const r of sending) {
    const since = Date.parse(r.sent_at ?? '') - SKEW_MS;
    const task = list.find((t): t is { id: string | number } => {
      if (!t || typeof t !== 'object') return false;
      const o = t as Record<string, unknown>;
      const id = taskIdOf(o.id);
      if (id === undefined) return false;
      const at = addedMs(o.added);
      return (
        !used.has(id) &&
        norm(o.query) === norm(r.keyword.keyword) &&
        String(o.location_id) === String(r.keyword.location_id) &&
        norm(o.language_code) === norm(r.keyword.language_code) &&
        (Number.isNaN(at) || Number.isNaN(since) || at >= since)
      );
    });
    const id = task && taskIdOf(task.id);
    if (id) {
      used.add(id);
      queued.push({ keyword_id: r.keyword.id, task_id: id });
    } else missing.push(r.keyword.id);
  }
  return { queued, missing };
}
