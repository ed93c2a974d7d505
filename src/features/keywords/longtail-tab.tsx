import { hashKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { LongtailParams } from '../../api/keyword-inputs.ts';
import { hasFreshAnswer, keywordsQueries, keywordRefresh } from '../../api/keywords.ts';
import { CachedAnswerBar } from '../../components/answer/cached-answer-bar.tsx';
import { useAnswerOrigin } from '../../components/answer/use-answer-origin.ts';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { creditsFor, estimateCredits, formatEstimate } from '../../lib/credits.ts';
import { formatNumber } from '../../lib/format.ts';
import { columnsFor } from './columns.ts';
import { checkSeed, checkSource, DEFAULT_LIMIT, DEFAULT_SOURCE } from './discovery-params.ts';
import { KeywordResults } from './keyword-results.tsx';
import { longtailParams } from './longtail-params.ts';
import { emptyAnswer, NoKeywords, pageCostText } from './no-keywords.tsx';
import { Pager } from '../../components/data-table/pager.tsx';
import { rowsFromLongtail } from './rows.ts';
import type { KeywordSearch } from './search.ts';
import { SourceField } from './source-field.tsx';
import { useFreshAnswer } from './use-fresh-answer.ts';
import { useKeywordSearch, useSetKeywordSearch } from './use-keyword-search.ts';

const PAGE_SIZES = [10, 50, 100, 200, 500, 1000];
const cost = (n: number) => formatEstimate(estimateCredits('keywords.longtail', n));

/** Long-tail keywords: seed, page size and offset; plain strings at 1 credit each. */
export function LongtailTab() {
  const qc = useQueryClient();
  const search = useKeywordSearch();
  const setSearch = useSetKeywordSearch();
  const params = longtailParams(search);
  const run = (next: KeywordSearch) => {
    const p = longtailParams(next);
    if (p) qc.fetchQuery(keywordsQueries.longtail(p)).catch(() => undefined);
    void setSearch((prev) => ({ ...prev, ...next }));
  };
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <LongtailForm key={`${search.source}|${search.q}|${search.limit}`} search={search} onSubmit={run} />
      </Card>
      {params ? (
        <LongtailAnswer params={params} onMove={(o) => run({ ...search, offset: o || undefined })} />
      ) : (
        <p className="text-sm text-slate-600">Enter a seed keyword to find long-tail variations of it.</p>
      )}
    </div>
  );
}

function LongtailForm({ search, onSubmit }: { search: KeywordSearch; onSubmit: (s: KeywordSearch) => void }) {
  const [source, setSource] = useState(search.source ?? DEFAULT_SOURCE);
  const [q, setQ] = useState(search.q ?? '');
  const [limit, setLimit] = useState(search.limit ?? DEFAULT_LIMIT);
  const [tried, setTried] = useState(false);
  const errors = { source: checkSource(source), q: tried ? checkSeed(q) : undefined };
  const next: KeywordSearch = {
    source: source.trim().toLowerCase(),
    q: q.trim().replace(/\s+/g, ' '),
    limit,
    offset: undefined,
  };
  const p = longtailParams(next);
  const saved = useFreshAnswer(p ? keywordsQueries.longtail(p).queryKey : undefined);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (p) onSubmit(next);
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Find long-tail keywords"
      className="flex flex-wrap items-start gap-3"
    >
      <SourceField value={source} onChange={setSource} error={errors.source} />
      <TextField
        label="Seed keyword"
        className="min-w-64 flex-1"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        error={errors.q}
      />
      <SelectField label="Page size" value={limit} onChange={(e) => setLimit(Number(e.target.value))}>
        {[...new Set([...PAGE_SIZES, limit])]
          .sort((a, b) => a - b)
          .map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
      </SelectField>
      <Button type="submit" className="mt-6">
        Find long-tail keywords · {saved ? 'saved, no credits' : cost(limit)}
      </Button>
    </form>
  );
}

function LongtailAnswer({ params, onMove }: { params: LongtailParams; onMove: (offset: number) => void }) {
  const qc = useQueryClient();
  const options = keywordsQueries.longtail(params);
  const query = useQuery({ ...options, enabled: false });
  const origin = useAnswerOrigin(options.queryKey);
  const limit = params.limit ?? DEFAULT_LIMIT;
  const offset = params.offset ?? 0;
  if (query.isFetching && !query.data) return <Spinner label={`Searching… (${cost(limit)})`} />;
  if (query.error && !query.isFetching) return <ErrorPanel error={query.error} />;
  if (!query.data)
    return (
      <Card>
        <p className="text-sm text-slate-700">
          This search is not saved in this browser yet. Running it costs {cost(limit)}.
        </p>
        <Button className="mt-3" onClick={() => onMove(offset)}>
          Run this search · {cost(limit)}
        </Button>
      </Card>
    );
  const data = query.data;
  const empty = emptyAnswer(data.keywords.length, data.total, offset);
  // what the page at an offset costs: nothing when its answer is saved
  const costAt = (o: number) => {
    const saved = hasFreshAnswer(qc, keywordsQueries.longtail({ ...params, offset: o }).queryKey);
    return saved ? 'saved' : cost(Math.min(limit, Math.max(0, data.total - o)));
  };
  return (
    <section aria-labelledby="longtail-title" className="flex flex-col gap-3" key={hashKey(options.queryKey)}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="longtail-title" className="text-lg font-semibold text-slate-900">
          {empty && !empty.pastEnd
            ? `No long-tail keywords found for “${params.keyword}”`
            : `${formatNumber(data.total)} long-tail keywords for “${params.keyword}”`}
        </h2>
        <p className="text-sm text-slate-600">
          {pageCostText(
            data.keywords.length,
            creditsFor('keywords.longtail', data.keywords.length),
            origin,
            query.dataUpdatedAt,
          )}{' '}
          · saved until the month ends
        </p>
      </div>
      <CachedAnswerBar
        queryKey={options.queryKey}
        refresh={keywordRefresh.longtail(params)}
        estimate={estimateCredits('keywords.longtail', limit)}
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
          onChange={(p) => onMove(p.offset)}
        />
      )}
      {empty ? (
        <NoKeywords
          pastEnd={empty.pastEnd}
          total={data.total}
          hint="Try a shorter or more common seed keyword."
        />
      ) : (
        <KeywordResults
          key={hashKey(options.queryKey)}
          tab="longtail"
          rows={rowsFromLongtail(data.keywords)}
          columns={columnsFor('longtail', {})}
          caption={`Long-tail keywords for ${params.keyword}`}
          source={params.source}
          seed={params.keyword}
          fetchedAt={origin?.fetchedAt ?? query.dataUpdatedAt}
          page={{ total: data.total, offset }}
        />
      )}
    </section>
  );
}
