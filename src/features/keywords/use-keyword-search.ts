import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { KeywordSearch } from './search.ts';

const route = getRouteApi('/keywords');

/** The /keywords search params (the whole search lives in the URL). */
export const useKeywordSearch = (): KeywordSearch => route.useSearch();

/** Replace the search: a function of the current one, undefined values drop out of the URL. */
export function useSetKeywordSearch() {
  const navigate = route.useNavigate();
  return useCallback(
    (next: (prev: KeywordSearch) => KeywordSearch) => navigate({ search: (prev) => next(prev) }),
    [navigate],
  );
}

/**
 * A search the person asked for: its paid read starts, and the search goes into the URL. `read` starts that read,
 * or does nothing (undefined) when the service would refuse the search: then only the URL changes. Neither
 * retried nor awaited here: the query's state on the page carries the answer or the error.
 */
export function useRunSearch(read: (next: KeywordSearch, qc: QueryClient) => Promise<unknown> | undefined) {
  const qc = useQueryClient();
  const setSearch = useSetKeywordSearch();
  return (next: KeywordSearch) => {
    read(next, qc)?.catch(() => undefined);
    void setSearch((prev) => ({ ...prev, ...next }));
  };
}
