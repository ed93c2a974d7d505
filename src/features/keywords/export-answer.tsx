import { useQuery } from '@tanstack/react-query';
import type { ExportInput } from '../../api/keyword-inputs.ts';
import { keywordsQueries, keywordRefresh } from '../../api/keywords.ts';
import { answerCost } from '../../components/answer/answer-cost.ts';
import { creditsFor, estimateCredits } from '../../lib/credits.ts';
import { formatNumber } from '../../lib/format.ts';
import { columnsFor } from './columns.ts';
import { EXPORT_COLS } from './export-input.ts';
import { KeywordResults } from './keyword-results.tsx';
import { NoKeywords } from './no-keywords.tsx';
import { PaidAnswer } from './paid-answer.tsx';
import { rowsFromExport } from './rows.ts';

/** The last export's answer: from memory or this browser's saved answers; never requested on its own. */
export function ExportAnswer({ input }: { input: ExportInput }) {
  const options = keywordsQueries.export(input);
  const query = useQuery({ ...options, enabled: false });
  return (
    <PaidAnswer
      query={query}
      queryKey={options.queryKey}
      refresh={keywordRefresh.export(input)}
      estimate={estimateCredits('keywords.export')}
      busy="Getting metrics…"
      failedNote="The export was not retried on its own. Your keywords are still in the field above."
    >
      {(data, seen) => {
        const rows = rowsFromExport(data);
        const missing = rows.filter((r) => r.noData).length;
        return {
          title:
            rows.length === 0
              ? `No metrics returned (${input.source})`
              : `Metrics for ${formatNumber(rows.length)} keywords (${input.source})`,
          cost:
            (missing > 0 ? `${formatNumber(missing)} without data · ` : '') +
            answerCost(seen.origin, creditsFor('keywords.export'), seen.updatedAt),
          body:
            rows.length === 0 ? (
              // the service answers one object per submitted keyword; an empty answer is still one paid request
              <NoKeywords
                pastEnd={false}
                total={0}
                hint="Check the database (country code), or try again later."
              />
            ) : (
              <KeywordResults
                tab="export"
                rows={rows}
                columns={columnsFor('export', { cols: input.cols ?? EXPORT_COLS })}
                caption={`Keyword metrics (${input.source})`}
                source={input.source}
                fetchedAt={seen.fetchedAt}
              />
            ),
        };
      }}
    </PaidAnswer>
  );
}
