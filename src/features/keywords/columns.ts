import type { ExportCol } from '../../api/keyword-inputs.ts';
import type { KeywordTab } from './search.ts';

/** Which columns a result shows: what the operation returns, and for the export the `cols` asked for. */
export type ColumnId =
  | 'keyword'
  | 'relevance'
  | 'volume'
  | 'cpc'
  | 'difficulty'
  | 'competition'
  | 'intents'
  | 'serp_features'
  | 'trend'
  | 'data';

export const COLUMN_LABELS: Record<ColumnId, string> = {
  keyword: 'Keyword',
  relevance: 'Relevance',
  volume: 'Volume',
  cpc: 'CPC',
  difficulty: 'Difficulty',
  competition: 'Competition',
  intents: 'Intent',
  serp_features: 'SERP features',
  trend: '12-month trend',
  data: 'Data',
};

export function columnsFor(
  tab: KeywordTab,
  opts: { trend?: boolean; cols?: readonly ExportCol[] },
): ColumnId[] {
  if (tab === 'longtail') return ['keyword'];
  if (tab === 'export') {
    const cols = opts.cols ?? [];
    const metric = (['volume', 'cpc', 'difficulty', 'competition'] as const).filter((c) => cols.includes(c));
    return ['keyword', ...metric, ...(cols.includes('history_trend') ? (['trend'] as const) : []), 'data'];
  }
  return [
    'keyword',
    ...(tab === 'related' ? (['relevance'] as const) : []),
    'volume',
    'cpc',
    'difficulty',
    'competition',
    'intents',
    'serp_features',
    ...(opts.trend ? (['trend'] as const) : []),
  ];
}
