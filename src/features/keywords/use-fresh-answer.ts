import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { hasFreshAnswer } from '../../api/keywords.ts';

/**
 * Whether asking for this key again is free (answer fresh in memory or saved in this browser), kept current as
 * answers arrive, so a button's price turns into "saved" once its search has run.
 */
export function useFreshAnswer(queryKey: QueryKey | undefined): boolean {
  const qc = useQueryClient();
  const subscribe = useCallback((notify: () => void) => qc.getQueryCache().subscribe(notify), [qc]);
  return useSyncExternalStore(subscribe, () => (queryKey ? hasFreshAnswer(qc, queryKey) : false));
}
