import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Engine } from '../../api/ai-schemas.ts';
import { PeriodMove } from '../../components/period-move.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { NeedsRole } from '../../components/roles/needs-role.tsx';
import { formatNumber, formatPercent } from '../../lib/format.ts';
import { DeleteEngineButton } from './delete-engine-button.tsx';
import { EditEngineForm } from './edit-engine-form.tsx';
import { engineName, engineTitle, engineWhere, isKnownEngine } from './engine-labels.ts';
import { EngineStatusView } from './engine-status.tsx';
import type { PresenceFigures } from './presence-change.ts';
import type { AiRangeSearch } from './search.ts';

/**
 * One engine: what it is, where it asks from, today's check, and its headline presence for the range (the mean of
 * the range's days, with its change against the period before; undefined while read).
 */
export function EngineCard({
  siteId,
  engine,
  presence,
  search,
}: {
  siteId: number;
  engine: Engine;
  presence: PresenceFigures | undefined;
  search: AiRangeSearch;
}) {
  const [editing, setEditing] = useState(false);
  const known = isKnownEngine(engine.base_name);
  const title = engineTitle(engine);
  const rs = engine.region_settings;
  return (
    <Card className="flex h-full flex-col gap-3" aria-labelledby={`engine-${engine.id}`}>
      <div className="flex items-start justify-between gap-2">
        <div>
          <h3 id={`engine-${engine.id}`} className="font-semibold text-slate-900">
            <Link
              to="/sites/$siteId/ai/$engineId"
              params={{ siteId, engineId: engine.id }}
              search={search}
              className="hover:underline"
            >
              {engineName(engine.base_name)}
            </Link>
          </h3>
          <p className="text-sm text-slate-600">{engineWhere(engine)}</p>
        </div>
        {known ? (
          <Badge>#{engine.id}</Badge>
        ) : (
          <Badge tone="info" title="An engine label this dashboard does not know">
            Other · #{engine.id}
          </Badge>
        )}
      </div>
      {rs && (
        <p className="text-xs text-slate-600">
          Asked from {formatNumber(rs.lat, { maximumFractionDigits: 4 })},{' '}
          {formatNumber(rs.lng, { maximumFractionDigits: 4 })} within {formatNumber(rs.radius)} km
        </p>
      )}
      <EngineStatusView siteId={siteId} engineId={engine.id} label={title} />
      <dl className="grid grid-cols-2 gap-2 text-sm">
        {(
          [
            ['Link presence', presence?.link],
            ['Mention presence', presence?.mention],
          ] as const
        ).map(([label, figure]) => (
          <div key={label}>
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="font-semibold tabular-nums">
              {/* no day with an answer in the range: a dash, never 0% */}
              {figure?.now == null ? '—' : formatPercent(figure.now)}{' '}
              {figure?.now != null && <PeriodMove change={figure.change} unit="pp" />}
            </dd>
          </div>
        ))}
      </dl>
      {editing ? (
        <EditEngineForm siteId={siteId} engine={engine} onDone={() => setEditing(false)} />
      ) : (
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <Link
            to="/sites/$siteId/ai/$engineId"
            params={{ siteId, engineId: engine.id }}
            search={search}
            aria-label={`Open ${title}`}
            className="inline-flex items-center rounded-md bg-indigo-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-indigo-800"
          >
            Open
          </Link>
          {/* writes: gone for a role that may not make them (the page says why once, where engines are added) */}
          <NeedsRole need="write" quiet>
            <Button
              variant="secondary"
              onClick={() => setEditing(true)}
              aria-label={`Edit region and language of ${title}`}
            >
              Edit
            </Button>
            <DeleteEngineButton siteId={siteId} engine={engine} />
          </NeedsRole>
        </div>
      )}
    </Card>
  );
}
