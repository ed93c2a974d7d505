import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { AuditLink } from '../../../api/audit-page-schemas.ts';
import { auditsQueries, listAuditLinks } from '../../../api/audits.ts';
import { ExportAllButton } from '../../../components/ui/export-all-button.tsx';
import { ErrorPanel } from '../../../components/errors/error-panel.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ExportCsvButton } from '../../../components/data-table/export-csv-button.tsx';
import { DrawAfter } from '../../../components/ui/draw-after.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { linksCsv } from '../shared/audits-csv.ts';
import { linksParams } from '../first-reads.ts';
import { FilterBuilder } from './filter-builder.tsx';
import { encodeConditions } from '../shared/link-filter-url.ts';
import { LinksTable } from './links-table.tsx';
import { SearchPager } from '../../../components/data-table/search-pager.tsx';
import {
  conditionsOf,
  LINK_DEFAULT_LIMIT,
  LINK_LIMITS,
  LINK_TABS,
  type LinksSearch,
} from '../shared/search.ts';
import { Tablist, tabProps } from '../../../components/ui/tablist.tsx';
import { countOf } from '../../../lib/plural.ts';

const route = getRouteApi('/audits/$auditId/links');
/** the largest page the links table offers: fewest requests for "Export all" */
const EXPORT_PAGE = 1000 satisfies (typeof LINK_LIMITS)[number];
const TAB_LABEL = { all: 'All links', internal: 'Internal', external: 'External' } as const;

/** `/audits/$auditId/links`: internal, external or all links, a filter builder and a paged table. */
export function LinksPage() {
  const { auditId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const params = useMemo(() => linksParams(search), [search]);
  const links = useQuery({ ...auditsQueries.links(auditId, params), placeholderData: keepPreviousData });
  const applied = useMemo(() => conditionsOf(search), [search]);
  const tab = search.type ?? 'all';
  const set = (patch: Partial<LinksSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });

  return (
    <div className="flex flex-col gap-4">
      <Card>
        <h2 className="mb-3 text-base font-semibold">Filter links</h2>
        <FilterBuilder
          key={search.f ?? ''}
          applied={applied}
          onApply={(conds) => set({ f: encodeConditions(conds), page: undefined })}
        />
      </Card>
      <Tablist label="Which links" className="flex gap-1 border-b border-slate-200">
        {LINK_TABS.map((t) => (
          <button
            key={t}
            type="button"
            {...tabProps(tab === t, 'links-panel')}
            onClick={() => set({ type: t === 'all' ? undefined : t, page: undefined })}
            className={`rounded-t-md border-b-2 px-3 py-2 text-sm font-medium ${tab === t ? 'border-indigo-700 text-indigo-800' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
          >
            {TAB_LABEL[t]}
          </button>
        ))}
      </Tablist>
      <div id="links-panel" role="tabpanel" aria-label={TAB_LABEL[tab]}>
        {links.error ? (
          <ErrorPanel error={links.error} onRetry={() => void links.refetch()} />
        ) : !links.data ? (
          <Spinner label="Loading links…" />
        ) : (
          // a page of links drawn in slices the first time (DrawAfter), the spinner until then
          <DrawAfter fallback={<Spinner label="Loading links…" />}>
            <div aria-busy={links.isFetching} className={links.isPlaceholderData ? 'opacity-60' : ''}>
              <div className="mb-2 flex flex-wrap items-start justify-between gap-2">
                <p className="text-sm text-slate-700">
                  {countOf(links.data.total, 'link')}
                  {applied.length > 0 ? ' match the filter' : ''}
                </p>
                {links.data.items.length > 0 && (
                  <div className="flex flex-wrap items-start gap-2">
                    <ExportCsvButton
                      label={
                        links.data.total > links.data.items.length ? 'Export this page (CSV)' : 'Export CSV'
                      }
                      build={() =>
                        linksCsv(auditId, tab, links.data.items, search.page ?? 1, links.dataUpdatedAt)
                      }
                    />
                    {links.data.total > links.data.items.length && (
                      <ExportAllButton<AuditLink>
                        total={links.data.total}
                        pageSize={EXPORT_PAGE}
                        noun="links"
                        // spec: the links read costs 0 credits
                        cost="Free (0 credits)"
                        fetchPage={async (offset, limit, signal) =>
                          (await listAuditLinks(auditId, { ...params, offset, limit }, signal)).items
                        }
                        build={(rows, readAt) => linksCsv(auditId, tab, rows, 1, readAt)}
                      />
                    )}
                  </div>
                )}
              </div>
              {links.data.items.length === 0 ? (
                <p className="text-sm text-slate-700">No link matches.</p>
              ) : (
                <LinksTable items={links.data.items} caption={`${TAB_LABEL[tab]} of the audit`} />
              )}
              <SearchPager
                label="Pages of links"
                total={links.data.total}
                page={search.page}
                limit={search.limit}
                defaultLimit={LINK_DEFAULT_LIMIT}
                sizes={LINK_LIMITS}
                noun="links"
                onPage={(page, limit) => set({ page, limit })}
              />
            </div>
          </DrawAfter>
        )}
      </div>
    </div>
  );
}
