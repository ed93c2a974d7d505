import { useQuery } from '@tanstack/react-query';
import type { ExportInput } from '../../api/keyword-inputs.ts';
import { keywordsQueries, keywordRefresh } from '../../api/keywords.ts';
import { answerCost } from '../../components/answer/answer-cost.ts';
import { CachedAnswerBar } from '../../components/answer/cached-answer-bar.tsx';
import { useAnswerOrigin } from '../../components/answer/use-answer-origin.ts';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { creditsFor, estimateCredits } from '../../lib/credits.ts';
import { formatNumber } from '../../lib/format.ts';
import { columnsFor } from './columns.ts';
import { EXPORT_COLS } from './export-input.ts';
import { KeywordResults } from './keyword-results.tsx';
import { NoKeywords } from './no-keywords.tsx';
import { rowsFromExport } from './rows.ts';

/** The last export's answer: from memory or this browser's saved answers; never requested on its own. */
export function ExportAnswer({ input }: { input: ExportInput }) {
  const options = keywordsQueries.export(input);
  const query = useQuery({ ...options, enabled: false });
  const origin = useAnswerOrigin(options.queryKey);
  if (query.isFetching && !query.data) return <Spinner label="Getting metrics… (100 credits)" />;
  if (query.error && !query.isFetching)
    return (
      <div className="flex flex-col gap-2">
        <ErrorPanel error={query.error} />
        <p className="text-sm text-slate-600">
          The export was not retried on its own. Your keywords are still in the field above.
        </p>
      </div>
    );
  if (!query.data) return null;
  const rows = rowsFromExport(query.data);
  const missing = rows.filter((r) => r.noData).length;
  return (
    <section aria-labelledby="export-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="export-title" className="text-lg font-semibold text-slate-900">
          {rows.length === 0
            ? `No metrics returned (${input.source})`
            : `Metrics for ${formatNumber(rows.length)} keywords (${input.source})`}
        </h2>
        <p className="text-sm text-slate-600">
          {missing > 0 && `${formatNumber(missing)} without data · `}
          {answerCost(origin, creditsFor('keywords.export'), query.dataUpdatedAt)} · saved until the month
          ends
        </p>
      </div>
      <CachedAnswerBar
        queryKey={options.queryKey}
        refresh={keywordRefresh.export(input)}
        estimate={estimateCredits('keywords.export')}
      />
      {rows.length === 0 ? (
        // the service answers one object per submitted keyword; an empty answer is still one paid request
        <NoKeywords pastEnd={false} total={0} hint="Check the database (country code), or try again later." />
      ) : (
        <KeywordResults
          tab="export"
          rows={rows}
          columns={columnsFor('export', { cols: input.cols ?? EXPORT_COLS })}
          caption={`Keyword metrics (${input.source})`}
          source={input.source}
          fetchedAt={origin?.fetchedAt ?? query.dataUpdatedAt}
        />
      )}
    </section>
  );
}
