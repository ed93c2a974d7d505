import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { memo, useDeferredValue } from 'react';
import { aiQueries } from '../../api/ai.ts';
import type { Engine } from '../../api/ai-schemas.ts';
import { AnnotationsCard } from '../../components/annotations/annotations-card.tsx';
import { useAnnotationPicks, useSiteAnnotations } from '../../components/annotations/use-annotations.ts';
import { NeedsRole } from '../../components/roles/needs-role.tsx';
import { useCan } from '../../components/roles/use-can.ts';
import { Card } from '../../components/ui/card.tsx';
import { DrawAfter } from '../../components/ui/draw-after.tsx';
import { PAGE_HEADINGS } from '../../lib/page-headings.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { RangeNotice } from '../../components/range-notice.tsx';
import { AddEngineForm } from './add-engine-form.tsx';
import { BrandCard } from './brand-card.tsx';
import { EngineCard } from './engine-card.tsx';
import { EnginesCompared } from './engines-compared.tsx';
import { usePresenceChange } from './presence-change.ts';
import { RangeControls } from './range-controls.tsx';
import { resolveRange, type AiRangeSearch, type AiSiteSearch, type ResolvedRange } from './search.ts';
import { SiteTrendCard } from './site-trend-card.tsx';
import { TitledCard } from '../../components/ui/titled-card.tsx';

const route = getRouteApi('/sites/$siteId/ai/');

/** One engine's card with its presence: it reads it itself, so the answer redraws this card only. */
function EngineItem({
  siteId,
  engine,
  range,
  search,
}: {
  siteId: number;
  engine: Engine;
  range: ResolvedRange;
  search: AiRangeSearch;
}) {
  const { data } = usePresenceChange(siteId, engine.id, range);
  return <EngineCard siteId={siteId} engine={engine} presence={data} search={search} />;
}

/** A site's AI visibility: its brand, its engines with today's check, and how the engines compare. */
export function AiPage() {
  const { siteId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { data: engines } = useSuspenseQuery(aiQueries.engines(siteId));
  // The range buttons answer the click at once; the engines, their comparison and the trend (charts over up to 90
  // days) redraw for the new range just after, in a render React pauses for input (otherwise a click on "90 days"
  // would hold a slow phone's next frame for hundreds of milliseconds). Until then they show the old range, dimmed.
  const shown = useDeferredValue(search);
  const updating = shown !== search;
  return (
    <div className="space-y-6">
      <PageHeader {...PAGE_HEADINGS.ai} />
      <BrandCard siteId={siteId} />
      <RangeNotice search={search} />
      {engines.length > 0 && (
        <RangeControls
          range={resolveRange(search)}
          onChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
        />
      )}
      {/* the engines, their comparison and the trend, with the form below them so that nothing moves */}
      <DrawAfter>
        <div
          className={`space-y-6 ${updating ? 'opacity-60 transition-opacity' : ''}`}
          aria-busy={updating || undefined}
        >
          <RangeViews siteId={siteId} engines={engines} search={shown} />
        </div>
        {/* the page's one note for a role that may not change engines: their cards' buttons go quietly */}
        <NeedsRole need="write">
          <TitledCard title="Add an engine">
            <AddEngineForm siteId={siteId} />
          </TitledCard>
        </NeedsRole>
      </DrawAfter>
    </div>
  );
}

/** Everything the range changes. Drawn again only when its props change: the deferred search, not each click. */
const RangeViews = memo(function RangeViews({
  siteId,
  engines,
  search,
}: {
  siteId: number;
  engines: readonly Engine[];
  search: AiSiteSearch;
}) {
  const navigate = route.useNavigate();
  const canAdd = useCan('write');
  const range = resolveRange(search);
  const notes = useSiteAnnotations(siteId);
  const picks = useAnnotationPicks();
  // the engine pages keep the range, not this page's trend engine
  const linkSearch = { from: search.from, to: search.to, top: search.top };
  return (
    <>
      <section aria-labelledby="engines-title" className="space-y-3">
        <h2 id="engines-title" className="text-lg font-semibold text-slate-900">
          Engines
        </h2>
        {engines.length === 0 ? (
          <Card>
            <p className="text-sm text-slate-700">
              This site tracks no AI engine yet.
              {canAdd && ' Add one below, then add the prompts it should check.'}
            </p>
          </Card>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Engines">
            {engines.map((e) => (
              <li key={e.id}>
                <EngineItem siteId={siteId} engine={e} range={range} search={linkSearch} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {engines.length > 0 && <EnginesCompared siteId={siteId} engines={engines} range={range} />}
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
    </>
  );
});
