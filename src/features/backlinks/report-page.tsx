import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { backlinksQueries } from '../../api/backlinks.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { DetailHeader } from '../../components/ui/detail-header.tsx';
import { DrawAfter } from '../../components/ui/draw-after.tsx';
import { BACK_LINK_CLASS } from '../../lib/page-headings.ts';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { BacklinksTab } from './backlinks-tab.tsx';
import { ANCHOR_LIST, DOMAIN_LIST } from './exports.ts';
import { anchorColumns, domainColumns } from './item-columns.tsx';
import { OverviewTab } from './overview-tab.tsx';
import { ReportListTab } from './report-list-tab.tsx';
import { ReportActions } from './report-actions.tsx';
import type { ReportSearch, ReportTab } from './search.ts';

const TAB_LINK =
  'rounded-t-md border-b-2 px-3 py-2 text-sm font-medium border-transparent text-slate-600 hover:text-slate-900 aria-[current=page]:border-indigo-700 aria-[current=page]:text-indigo-800';

/** `/backlinks/$reportId`: the overview, and the backlinks, referring domains and anchors behind it. */
export function ReportPage({ reportId, search }: { reportId: string; search: ReportSearch }) {
  const { data: o, dataUpdatedAt } = useSuspenseQuery(backlinksQueries.overview(reportId));
  const navigate = useNavigate({ from: '/backlinks/$reportId' });
  const [notice, setNotice] = useState<string>();
  const tab = search.tab ?? 'overview';
  const tabs: [ReportTab, string][] = [
    ['overview', 'Overview'],
    ['backlinks', `Backlinks (${formatNumber(o.backlinks.backlinks_saved)})`],
    ['domains', `Referring domains (${formatNumber(o.domains.domains_saved)})`],
    ['anchors', `Anchors (${formatNumber(o.anchors.total)})`],
  ];
  const report = { id: reportId, target: o.target, mode: o.mode };
  const listProps = {
    reportId,
    target: o.target,
    page: search.page,
    limit: search.limit,
    onPage: (page: number | undefined, limit: number | undefined) =>
      void navigate({ search: (prev) => ({ ...prev, page, limit }) }),
  };

  return (
    <div className="flex flex-col gap-4">
      <DetailHeader
        kind="backlinkReport"
        back={
          <Link to="/backlinks" className={BACK_LINK_CLASS}>
            ← All backlink reports
          </Link>
        }
        title={o.target}
        details={
          <>
            <Badge tone={o.mode === 'url' ? 'info' : 'neutral'}>{o.mode} mode</Badge>
            <span>Report #{reportId}</span>
            <span>· collected {formatDate(o.created)}</span>
          </>
        }
        actions={
          <ReportActions
            report={report}
            onRefreshed={() => setNotice(`Refreshed: the report for ${o.target} was collected again.`)}
            onDeleted={() => void navigate({ to: '/backlinks', search: {} })}
          />
        }
      />
      {notice && (
        <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          {notice}
        </p>
      )}
      <nav aria-label="Report sections" className="flex gap-1 border-b border-slate-200">
        {tabs.map(([t, label]) => (
          <Link
            key={t}
            from="/backlinks/$reportId"
            // the open tab's link keeps the whole search, so the router marks exactly it with aria-current
            search={(prev) =>
              t === tab ? prev : { ...prev, tab: t === 'overview' ? undefined : t, page: undefined }
            }
            activeOptions={{ includeSearch: true, explicitUndefined: true }}
            className={TAB_LINK}
          >
            {label}
          </Link>
        ))}
      </nav>
      {/* the open tab's first draw in slices (DrawAfter): on a first load it came in the header's render */}
      <DrawAfter>
        {tab === 'overview' && <OverviewTab overview={o} readAt={dataUpdatedAt} />}
        {tab === 'backlinks' && (
          <BacklinksTab
            reportId={reportId}
            target={o.target}
            status={search.status ?? 'all'}
            onStatus={(s) =>
              // the page stays where it is; the table starts at its top (the router would carry its old offset)
              void navigate({
                search: (prev) => ({ ...prev, status: s === 'all' ? undefined : s }),
                resetScroll: false,
              })
            }
          />
        )}
        {tab === 'domains' && <ReportListTab list={DOMAIN_LIST} columns={domainColumns} {...listProps} />}
        {tab === 'anchors' && <ReportListTab list={ANCHOR_LIST} columns={anchorColumns} {...listProps} />}
      </DrawAfter>
    </div>
  );
}
