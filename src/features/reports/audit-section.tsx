import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { auditsQueries } from '../../api/audits.ts';
import { ExportCsvButton } from '../../components/data-table/export-csv-button.tsx';
import { useShareMode } from '../../components/layout/use-share-mode.ts';
import { DrawAfter } from '../../components/ui/draw-after.tsx';
import { QueryAnswer } from '../../components/ui/query-answer.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { Change } from '../../components/change.tsx';
import { Figure } from './figure.tsx';
import { oldestRead, ReadAt } from './read-at.tsx';
import { topChecksCsv } from './report-csv.ts';
import { auditFigures, latestAudit, topChecks } from './report-shape.ts';
import { querySettled, useReportSettled } from './report-reveal.tsx';
import { SectionFrame } from './section-frame.tsx';
import { TopChecksTable } from './top-checks-table.tsx';

/** The site's newest audit: figures with their change against the previous run, and the top 10 checks. */
export function AuditSection({ siteId }: { siteId: number }) {
  const list = useQuery(auditsQueries.every());
  const audit = list.data ? latestAudit(list.data.items, siteId) : undefined;
  const report = useQuery({ ...auditsQueries.report(audit?.id ?? 0), enabled: audit !== undefined });
  const { canEdit } = useShareMode();
  useReportSettled('audits', querySettled(list) && querySettled(report));
  const checks = report.data?.is_finished ? topChecks(report.data.sections) : null;
  return (
    <SectionFrame id="report-audits" title="Audits">
      <QueryAnswer query={list} reading="Reading audits…" compact>
        {() =>
          !audit ? (
            <p className="text-sm text-slate-600">No audit of this site yet.</p>
          ) : (
            <>
              <p className="mb-2 text-sm text-slate-700">
                {canEdit ? (
                  <Link
                    to="/audits/$auditId"
                    params={{ auditId: audit.id }}
                    className="font-medium text-indigo-700 underline print:text-slate-900 print:no-underline"
                  >
                    {audit.title || audit.url}
                  </Link>
                ) : (
                  // a share link opens this report only: the audit's own pages are not part of it
                  <span className="font-medium text-slate-900">{audit.title || audit.url}</span>
                )}{' '}
                · last run {formatDate(audit.last_update, true)}
              </p>
              <dl className="mb-3 grid grid-cols-2 gap-3 md:grid-cols-5 print:grid-cols-5">
                {auditFigures(audit.stats, audit.prev_stats).map((f) => (
                  <Figure
                    key={f.label}
                    label={f.label}
                    value={formatNumber(f.value)}
                    change={<Change value={f.change} rise={f.rise} words="since the previous run" />}
                  />
                ))}
              </dl>
              <QueryAnswer query={report} reading="Reading the audit report…" compact>
                {() =>
                  !checks ? (
                    <p className="text-sm text-slate-600">
                      The audit is not finished yet, so there are no checks to list.
                    </p>
                  ) : (
                    <DrawAfter fallback={<Spinner label="Reading the audit report…" />}>
                      <div className="flex justify-end">
                        <ExportCsvButton
                          build={() =>
                            topChecksCsv(siteId, audit.id, audit.last_update, checks, report.dataUpdatedAt)
                          }
                        />
                      </div>
                      <TopChecksTable checks={checks} />
                    </DrawAfter>
                  )
                }
              </QueryAnswer>
            </>
          )
        }
      </QueryAnswer>
      <ReadAt at={oldestRead(list.dataUpdatedAt, report.dataUpdatedAt)} />
    </SectionFrame>
  );
}
