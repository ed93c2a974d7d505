import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { memo, useDeferredValue, useMemo, type ReactNode } from 'react';
import { aiQueries } from '../../api/ai.ts';
import { ApiError } from '../../api/errors.ts';
import { drawAllCharts } from '../../components/charts/draw-when-near.tsx';
import { RangeNotice } from '../../components/range-notice.tsx';
import { SiteNotFound } from '../../components/errors/site-not-found.tsx';
import { useShareMode } from '../../components/layout/use-share-mode.ts';
import { useKnownSites } from '../../components/layout/use-sites.ts';
import { Button } from '../../components/ui/button.tsx';
import { DrawAfter } from '../../components/ui/draw-after.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { DetailHeader } from '../../components/ui/detail-header.tsx';
import { formatDate } from '../../lib/format.ts';
import { AiSection } from './ai-section.tsx';
import { AuditSection } from './audit-section.tsx';
import { BacklinksSection } from './backlinks-section.tsx';
import { PlanSection } from './plan-section.tsx';
import { PositionsSection } from './positions-section.tsx';
import { PrintStyle } from './print-style.tsx';
import { ReportControls } from './report-controls.tsx';
import { ReportHeadline } from './report-headline.tsx';
import { ReportReveal } from './report-reveal.tsx';
import { bareDomain } from '../../lib/url-parts.ts';
import { engineLabel } from './engine-names.ts';
import { ShareButton } from './share-button.tsx';
import { SharedViewNote } from './shared-view-note.tsx';
import { reportRange } from './report-range.ts';
import { parseReportSearch, sharedSearch, shownSections, viewOf, type ReportSearch } from './search.ts';

const route = getRouteApi('/reports/$siteId');

/** Every chart drawn (they draw as they come near the viewport), then the browser's print dialog. */
function printReport() {
  drawAllCharts();
  // once the chart code is in (it may still be on its way) and the page has drawn twice with it
  const print = () => requestAnimationFrame(() => requestAnimationFrame(() => window.print()));
  void import('../../components/charts/trend-chart.tsx').then(print, print);
}

/** A read-only composed view of one site over a range, printable on A4. */
export function ReportPage() {
  const { siteId } = route.useParams();
  const urlSearch = route.useSearch();
  const { share, canEdit } = useShareMode();
  // a share link's holder sees the link's view, whatever the address bar says
  const view = share?.view;
  const sharedView = useMemo(() => (view === undefined ? undefined : sharedSearch(view)), [view]);
  // the router hands on the address's own values where the route's parser dropped them: parsed once more here
  const parsedUrl = useMemo(() => parseReportSearch(urlSearch), [urlSearch]);
  const search = sharedView ?? parsedUrl;
  // The range and section controls answer at once; the headline and the sections (charts, tables) redraw for the
  // new choice just after, in a render React pauses for input (drawn at once, "Apply range" would hold a slow
  // phone's next frame for hundreds of milliseconds). Until then they show the old range, dimmed.
  const drawn = useDeferredValue(search);
  const updating = drawn !== search;
  const range = reportRange(search);
  const shown = shownSections(search.sections);
  const site = useKnownSites().sites.find((s) => s.id === siteId);
  // the AI section's first read (started by the route's loader): a site the service does not know (spec: "404 if
  // site … missing") gets a "not found" page rather than a report of empty sections
  const engines = useQuery(aiQueries.engines(siteId));
  if (engines.error instanceof ApiError && engines.error.kind === 'not_found')
    return <SiteNotFound error={engines.error} />;
  const engineChoices = engines.data?.map((e) => ({ id: e.id, label: engineLabel(e) }));
  const nameEngine = (id: number | null | undefined) =>
    id === undefined || id === null
      ? 'all engines'
      : (engineChoices?.find((e) => e.id === id)?.label ?? `engine #${id}`);
  const engineName = nameEngine(search.engine);
  const domain = site?.url ? bareDomain(site.url) : undefined;
  const name = site ? `${site.name} (#${siteId})` : `Site #${siteId}`;
  const rangeText = `${formatDate(range.from)} – ${formatDate(range.to)}`;
  return (
    <div className="space-y-4 print:space-y-3 print:text-[11pt]">
      <PrintStyle head={`Site report · ${name} · ${rangeText}`} />
      <DetailHeader
        kind="siteReport"
        title={`Site report: ${name}`}
        details={`${domain ? `${domain} · ` : ''}${rangeText}`}
        actions={
          <>
            {canEdit && (
              <ShareButton
                siteId={siteId}
                view={viewOf(range, shown, search.engine)}
                nameEngine={nameEngine}
              />
            )}
            <Button className="print:hidden" onClick={printReport}>
              Print / Save as PDF
            </Button>
          </>
        }
      />
      {!share && <RangeNotice search={urlSearch} />}
      {share ? (
        <SharedViewNote range={range} shown={shown} engineName={engineName} />
      ) : (
        <ReportControls
          key={`${range.from}-${range.to}`}
          range={range}
          shown={shown}
          engine={search.engine}
          engines={engineChoices}
        />
      )}
      <div
        className={`space-y-4 print:space-y-3 ${updating ? 'opacity-60 transition-opacity' : ''}`}
        aria-busy={updating || undefined}
      >
        {/* the headline and the sections' first draw in slices (DrawAfter) */}
        <DrawAfter fallback={<Spinner label="Composing the report…" />}>
          <ReportBody siteId={siteId} search={drawn} domain={domain} />
        </DrawAfter>
      </div>
    </div>
  );
}

/** The headline and the sections. Drawn again only when its props change: the deferred search, not each click. */
const ReportBody = memo(function ReportBody({
  siteId,
  search,
  domain,
}: {
  siteId: number;
  search: ReportSearch;
  domain: string | undefined;
}) {
  const range = reportRange(search);
  const shown = shownSections(search.sections);
  const sections: [string, ReactNode][] = [];
  if (shown.includes('ai'))
    sections.push(['ai', <AiSection siteId={siteId} range={range} engine={search.engine} />]);
  if (shown.includes('audits')) sections.push(['audits', <AuditSection siteId={siteId} />]);
  if (shown.includes('plan')) sections.push(['plan', <PlanSection siteId={siteId} />]);
  if (shown.includes('backlinks')) sections.push(['backlinks', <BacklinksSection domain={domain} />]);
  if (shown.includes('positions'))
    sections.push(['positions', <PositionsSection siteId={siteId} range={range} />]);
  return (
    <>
      <ReportHeadline siteId={siteId} range={range} shown={shown} engine={search.engine} domain={domain} />
      {shown.length > 0 ? (
        <ReportReveal sections={sections} />
      ) : (
        <p className="text-sm text-slate-600">Choose at least one section to show.</p>
      )}
    </>
  );
});
