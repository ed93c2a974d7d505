import { hashKey, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { LongtailParams } from '../../api/keyword-inputs.ts';
import { keywordsQueries, keywordRefresh } from '../../api/keywords.ts';
import { NeedsRole } from '../../components/roles/needs-role.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { estimateCredits, formatEstimate } from '../../lib/credits.ts';
import { columnsFor } from './columns.ts';
import { checkSeed, checkSource, DEFAULT_LIMIT, DEFAULT_SOURCE } from './discovery-params.ts';
import { pagedAnswerView } from './keyword-pages.tsx';
import { KeywordResults } from './keyword-results.tsx';
import { longtailParams } from './longtail-params.ts';
import { PaidAnswer } from './paid-answer.tsx';
import { rowsFromLongtail } from './rows.ts';
import type { KeywordSearch } from './search.ts';
import { SourceField } from './source-field.tsx';
import { useFreshAnswer } from './use-fresh-answer.ts';
import { useKeywordSearch, useRunSearch } from './use-keyword-search.ts';

const PAGE_SIZES = [10, 50, 100, 200, 500, 1000];
const LONGTAIL_TEXT = { rows: 'long-tail keywords', none: 'No long-tail keywords found' };
const cost = (n: number) => formatEstimate(estimateCredits('keywords.longtail', n));

/** Long-tail keywords: seed, page size and offset; plain strings, priced per keyword returned. */
export function LongtailTab() {
  const search = useKeywordSearch();
  const params = longtailParams(search);
  const run = useRunSearch((next, qc) => {
    const p = longtailParams(next);
    return p && qc.fetchQuery(keywordsQueries.longtail(p));
  });
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
      {/* level with the fields, under their labels; a saved answer is a free read, for every role */}
      <div className="mt-6 flex min-h-9 items-center">
        <NeedsRole need={saved ? 'read' : 'paid'}>
          <Button type="submit">Find long-tail keywords · {saved ? 'saved, no credits' : cost(limit)}</Button>
        </NeedsRole>
      </div>
    </form>
  );
}

function LongtailAnswer({ params, onMove }: { params: LongtailParams; onMove: (offset: number) => void }) {
  const options = keywordsQueries.longtail(params);
  const query = useQuery({ ...options, enabled: false });
  const limit = params.limit ?? DEFAULT_LIMIT;
  const offset = params.offset ?? 0;
  return (
    <PaidAnswer
      query={query}
      queryKey={options.queryKey}
      refresh={keywordRefresh.longtail(params)}
      estimate={estimateCredits('keywords.longtail', limit)}
      busy="Searching…"
      idle={{ onRun: () => onMove(offset) }}
    >
      {(data, seen) =>
        pagedAnswerView({
          op: 'keywords.longtail',
          keyAt: (o) => keywordsQueries.longtail({ ...params, offset: o }).queryKey,
          total: data.total,
          offset,
          limit,
          shown: data.keywords.length,
          onMove,
          hint: 'Try a shorter or more common seed keyword.',
          seed: params.keyword,
          text: LONGTAIL_TEXT,
          seen,
          results: (
            <KeywordResults
              key={hashKey(options.queryKey)}
              tab="longtail"
              rows={rowsFromLongtail(data.keywords)}
              columns={columnsFor('longtail', {})}
              caption={`Long-tail keywords for ${params.keyword}`}
              source={params.source}
              seed={params.keyword}
              fetchedAt={seen.fetchedAt}
              page={{ total: data.total, offset }}
            />
          ),
        })
      }
    </PaidAnswer>
  );
}
