import type { DiscoveryParams } from '../../api/keyword-inputs.ts';
import { keywordsQueries } from '../../api/keywords.ts';

export type DiscoveryKind = 'similar' | 'related' | 'questions';

/** The query options of one discovery operation (related answers also carry relevance). */
export function discoveryOptions(kind: DiscoveryKind, params: DiscoveryParams) {
  // Related is the superset shape; similar and questions simply have no relevance (rows read it as null).
  if (kind === 'related') return keywordsQueries.related(params);
  return keywordsQueries[kind](params) as unknown as ReturnType<typeof keywordsQueries.related>;
}

export const KIND_TEXT: Record<DiscoveryKind, { title: string; button: string; rows: string; none: string }> =
  {
    similar: {
      title: 'Similar keywords',
      button: 'Find similar keywords',
      rows: 'similar keywords',
      none: 'No similar keywords found',
    },
    related: {
      title: 'Related keywords',
      button: 'Find related keywords',
      rows: 'related keywords',
      none: 'No related keywords found',
    },
    questions: {
      title: 'Questions',
      button: 'Find questions',
      rows: 'questions',
      none: 'No question keywords found',
    },
  };
