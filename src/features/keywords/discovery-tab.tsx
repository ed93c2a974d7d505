import { hashKey, useQuery } from '@tanstack/react-query';
import type { DiscoveryParams, KeywordSort } from '../../api/keyword-inputs.ts';
import { keywordRefresh } from '../../api/keywords.ts';
import { Card } from '../../components/ui/card.tsx';
import { estimateCredits } from '../../lib/credits.ts';
import { COLUMN_LABELS, columnsFor } from './columns.ts';
import { discoveryParams } from './discovery-params.ts';
import { DiscoveryForm } from './discovery-form.tsx';
import { discoveryOptions, KIND_TEXT, type DiscoveryKind } from './discovery-options.ts';
import { pagedAnswerView } from './keyword-pages.tsx';
import { KeywordResults } from './keyword-results.tsx';
import { PaidAnswer } from './paid-answer.tsx';
import { rowsFromDiscovery } from './rows.ts';
import type { KeywordSearch } from './search.ts';
import { useKeywordSearch, useRunSearch, useSetKeywordSearch } from './use-keyword-search.ts';

/** spec: similar, related and questions take `sort` = keyword, volume, cpc, difficulty, competition */
const SERVICE_SORTS: readonly KeywordSort[] = ['keyword', 'volume', 'cpc', 'difficulty', 'competition'];

/**
 * Similar, related and questions. A search runs only when the person asks (the button shows its cost); its
 * answer is then kept until the month ends, so the same search, page or link never pays twice.
 */
export function DiscoveryTab({ kind }: { kind: DiscoveryKind }) {
  const search = useKeywordSearch();
  const params = discoveryParams(search);
  const run = useRunSearch((next, qc) => {
    const p = discoveryParams(next);
    return p && qc.fetchQuery(discoveryOptions(kind, p));
  });

  return (
    <div className="flex flex-col gap-4">
      <Card>
        <DiscoveryForm
          key={`${kind}:${JSON.stringify({ ...search, offset: undefined, by: undefined, dir: undefined })}`}
          kind={kind}
          search={search}
          onSubmit={(next) => run({ ...next, offset: undefined })}
        />
      </Card>
      {params ? (
        <DiscoveryAnswer kind={kind} params={params} onRun={run} search={search} />
      ) : (
        <p className="text-sm text-slate-600">
          {search.q
            ? 'This search has values the service would refuse: correct the highlighted fields, then search. Nothing was sent.'
            : `Enter a seed keyword to find ${KIND_TEXT[kind].rows}. Nothing is spent until you press the button.`}
        </p>
      )}
    </div>
  );
}

function DiscoveryAnswer({
  kind,
  params,
  search,
  onRun,
}: {
  kind: DiscoveryKind;
  params: DiscoveryParams;
  search: KeywordSearch;
  onRun: (next: KeywordSearch) => void;
}) {
  const setSearch = useSetKeywordSearch();
  const options = discoveryOptions(kind, params);
  // Never fetched on its own: a saved answer shows at once, anything else waits for the person.
  const query = useQuery({ ...options, enabled: false });
  const op = `keywords.${kind}` as const;
  const limit = params.limit ?? 100;
  const offset = params.offset ?? 0;
  const order = params.sort_order === 'asc' ? 'lowest' : 'highest';

  return (
    <PaidAnswer
      query={query}
      queryKey={options.queryKey}
      refresh={keywordRefresh[kind](params)}
      estimate={estimateCredits(op, limit)}
      busy="Searching…"
      failedNote="A paid search is not retried on its own. Your search is kept above: correct it and search again."
      idle={{
        onRun: () => onRun(search),
        detail: params.sort
          ? `, sorted by ${COLUMN_LABELS[params.sort]} (${order} first) by the service`
          : '',
      }}
    >
      {(data, seen) =>
        pagedAnswerView({
          op,
          keyAt: (o) => discoveryOptions(kind, { ...params, offset: o }).queryKey,
          total: data.total,
          offset,
          limit,
          shown: data.keywords.length,
          onMove: (o) => onRun({ ...search, offset: o || undefined }),
          hint: 'Try a broader seed keyword, or fewer filters.',
          seed: params.keyword,
          text: KIND_TEXT[kind],
          seen,
          results: (
            <KeywordResults
              key={hashKey(options.queryKey)}
              tab={kind}
              rows={rowsFromDiscovery(data.keywords)}
              columns={columnsFor(kind, { trend: params.history_trend })}
              caption={`${KIND_TEXT[kind].title} for ${params.keyword}`}
              source={params.source}
              seed={params.keyword}
              fetchedAt={seen.fetchedAt}
              page={{
                total: data.total,
                offset,
                serviceSort: {
                  by: params.sort,
                  dir: params.sort_order ?? 'desc',
                  columns: SERVICE_SORTS,
                  // a new search in the service's order from the first page; it runs when the person asks
                  onSort: ({ by, dir }) =>
                    void setSearch((prev) => ({
                      ...prev,
                      sort: by as KeywordSort,
                      order: dir,
                      offset: undefined,
                      by: undefined,
                      dir: undefined,
                    })),
                },
              }}
            />
          ),
        })
      }
    </PaidAnswer>
  );
}
