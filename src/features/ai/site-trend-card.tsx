import type { Engine } from '../../api/ai-schemas.ts';
import type { Annotation } from '../../api/annotations.ts';
import type { AnnotationPicks } from '../../components/annotations/use-annotations.ts';
import { SelectField } from '../../components/ui/field.tsx';
import { formatDate } from '../../lib/format.ts';
import { engineTitle, engineWhere } from './engine-labels.ts';
import type { ResolvedRange } from './search.ts';
import { VisibilityTrend } from './visibility-trend.tsx';
import { TitledCard } from '../../components/ui/titled-card.tsx';

/** The site page's trend: one engine at a time (URL `engine`, default the first), with the site's markers. */
export function SiteTrendCard({
  siteId,
  engines,
  engineId,
  range,
  annotations,
  picks,
  onEngine,
}: {
  siteId: number;
  engines: readonly Engine[];
  engineId: number | undefined;
  range: ResolvedRange;
  annotations: readonly Annotation[];
  picks: AnnotationPicks;
  onEngine: (id: number) => void;
}) {
  const engine = engines.find((e) => e.id === engineId) ?? engines[0];
  if (!engine) return null;
  return (
    <TitledCard
      title="Visibility trend"
      action={
        <SelectField
          label="Engine"
          // may shrink below its longest option: on a narrow card the choice is cut inside the control
          className="min-w-0 max-w-full"
          value={String(engine.id)}
          onChange={(e) => onEngine(Number(e.target.value))}
        >
          {engines.map((e) => (
            <option key={e.id} value={e.id}>
              {engineTitle(e)} · {engineWhere(e)}
            </option>
          ))}
        </SelectField>
      }
    >
      <p className="mb-2 text-sm text-slate-600">
        {engineTitle(engine)}: daily share of prompts with the site&apos;s link and with a brand mention
        {range.top ? ` in the top ${range.top}` : ''}, {formatDate(range.from)} to {formatDate(range.to)}.
      </p>
      <VisibilityTrend
        key={engine.id}
        siteId={siteId}
        engineId={engine.id}
        range={range}
        title={`${engineTitle(engine)} visibility trend`}
        annotations={annotations}
        picks={picks}
      />
    </TitledCard>
  );
}
