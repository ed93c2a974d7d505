import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { isAnswer, type AnswerSource } from '../../api/answer.ts';

export interface AnswerOrigin {
  source: AnswerSource;
  /** when it was first fetched or saved (ms), when known */
  fetchedAt: number | null;
}

/**
 * Where the answer cached under this key came from, kept current as answers arrive (a Refresh replaces it).
 * Reads the cache without observing the query, so it never fetches or polls.
 */
export function useAnswerOrigin(queryKey: QueryKey): AnswerOrigin | undefined {
  const qc = useQueryClient();
  const subscribe = useCallback((notify: () => void) => qc.getQueryCache().subscribe(notify), [qc]);
  const data = useSyncExternalStore(subscribe, () => qc.getQueryData(queryKey));
  return isAnswer(data) ? { source: data.source, fetchedAt: data.fetchedAt } : undefined;
}
