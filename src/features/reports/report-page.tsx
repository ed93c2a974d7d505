import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { aiQueries } from '../../api/ai.ts';
import { ApiError } from '../../api/errors.ts';
import { drawAllCharts } from '../../components/charts/draw-when-near.tsx';
import { RangeNotice } from '../../components/range-notice.tsx';
import { SiteNotFound } from '../../components/errors/site-not-found.tsx';
import { useShareMode } from '../../components/layout/use-share-mode.ts';
import { useKnownSites } from '../../components/layout/use-sites.ts';
import { BrandFooter, BrandHeader } from '../../components/brand/brand-header.tsx';
import { NeedsRole } from '../../components/roles/needs-role.tsx';
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
import { PrintLayoutStyle, PrintStyle } from './print-style.tsx';
import { useDataAsOf } from './read-at.tsx';
import { ReportControls } from './report-controls.tsx';
import { ReportHeadline } from './report-headline.tsx';
import { ReportReveal } from './report-reveal.tsx';
import { bareDomain } from '../../lib/url-parts.ts';
import { engineLabel } from './engine-names.ts';
import { ShareButton } from './share-button.tsx';
import { reportRange } from './report-range.ts';
import { parseReportSearch, sharedSearch, shownSections, viewOf, type ReportSearch } from './search.ts';

const route = getRouteApi('/reports/$siteId');

const loadCharts = () =>
  import('../../components/charts/trend-chart.tsx').then(
    () => undefined,
    () => undefined,
  );
const twoFrames = () =>
  new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));

