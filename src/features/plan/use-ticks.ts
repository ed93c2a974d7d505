import { useQueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { planQueries, setTaskChecked, type ChecklistSection } from '../../api/plan.ts';
import { TickQueue, type TickSnapshot } from './tick-queue.ts';

/**
 * Optimistic ticks for one site: one PUT in flight per item, last click wins. The caller is keyed by site, so
 * a queue never outlives the site it was made for.
 */
export function useTicks(siteId: number): { queue: TickQueue; state: TickSnapshot } {
  const queryClient = useQueryClient();
  const [queue] = useState(() => {
    const { queryKey } = planQueries.sections(siteId);
    return new TickQueue((itemId, checked) => setTaskChecked(siteId, itemId, checked), {
      // Accepted ticks go into the cached checklist at once, so nothing flickers back before the re-read.
      onConfirmed: (itemId, checked) =>
        queryClient.setQueryData(queryKey, (old: ChecklistSection[] | undefined) =>
          old?.map((s) => {
            const item = s.items.find((i) => i.id === itemId);
            if (!item || item.checked === checked) return s;
            return {
              ...s,
              items_checked: s.items_checked + (checked ? 1 : -1),
              items: s.items.map((i) => (i.id === itemId ? { ...i, checked } : i)),
            };
          }),
        ),
      onIdle: () => void queryClient.invalidateQueries({ queryKey: planQueries.site(siteId) }),
    });
  });
  const state = useSyncExternalStore(queue.subscribe, queue.snapshot, queue.snapshot);
  return { queue, state };
}
