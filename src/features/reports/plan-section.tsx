import { useQuery } from '@tanstack/react-query';
import { planQueries } from '../../api/plan.ts';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { ExportCsvButton } from '../../components/data-table/export-csv-button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatNumber, formatPercent } from '../../lib/format.ts';
import { ReadAt } from './read-at.tsx';
import { planProgressCsv } from './report-csv.ts';
import { planProgress, type PlanProgress } from './report-shape.ts';
import { querySettled, useReportSettled } from './report-reveal.tsx';
import { SectionFrame } from './section-frame.tsx';

function Row({ p, strong = false }: { p: PlanProgress; strong?: boolean }) {
  return (
    <li className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1">
      <span className={strong ? 'font-semibold' : ''}>{p.title}</span>
      <span className="text-sm tabular-nums text-slate-700">
        {formatNumber(p.checked)} of {formatNumber(p.count)} done · {formatPercent(p.percent, 0)}
      </span>
      <div className="col-span-2">
        <ProgressBar value={p.percent} label={`${p.title} progress`} />
      </div>
    </li>
  );
}

export function PlanSection({ siteId }: { siteId: number }) {
  const q = useQuery(planQueries.sections(siteId));
  useReportSettled('plan', querySettled(q));
  const shaped = q.data ? planProgress(q.data) : null;
  return (
    <SectionFrame id="report-plan" title="Marketing plan">
      {q.error ? (
        <ErrorPanel compact error={q.error} onRetry={() => void q.refetch()} />
      ) : !shaped ? (
        <Spinner label="Reading the plan…" />
      ) : (
        <>
          <ul className="space-y-3 text-sm">
            <Row p={shaped.overall} strong />
            {shaped.sections.map((s) => (
              <Row key={s.title} p={s} />
            ))}
          </ul>
          <div className="mt-3 flex justify-end">
            <ExportCsvButton build={() => planProgressCsv(siteId, shaped, q.dataUpdatedAt)} />
          </div>
        </>
      )}
      <ReadAt at={q.dataUpdatedAt} />
    </SectionFrame>
  );
}
