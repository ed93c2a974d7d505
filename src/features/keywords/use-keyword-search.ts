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
