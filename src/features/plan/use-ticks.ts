import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { planQueries, setTaskChecked, type ChecklistSection } from '../../api/plan.ts';
import { NO_TICKS, TickQueue, type TickSnapshot } from './tick-queue.ts';

/**
 * Optimistic ticks for one site: one PUT in flight per item, last click wins. The caller is keyed by site, so
 * a queue never outlives the site it was made for.
 */
export function useTicks(siteId: number): { queue: TickQueue; state: TickSnapshot } {
  const queryClient = useQueryClient();
  // The queue hands each change to a state setter, which exists from the first render. A subscription
  // (useSyncExternalStore) only starts in an effect after the commit: a tick clicked before that, the moment the
  // checklist appears on a busy machine, sprang back unticked until the effect ran.
  const [state, setState] = useState<TickSnapshot>(NO_TICKS);
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
      onChange: setState,
    });
  });
  return { queue, state };
}