/**
 * A client-ready report of one site over a range: the same body for the team (with its controls) and a share link's
 * holder (without), printable on A4. `?print=1` draws the print layout on screen, as the server's PDF loads it.
 */
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
  // Printed, the page is the A4 sheet's width, not the screen's; a chart measures its box as it is laid out, so the
  // report is laid out at the sheet's width before the print dialog opens, and every chart has drawn at it.
  const [printing, setPrinting] = useState(false);
  const printLayout = parsedUrl.print === true || printing;
  useEffect(() => {
    if (printLayout) drawAllCharts();
  }, [printLayout]);
  useEffect(() => {
    // a print without the button (Ctrl+P): laid out for the sheet before any chart re-measures for it (a capture
    // listener on the window runs before the charts' own)
    const start = () => flushSync(() => setPrinting(true));
    const done = () => setPrinting(false);
    window.addEventListener('beforeprint', start, { capture: true });
    window.addEventListener('afterprint', done);
    return () => {
      window.removeEventListener('beforeprint', start, { capture: true });
      window.removeEventListener('afterprint', done);
    };
  }, []);
  const printReport = () => {
    flushSync(() => setPrinting(true));
    void loadCharts()
      .then(twoFrames)
      .then(() => window.print());
  };
  const [ready, setReady] = useState(false);
  const [provideReads, dataAsOf] = useDataAsOf();
  // the AI section's first read (started by the route's loader): a site the service does not know (spec: "404 if
  // site … missing") gets a "not found" page rather than a report of empty sections
  const engines = useQuery(aiQueries.engines(siteId));
  if (engines.error instanceof ApiError && engines.error.kind === 'not_found')
    return <SiteNotFound error={engines.error} />;
  const engineChoices = engines.data?.map((e) => ({ id: e.id, label: engineLabel(e) }));
  const nameEngine = (id: number | null | undefined) =>
    id === undefined || id === null
      ? 'all engines'
      : (engineChoices?.find((e) => e.id === id)?.label ?? 'an engine no longer tracked');
  const domain = site?.url ? bareDomain(site.url) : undefined;
  const name = site?.name ?? domain;
  const rolling = view?.rolling;
  const rangeText = `${formatDate(range.from)} – ${formatDate(range.to)}${rolling ? ` (the last ${rolling} days)` : ''}`;
  const controls = !share && !printLayout;
  return provideReads(
    <div
      className={`space-y-4 print:space-y-3 print:text-[11pt] ${printLayout ? 'sb-print-layout mx-auto w-[186mm] max-w-full' : ''}`}
      data-report-ready={ready ? 'true' : undefined}
    >
      <PrintStyle head={`${name ? `${name} · ` : ''}${rangeText}`} />
      {printLayout && <PrintLayoutStyle />}
      <BrandHeader siteId={siteId} />
      <DetailHeader
        kind="siteReport"
        title={name ? `Site report: ${name}` : 'Site report'}
        details={
          <div className="space-y-1">
            <p>{`${domain ? `${domain} · ` : ''}${rangeText}`}</p>
            {dataAsOf}
          </div>
        }
        actions={
          printLayout ? undefined : (
            <>
              {canEdit && (
                <ShareButton
                  siteId={siteId}
                  view={viewOf(range, shown, search.engine)}
                  nameEngine={nameEngine}
                />
              )}
              {/* the team's: a client is sent the reports, and the note beside Share already says who sets them */}
              {canEdit && (
                <NeedsRole need="write" quiet>
                  <Link
                    to="/reports/$siteId/schedules"
                    params={{ siteId }}
                    className="inline-flex items-center rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 print:hidden"
                  >
                    Email schedules
                  </Link>
                </NeedsRole>
              )}
              <Button className="print:hidden" onClick={printReport}>
                Print / Save as PDF
              </Button>
            </>
          )
        }
      />
      {controls && <RangeNotice search={urlSearch} />}
      {controls && (
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
          <ReportBody siteId={siteId} search={drawn} domain={domain} onReady={setReady} />
        </DrawAfter>
      </div>
      <BrandFooter />
    </div>,
  );
}

/** The headline and the sections. Drawn again only when its props change: the deferred search, not each click. */
const ReportBody = memo(function ReportBody({
  siteId,
  search,
  domain,
  onReady,
}: {
  siteId: number;
  search: ReportSearch;
  domain: string | undefined;
  /** told once every shown part has drawn (or said it has nothing, or its error), and again if that changes */
  onReady: (ready: boolean) => void;
}) {
  const range = reportRange(search);
  const shown = shownSections(search.sections);
  const [headline, setHeadline] = useState(false);
  const [sections, setSections] = useState(false);
  const [charts, setCharts] = useState(false);
  useEffect(() => {
    let live = true;
    void loadCharts().then(() => live && setCharts(true));
    return () => {
      live = false;
    };
  }, []);
  const settled = headline && (sections || shown.length === 0) && charts;
  useEffect(() => {
    if (!settled) return onReady(false);
    // the charts' code is in and their data too: they draw in the next frames
    let live = true;
    void twoFrames().then(() => live && onReady(true));
    return () => {
      live = false;
    };
  }, [settled, onReady]);
  const onSections = useCallback((r: boolean) => setSections(r), []);
  const parts: [string, ReactNode][] = [];
  if (shown.includes('ai'))
    parts.push(['ai', <AiSection siteId={siteId} range={range} engine={search.engine} />]);
  if (shown.includes('audits')) parts.push(['audits', <AuditSection siteId={siteId} />]);
  if (shown.includes('plan')) parts.push(['plan', <PlanSection siteId={siteId} />]);
  if (shown.includes('backlinks')) parts.push(['backlinks', <BacklinksSection domain={domain} />]);
  if (shown.includes('positions'))
    parts.push(['positions', <PositionsSection siteId={siteId} range={range} />]);
  return (
    <>
      <ReportHeadline
        siteId={siteId}
        range={range}
        shown={shown}
        engine={search.engine}
        domain={domain}
        onSettled={setHeadline}
      />
      {shown.length > 0 ? (
        <ReportReveal sections={parts} onReady={onSections} />
      ) : (
        <p className="text-sm text-slate-600">Choose at least one section to show.</p>
      )}
    </>
  );
});
