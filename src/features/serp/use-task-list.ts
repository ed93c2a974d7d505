import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { serpQueries } from '../../api/serp.ts';
import type { SerpTask } from '../../api/serp-schemas.ts';
import { backoffDelay } from './polling.ts';
import { recallTasks } from './task-memory.ts';

/**
 * The tasks of the last 24 hours. While any is running the list is asked again with backoff (1 s, 2 s, 4 s…
 * 30 s), starting over when newer tasks appear; once all have completed it is not asked again.
 */
export function useTaskList() {
  const progress = useRef({ newest: 0, since: 0 });
  return useQuery({
    ...serpQueries.tasks(),
    refetchInterval: (q) => {
      const running = q.state.data?.filter((t) => !t.is_completed) ?? [];
      if (running.length === 0) return false;
      const newest = Math.max(...running.map((t) => t.id));
      const p = progress.current;
      if (p.newest !== newest) {
        p.newest = newest;
        p.since = q.state.dataUpdateCount;
      }
      return backoffDelay(q.state.dataUpdateCount - p.since);
    },
  });
}

/** Location names by id, from the (free) locations list; ids without a name show as ids. */
export function useLocationNames(): Map<string, string> {
  const all = useQuery(serpQueries.locations());
  return useMemo(() => new Map((all.data ?? []).map((l) => [l.location_id, l.location_name])), [all.data]);
}

export interface TaskExtras {
  device?: string;
  tag?: string;
  locationName?: string;
}

/**
 * Device and tag are not in the task list: what this browser queued is remembered, and for the other
 * completed tasks on screen the free standard result says (and is then ready when the task is opened).
 */
export function useTaskExtras(visible: readonly SerpTask[]): Map<number, TaskExtras> {
  const remembered = recallTasks();
  const unknown = visible.filter((t) => t.is_completed && !remembered[String(t.id)]);
  const results = useQueries({ queries: unknown.map((t) => serpQueries.result(t.id)) });
  const out = new Map<number, TaskExtras>();
  for (const t of visible) {
    const r = remembered[String(t.id)];
    if (r) out.set(t.id, { device: r.device, tag: r.tag, locationName: r.locationName });
  }
  unknown.forEach((t, i) => {
    const data = results[i]?.data;
    if (data?.state === 'done') {
      const m = data.result.request_metadata;
      out.set(t.id, { device: m.device, tag: m.tag ?? undefined });
    }
  });
  return out;
}
