import { hashKey, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DiscoveryParams, KeywordSort } from '../../api/keyword-inputs.ts';
import { hasFreshAnswer, keywordRefresh } from '../../api/keywords.ts';
import { CachedAnswerBar } from '../../components/answer/cached-answer-bar.tsx';
import { useAnswerOrigin } from '../../components/answer/use-answer-origin.ts';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { creditsFor, estimateCredits, formatEstimate } from '../../lib/credits.ts';
import { formatNumber } from '../../lib/format.ts';
import { COLUMN_LABELS, columnsFor } from './columns.ts';
import { discoveryParams } from './discovery-params.ts';
import { DiscoveryForm } from './discovery-form.tsx';
import { discoveryOptions, KIND_TEXT, type DiscoveryKind } from './discovery-options.ts';
import { KeywordResults } from './keyword-results.tsx';
import { emptyAnswer, NoKeywords, pageCostText } from './no-keywords.tsx';
import { Pager } from '../../components/data-table/pager.tsx';
import { rowsFromDiscovery } from './rows.ts';
import type { KeywordSearch } from './search.ts';
import { useKeywordSearch, useSetKeywordSearch } from './use-keyword-search.ts';

/** spec: similar, related and questions take `sort` = keyword, volume, cpc, difficulty, competition */
const SERVICE_SORTS: readonly KeywordSort[] = ['keyword', 'volume', 'cpc', 'difficulty', 'competition'];

/**
 * Similar, related and questions. A search runs only when the person asks (the button shows its cost); its
 * answer is then kept until the month ends, so the same search, page or link never pays twice.
 */
export function DiscoveryTab({ kind }: { kind: DiscoveryKind }) {
  const qc = useQueryClient();
  const search = useKeywordSearch();
  const setSearch = useSetKeywordSearch();
  const params = discoveryParams(search);

  const run = (next: KeywordSearch) => {
    const p = discoveryParams(next);
    // Not retried and not awaited here: the query's state (shown below) carries the answer or the error.
    if (p) qc.fetchQuery(discoveryOptions(kind, p)).catch(() => undefined);
    void setSearch((prev) => ({ ...prev, ...next }));
  };

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
  const qc = useQueryClient();
  const setSearch = useSetKeywordSearch();
  const options = discoveryOptions(kind, params);
  // Never fetched on its own: a saved answer shows at once, anything else waits for the person.
  const query = useQuery({ ...options, enabled: false });
  const origin = useAnswerOrigin(options.queryKey);
  const limit = params.limit ?? 100;
  const offset = params.offset ?? 0;
  const upTo = formatEstimate(estimateCredits(`keywords.${kind}`, limit));

  if (query.isFetching && !query.data) return <Spinner label={`Searching… (${upTo})`} />;
  if (query.error && !query.isFetching)
    return (
      <div className="flex flex-col gap-2">
        <ErrorPanel error={query.error} />
        <p className="text-sm text-slate-600">
          A paid search is not retried on its own. Your search is kept above: correct it and search again.
        </p>
      </div>
    );
  if (!query.data)
    return (
      <Card>
        <p className="text-sm text-slate-700">
          This search is not saved in this browser yet
          {params.sort
            ? `, sorted by ${COLUMN_LABELS[params.sort]} (${params.sort_order === 'asc' ? 'lowest' : 'highest'} first) by the service`
            : ''}
          . Running it costs {upTo}.
        </p>
        <Button className="mt-3" onClick={() => onRun(search)}>
          Run this search · {upTo}
        </Button>
      </Card>
    );

  const data = query.data;
  const rows = rowsFromDiscovery(data.keywords);
  // when the service answered: now, or for a cached answer its first fetch (what the badge says too)
  const fetchedAt = origin?.fetchedAt ?? query.dataUpdatedAt;
  const empty = emptyAnswer(data.keywords.length, data.total, offset);
  // what the page at an offset costs: nothing when its answer is saved
  const costAt = (o: number) => {
    const p = { ...params, offset: o };
    const left = Math.min(limit, Math.max(0, data.total - o));
    const saved = hasFreshAnswer(qc, discoveryOptions(kind, p).queryKey);
    return saved ? 'saved' : formatEstimate(estimateCredits(`keywords.${kind}`, left));
  };
  return (
    <section aria-labelledby="answer-title" className="flex flex-col gap-3" key={hashKey(options.queryKey)}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="answer-title" className="text-lg font-semibold text-slate-900">
          {empty && !empty.pastEnd
            ? `${KIND_TEXT[kind].none} for “${params.keyword}”`
            : `${formatNumber(data.total)} ${KIND_TEXT[kind].rows} for “${params.keyword}”`}
        </h2>
        <p className="text-sm text-slate-600">
          {pageCostText(
            data.keywords.length,
            creditsFor(`keywords.${kind}`, data.keywords.length),
            origin,
            query.dataUpdatedAt,
          )}{' '}
          · saved until the month ends
        </p>
      </div>
      <CachedAnswerBar
        queryKey={options.queryKey}
        refresh={keywordRefresh[kind](params)}
        estimate={estimateCredits(`keywords.${kind}`, limit)}
      />
      {(!empty || empty.pastEnd) && (
        <Pager
          label="Result pages"
          noun="keywords"
          total={data.total}
          offset={offset}
          limit={limit}
          shown={data.keywords.length}
          cost={costAt}
          onChange={(p) => onRun({ ...search, offset: p.offset || undefined })}
        />
      )}
      {empty ? (
        <NoKeywords
          pastEnd={empty.pastEnd}
          total={data.total}
          hint="Try a broader seed keyword, or fewer filters."
        />
      ) : (
        <KeywordResults
          key={hashKey(options.queryKey)}
          tab={kind}
          rows={rows}
          columns={columnsFor(kind, { trend: params.history_trend })}
          caption={`${KIND_TEXT[kind].title} for ${params.keyword}`}
          source={params.source}
          seed={params.keyword}
          fetchedAt={fetchedAt}
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
      )}
    </section>
  );
}
