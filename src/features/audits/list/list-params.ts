import type { AuditListParams } from '../../../api/audit-inputs.ts';
import { LIST_DEFAULT_LIMIT, type ListSearch } from '../shared/search.ts';

/** The list request for the URL state: 1-based page → offset; empty filters left out. */
export function listParams(s: Pick<ListSearch, 'q' | 'from' | 'to' | 'page' | 'limit'>): AuditListParams {
  const limit = s.limit ?? LIST_DEFAULT_LIMIT;
  return {
    limit,
    offset: ((s.page ?? 1) - 1) * limit,
    ...(s.q?.trim() ? { search: s.q.trim() } : {}),
    ...(s.from ? { date_start: s.from } : {}),
    ...(s.to ? { date_end: s.to } : {}),
  };
}
