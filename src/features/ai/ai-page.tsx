import { useQueries, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { aiQueries } from '../../api/ai-tracking.ts';
import { AnnotationsCard } from '../../components/annotations/annotations-card.tsx';
import { useAnnotationPicks, useSiteAnnotations } from '../../components/annotations/use-annotations.ts';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { Card, CardTitle } from '../../components/ui/card.tsx';
import { ExportCsvButton } from '../../components/data-table/export-csv-button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { formatDate } from '../../lib/format.ts';
import { AddEngineForm } from './add-engine-form.tsx';
import { comparisonCsv } from './ai-csv.ts';
import { BrandCard } from './brand-card.tsx';
import { comparisonSeries } from './comparison-series.ts';
import { EngineCard } from './engine-card.tsx';
import { LazyComparisonChart } from './lazy-charts.tsx';
import { RangeControls } from './range-controls.tsx';
import { resolveRange } from './search.ts';
import { SiteTrendCard } from './site-trend-card.tsx';

const route = getRouteApi('/sites/$siteId/ai/');

/** A site's AI visibility: its brand, its engines with today's check, and how the engines compare. */
export function AiPage() {
  const { siteId: raw } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const siteId = Number(raw);
  const range = resolveRange(search);
  const { data: engines } = useSuspenseQuery(aiQueries.engines(siteId));
  const stats = useQueries({
    queries: engines.map((e) => aiQueries.statistics(siteId, e.id, range)),
  });
  const byEngine = new Map(engines.map((e, i) => [e.id, stats[i]?.data]));
  const failed = stats.find((s) => s.error);
  const notes = useSiteAnnotations(siteId);
  const picks = useAnnotationPicks();
  // the engine pages keep the range, not this page's trend engine
  const linkSearch = { from: search.from, to: search.to, top: search.top };
  return (
    <div className="space-y-6">
      <PageHeader
        title="AI visibility"
        description="How often AI answers link to this site and mention its brand, engine by engine."
      />
      <BrandCard siteId={siteId} />
      {engines.length > 0 && (
        <RangeControls
          range={range}
          onChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
        />
      )}
      <section aria-labelledby="engines-title" className="space-y-3">
        <h2 id="engines-title" className="text-lg font-semibold text-slate-900">
          Engines
        </h2>
        {engines.length === 0 ? (
          <Card>
            <p className="text-sm text-slate-700">
              This site tracks no AI engine yet. Add one below, then add the prompts it should check.
            </p>
          </Card>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Engines">
            {engines.map((e) => (
              <li key={e.id}>
                <EngineCard siteId={siteId} engine={e} stats={byEngine.get(e.id)} search={linkSearch} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {engines.length > 0 && (
        <Card aria-labelledby="compare-title">
          <CardTitle
            action={
              <ExportCsvButton
                disabled={stats.some((s) => !s.data)}
                build={() =>
                  comparisonCsv(
                    siteId,
                    comparisonSeries(engines, byEngine),
                    range,
                    Math.min(...stats.map((s) => s.dataUpdatedAt)),
                  )
                }
              />
            }
          >
            <span id="compare-title">Engines compared</span>
          </CardTitle>
          <p className="mb-2 text-sm text-slate-600">
            Share of prompts with the site&apos;s link and with a brand mention
            {range.top ? ` in the top ${range.top}` : ''}, on the last checked day from{' '}
            {formatDate(range.from)} to {formatDate(range.to)}.
          </p>
          {failed ? <ErrorPanel compact error={failed.error} onRetry={() => void failed.refetch()} /> : null}
          <LazyComparisonChart
            rows={stats.every((s) => s.data || s.error) ? comparisonSeries(engines, byEngine) : null}
          />
        </Card>
      )}
      {engines.length > 0 && (
        <>
          <SiteTrendCard
            siteId={siteId}
            engines={engines}
            engineId={search.engine}
            range={range}
            annotations={notes.data ?? []}
            picks={picks}
            onEngine={(engine) => void navigate({ search: (prev) => ({ ...prev, engine }), replace: true })}
          />
          <AnnotationsCard siteId={siteId} picks={picks} />
        </>
      )}
      <Card aria-labelledby="add-engine-title">
        <CardTitle>
          <span id="add-engine-title">Add an engine</span>
        </CardTitle>
        <AddEngineForm siteId={siteId} />
      </Card>
    </div>
  );
}
