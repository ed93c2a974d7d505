import { useQuery } from '@tanstack/react-query';
import { aiQueries } from '../../api/ai.ts';
import type { Engine } from '../../api/ai-schemas.ts';
import { presenceChange } from '../../lib/ai-trend.ts';
import { formatPercent } from '../../lib/format.ts';
import { periodTrendParams } from '../../lib/ai-range.ts';
import { PeriodMove } from '../../components/period-move.tsx';
import { engineLabel } from '../../lib/engine-vocabulary.ts';

/**
 * Each engine's link and mention presence over the period: the mean of its days, with its change against the mean of
 * the period of equal length before (lib/period-change.ts).
 */
export function SiteAi({ siteId, range }: { siteId: number; range: { from: string; to: string } }) {
  const engines = useQuery(aiQueries.engines(siteId));
  if (engines.error) return <p className="text-sm text-slate-600">AI engines could not be read.</p>;
  if (!engines.data) return <p className="text-sm text-slate-500">Reading AI engines…</p>;
  if (engines.data.length === 0) return <p className="text-sm text-slate-600">No AI engine tracked.</p>;
  return (
    <ul className="space-y-1">
      {engines.data.map((e) => (
        <EngineLine key={e.id} siteId={siteId} engine={e} range={range} />
      ))}
    </ul>
  );
}

function EngineLine({
  siteId,
  engine,
  range,
}: {
  siteId: number;
  engine: Engine;
  range: { from: string; to: string };
}) {
  const [nowParams, beforeParams] = periodTrendParams(range);
  const now = useQuery(aiQueries.rankings(siteId, engine.id, nowParams));
  const before = useQuery(aiQueries.rankings(siteId, engine.id, beforeParams));
  const p =
    now.data && before.data
      ? presenceChange({ now: now.data.items, before: before.data.items }, { ...range, top: 0 })
      : undefined;
  const name = engineLabel(engine);
  return (
    <li className="text-sm">
      <span className="text-slate-700">{name}: </span>
      {now.error || before.error ? (
        <span className="text-slate-600">could not be read</span>
      ) : !p ? (
        <span className="text-slate-500">reading…</span>
      ) : (
        <>
          link <span className="font-semibold">{formatPercent(p.link.now)}</span>{' '}
          <PeriodMove change={p.link.change} unit="pp" />, mention{' '}
          <span className="font-semibold">{formatPercent(p.mention.now)}</span>{' '}
          <PeriodMove change={p.mention.change} unit="pp" />
        </>
      )}
    </li>
  );
}
