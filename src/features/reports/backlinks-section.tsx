import { useQuery } from '@tanstack/react-query';
import { backlinksQueries } from '../../api/backlinks.ts';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { ExportCsvButton } from '../../components/data-table/export-csv-button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { oldestRead, ReadAt } from './read-at.tsx';
import { backlinkFiguresCsv } from './report-csv.ts';
import { matchingReport } from './report-shape.ts';
import { querySettled, useReportSettled } from './report-reveal.tsx';
import { SectionFrame } from './section-frame.tsx';

const LIST = { limit: 100 } as const;

/** The overview of the newest backlink report on the site's domain; no report is a plain sentence, not zeros. */
export function BacklinksSection({ domain }: { domain: string | undefined }) {
  const list = useQuery(backlinksQueries.list(LIST));
  const match = list.data && domain ? matchingReport(list.data.reports, domain) : undefined;
  const overview = useQuery({ ...backlinksQueries.overview(match?.id ?? ''), enabled: match !== undefined });
  useReportSettled('backlinks', querySettled(list) && querySettled(overview));
  const o = overview.data;
  const figures: [string, number | null][] = o
    ? [
        ['Backlinks', o.backlinks.total],
        ['Referring domains', o.domains.total],
        ['Nofollow backlinks', o.backlinks.nofollow_backlinks],
        ['Anchors', o.anchors.total],
        ['Inlink rank', o.inlink_rank],
        ['Domain inlink rank', o.domain_inlink_rank],
      ]
    : [];
  return (
    <SectionFrame id="report-backlinks" title="Backlinks">
      {list.error ? (
        <ErrorPanel compact error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Spinner label="Reading backlink reports…" />
      ) : !match ? (
        <p className="text-sm text-slate-600">No backlink report targets {domain ?? 'this site'} yet.</p>
      ) : overview.error ? (
        <ErrorPanel compact error={overview.error} onRetry={() => void overview.refetch()} />
      ) : !o ? (
        <Spinner label="Reading the overview…" />
      ) : (
        <>
          <p className="mb-2 text-sm text-slate-700">
            Report on {o.target} ({o.mode}) · created {formatDate(o.created, true)}
          </p>
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 print:grid-cols-3">
            {figures.map(([label, value]) => (
              <div key={label}>
                <dt className="text-xs text-slate-600">{label}</dt>
                <dd className="text-xl font-semibold">{formatNumber(value)}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-3 flex justify-end">
            <ExportCsvButton
              build={() => backlinkFiguresCsv(o.target, o.created, figures, overview.dataUpdatedAt)}
            />
          </div>
        </>
      )}
      <ReadAt at={oldestRead(list.dataUpdatedAt, overview.dataUpdatedAt)} />
    </SectionFrame>
  );
}
