import { useQuery } from '@tanstack/react-query';
import { aiQueries } from '../../api/ai.ts';
import type { Engine } from '../../api/ai-schemas.ts';
import { formatPercent } from '../../lib/format.ts';
import { Change } from '../../components/change.tsx';

// the spec's five neutral engine labels, for people (features keep their own copy: they stay apart)
const NAMES: Record<string, string> = {
  chat_engine: 'Chat assistant',
  overview_engine: 'Search AI overview',
  mode_engine: 'Search AI mode',
  answer_engine: 'Answer engine',
  assistant_engine: 'Second chat assistant',
};

/** Each engine's link and mention presence over the period, with the change the service gives for it. */
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
  const stats = useQuery(aiQueries.statistics(siteId, engine.id, { ...range, top: 0 }));
  const p = stats.data?.presence;
  const name = `${NAMES[engine.base_name] ?? engine.base_name} (${engine.country_code})`;
  return (
    <li className="text-sm">
      <span className="text-slate-700">{name}: </span>
      {stats.error ? (
        <span className="text-slate-600">could not be read</span>
      ) : !p ? (
        <span className="text-slate-500">reading…</span>
      ) : (
        <>
          link <span className="font-semibold">{formatPercent(p.link_percent_in_top)}</span>{' '}
          <Change value={p.link_diff} unit=" pp" words="percentage points" />, mention{' '}
          <span className="font-semibold">{formatPercent(p.mention_percent_in_top)}</span>{' '}
          <Change value={p.mention_diff} unit=" pp" words="percentage points" />
        </>
      )}
    </li>
  );
}
