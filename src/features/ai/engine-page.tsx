import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { aiQueries } from '../../api/ai.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { NeedsRole } from '../../components/roles/needs-role.tsx';
import { Card } from '../../components/ui/card.tsx';
import { DetailHeader } from '../../components/ui/detail-header.tsx';
import { RangeNotice } from '../../components/range-notice.tsx';
import { formatNumber } from '../../lib/format.ts';
import { BACK_LINK_CLASS } from '../../lib/page-headings.ts';
import { DeleteEngineButton } from './delete-engine-button.tsx';
import { EditEngineForm } from './edit-engine-form.tsx';
import { engineMeaning, engineTitle, engineWhere, isKnownEngine } from './engine-labels.ts';
import { EngineStatusView } from './engine-status.tsx';
import { PromptsPanel } from './prompts-panel.tsx';
import { RangeControls } from './range-controls.tsx';
import { RankingsPanel } from './rankings-panel.tsx';
import { resolveRange, type EngineSearch, type EngineTab } from './search.ts';
import { StatisticsPanel } from './statistics-panel.tsx';

const route = getRouteApi('/sites/$siteId/ai/$engineId');

const TABS: { tab: EngineTab; label: string }[] = [
  { tab: 'statistics', label: 'Statistics' },
  { tab: 'rankings', label: 'Rankings' },
  { tab: 'prompts', label: 'Prompts' },
];

/** One engine: today's check, its statistics and trend, per-prompt rankings and charts, and its prompts. */
export function EnginePage() {
  const { siteId, engineId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const range = resolveRange(search);
  const tab = search.tab ?? 'statistics';
  const { data: engine } = useSuspenseQuery(aiQueries.engine(siteId, engineId));
  const [editing, setEditing] = useState(false);
  const title = engineTitle(engine);
  const onSearch = (next: EngineSearch) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true });
  const back = { from: search.from, to: search.to, top: search.top };
  return (
    <div className="space-y-5">
      <DetailHeader
        kind="engine"
        back={
          <Link to="/sites/$siteId/ai" params={{ siteId }} search={back} className={BACK_LINK_CLASS}>
            ← All engines of site #{siteId}
          </Link>
        }
        title={title}
        details={
          <span>
            {/* one name per engine, the product's in the heading: the label it has on the wire is not repeated */}
            {[engineMeaning(engine.base_name), engineWhere(engine)].filter(Boolean).join(' · ')}
            {engine.region_settings && (
              <>
                {' '}
                · asked from {formatNumber(engine.region_settings.lat, { maximumFractionDigits: 4 })},{' '}
                {formatNumber(engine.region_settings.lng, { maximumFractionDigits: 4 })} within{' '}
                {formatNumber(engine.region_settings.radius)} km
              </>
            )}
          </span>
        }
        actions={
          <>
            {!isKnownEngine(engine.base_name) && <Badge tone="info">Other engine</Badge>}
            <NeedsRole need="write">
              <Button variant="secondary" onClick={() => setEditing((v) => !v)} aria-expanded={editing}>
                Edit region and language
              </Button>
              <DeleteEngineButton
                siteId={siteId}
                engine={engine}
                onDeleted={() => navigate({ to: '/sites/$siteId/ai', params: { siteId }, search: back })}
              />
            </NeedsRole>
          </>
        }
      />
      <div className="grid gap-4 md:grid-cols-2">
        <Card aria-label="Status">
          <EngineStatusView siteId={siteId} engineId={engineId} label={title} />
        </Card>
        {editing && (
          <Card aria-label="Edit region and language">
            <EditEngineForm siteId={siteId} engine={engine} onDone={() => setEditing(false)} />
          </Card>
        )}
      </div>
      <RangeNotice search={search} />
      {tab !== 'prompts' && (
        <RangeControls range={range} onChange={(next) => onSearch({ ...next, offset: undefined })} />
      )}
      <nav aria-label="Engine sections" className="flex gap-1 border-b border-slate-200">
        {TABS.map((t) => (
          <Link
            key={t.tab}
            from={route.id}
            to="."
            search={(prev: EngineSearch) => ({ ...prev, tab: t.tab === 'statistics' ? undefined : t.tab })}
            replace
            aria-current={tab === t.tab ? 'page' : undefined}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium ${
              tab === t.tab
                ? 'border-indigo-700 text-indigo-800'
                : 'border-transparent text-slate-600 hover:text-slate-900'
            }`}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      {tab === 'statistics' && <StatisticsPanel siteId={siteId} engineId={engineId} range={range} />}
      {tab === 'rankings' && (
        <RankingsPanel
          siteId={siteId}
          engineId={engineId}
          search={search}
          range={range}
          onSearch={onSearch}
        />
      )}
      {tab === 'prompts' && (
        <PromptsPanel siteId={siteId} engineId={engineId} search={search} onSearch={onSearch} />
      )}
    </div>
  );
}
