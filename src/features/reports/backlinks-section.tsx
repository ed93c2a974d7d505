import { useQuery } from '@tanstack/react-query';
import type { BacklinkOverview } from '../../api/backlink-schemas.ts';
import { backlinksQueries } from '../../api/backlinks.ts';
import { ExportCsvButton } from '../../components/data-table/export-csv-button.tsx';
import { QueryAnswer } from '../../components/ui/query-answer.tsx';
import { formatNumber } from '../../lib/format.ts';
import { fromBacklinkIndex } from '../../lib/figure-source.ts';
import { Figure } from './figure.tsx';
import { oldestRead, ReadAt } from './read-at.tsx';
import { backlinkFiguresCsv } from './report-csv.ts';
import { matchingReport } from './report-shape.ts';
import { querySettled, useReportSettled } from './report-reveal.tsx';
import { SectionFrame } from './section-frame.tsx';
import { REPORT_BACKLINKS } from './first-reads.ts';

const overviewFigures = (o: BacklinkOverview): [string, number | null][] => [
  ['Backlinks', o.backlinks.total],
  ['Referring domains', o.domains.total],
  ['Nofollow backlinks', o.backlinks.nofollow_backlinks],
  ['Anchors', o.anchors.total],
  ['Inlink rank', o.inlink_rank],
  ['Domain inlink rank', o.domain_inlink_rank],
];

/** The overview of the newest backlink report on the site's domain; no report is a plain sentence, not zeros. */
export function BacklinksSection({ domain }: { domain: string | undefined }) {
  const list = useQuery(backlinksQueries.list(REPORT_BACKLINKS));
  const match = list.data && domain ? matchingReport(list.data.reports, domain) : undefined;
  const overview = useQuery({ ...backlinksQueries.overview(match?.id ?? ''), enabled: match !== undefined });
  useReportSettled('backlinks', querySettled(list) && querySettled(overview));
  return (
    <SectionFrame id="report-backlinks" title="Backlinks">
      <QueryAnswer query={list} reading="Reading backlink reports…" compact>
        {() =>
          !match ? (
            <p className="text-sm text-slate-600">No backlink report targets {domain ?? 'this site'} yet.</p>
          ) : (
            <QueryAnswer query={overview} reading="Reading the overview…" compact>
              {(o) => {
                const figures = overviewFigures(o);
                return (
                  <>
                    {/* the audit section's domain figures come from its crawl: say where these were read */}
                    <p className="mb-2 text-sm text-slate-700">
                      {fromBacklinkIndex(o.created)} · report on {o.target} ({o.mode})
                    </p>
                    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 print:grid-cols-3">
                      {figures.map(([label, value]) => (
                        <Figure key={label} label={label} value={formatNumber(value)} />
                      ))}
                    </dl>
                    <div className="mt-3 flex justify-end">
                      <ExportCsvButton
                        build={() => backlinkFiguresCsv(o.target, o.created, figures, overview.dataUpdatedAt)}
                      />
                    </div>
                  </>
                );
              }}
            </QueryAnswer>
          )
        }
      </QueryAnswer>
      <ReadAt at={oldestRead(list.dataUpdatedAt, overview.dataUpdatedAt)} />
    </SectionFrame>
  );
}
