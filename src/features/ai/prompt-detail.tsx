import { useEffect, useRef } from 'react';
import type { RankingItem } from '../../api/ai-schemas.ts';
import type { Annotation } from '../../api/annotations.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ExportCsvButton } from '../../components/data-table/export-csv-button.tsx';
import { formatNumber } from '../../lib/format.ts';
import { rankingsCsv } from './ai-csv.ts';
import { LazyPromptChart } from './lazy-charts.tsx';
import { DailyPositionsTable } from './daily-positions-table.tsx';
import { promptSeries } from './prompt-series.ts';
import type { ResolvedRange } from './search.ts';

/** One prompt's link and mention positions by day, with the reasons behind every gap. */
export function PromptDetail({
  item,
  range,
  annotations,
  readAt,
  onClose,
}: {
  item: RankingItem;
  range: ResolvedRange;
  annotations: readonly Annotation[];
  readAt: number;
  onClose: () => void;
}) {
  const series = promptSeries(item.positions, range);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [item.keyword_id]);
  return (
    <div ref={ref}>
      <Card aria-labelledby="prompt-detail-title">
        <div className="mb-2 flex items-start justify-between gap-3">
          <div>
            <h3 id="prompt-detail-title" className="font-semibold text-slate-900">
              “{item.keyword}”
            </h3>
            <p className="text-sm text-slate-600">
              {formatNumber(series.answered)} days with an AI answer · {formatNumber(series.noAnswer)} without
              {series.unchecked > 0 ? ` · ${formatNumber(series.unchecked)} not checked` : ''}
            </p>
          </div>
          <span className="flex items-start gap-2">
            <ExportCsvButton
              label="Export daily positions (CSV)"
              build={() => rankingsCsv(['prompt', item.keyword, range.from, range.to], [item], range, readAt)}
            />
            <Button variant="secondary" onClick={onClose}>
              Close chart
            </Button>
          </span>
        </div>
        <LazyPromptChart series={series} annotations={annotations} />
        <p className="mt-1 text-xs text-slate-600">
          Position 1 is at the top. The bottom rows mark days the answer did not link the site (not found) or
          did not name the brand (not mentioned). Grey bands: no AI answer that day, so no position to draw.
        </p>
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-slate-700">Show daily positions as a table</summary>
          <DailyPositionsTable keyword={item.keyword} points={series.points} />
        </details>
      </Card>
    </div>
  );
}
