import { QueryClient } from '@tanstack/react-query';
import type { Vocabulary } from '../lib/engine-vocabulary.ts';
import { localQueries, type LocalStatus, type UpstreamMode } from './local.ts';

/**
 * For component tests: a fresh client that already knows the server's status (`/api/local/status`), which the
 * forms read to choose the engine names they send. Default: every interface is the sandbox, in the spec's names.
 */
export function clientWithStatus(
  upstreams: Partial<Record<'project' | 'data' | 'backlinks', UpstreamMode>> = {},
  sandboxVocabulary: Vocabulary = 'spec',
): QueryClient {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const status: LocalStatus = {
    upstreams: { project: 'sandbox', data: 'sandbox', backlinks: 'sandbox', ...upstreams },
    sandboxVocabulary,
  };
  qc.setQueryData(localQueries.status().queryKey, status);
  return qc;
}
