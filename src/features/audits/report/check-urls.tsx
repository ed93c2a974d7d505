import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditsQueries } from '../../../api/audits.ts';
import type { AuditCheck } from '../../../api/audit-schemas.ts';
import { ErrorPanel } from '../../../components/errors/error-panel.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ExportCsvButton } from '../../../components/data-table/export-csv-button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { checkUrlsCsv } from '../shared/audits-csv.ts';
import { Pager, pageOf } from '../../../components/data-table/pager.tsx';
import { CHECK_URL_LIMIT } from '../shared/search.ts';
import { SeverityBadge } from '../shared/severity-badge.tsx';
import { PathFirst } from '../../../components/ui/path-first.tsx';
import { TitledCard } from '../../../components/ui/titled-card.tsx';

/** The pages one check affects (issue-pages, paged); a URL opens that page's issues. */
export function CheckUrls({
  auditId,
  code,
  check,
  page,
  openUrl,
  onPage,
  onOpenUrl,
  onClose,
}: {
  auditId: number;
  code: string;
  check: AuditCheck | undefined;
  page: number;
  openUrl: string | undefined;
  onPage: (page: number) => void;
  onOpenUrl: (url: string) => void;
  onClose: () => void;
}) {
  const params = { code, limit: CHECK_URL_LIMIT, offset: (page - 1) * CHECK_URL_LIMIT };
  const urls = useQuery({ ...auditsQueries.issuePages(auditId, params), placeholderData: keepPreviousData });
  const name = check?.name ?? code;
  return (
    <TitledCard
      title={<>Pages with “{name}”</>}
      className="lg:sticky lg:top-20"
      action={
        <span className="flex items-start gap-1">
          {urls.data && urls.data.urls.length > 0 && (
            <ExportCsvButton
              label={urls.data.total_urls > urls.data.urls.length ? 'Export this page (CSV)' : 'Export CSV'}
              build={() => checkUrlsCsv(auditId, code, check, urls.data.urls, page, urls.dataUpdatedAt)}
            />
          )}
          <Button variant="ghost" onClick={onClose} aria-label={`Close the pages with ${name}`}>
            Close
          </Button>
        </span>
      }
    >
      {check && (
        <p className="-mt-2 mb-3 flex items-center gap-2 text-xs text-slate-600">
          <SeverityBadge severity={check.status} /> code <code>{code}</code>
        </p>
      )}
      {urls.error ? (
        <ErrorPanel error={urls.error} onRetry={() => void urls.refetch()} compact />
      ) : !urls.data ? (
        <Spinner label="Loading the affected pages…" />
      ) : (
        <div aria-busy={urls.isFetching}>
          <ul aria-label={`Pages with ${name}`} className="flex flex-col divide-y divide-slate-100 text-sm">
            {urls.data.urls.map((u) => (
              <li key={u}>
                <button
                  type="button"
                  onClick={() => onOpenUrl(u)}
                  aria-pressed={openUrl === u}
                  className="w-full truncate py-1.5 text-left text-indigo-700 hover:underline"
                  title={u}
                >
                  <PathFirst url={u} />
                </button>
              </li>
            ))}
          </ul>
          <Pager
            label="Pages of pages"
            total={urls.data.total_urls}
            offset={(page - 1) * CHECK_URL_LIMIT}
            limit={CHECK_URL_LIMIT}
            noun="pages"
            onChange={(p) => onPage(pageOf(p))}
          />
        </div>
      )}
    </TitledCard>
  );
}
