import type { DomainFigure } from './service-names.ts';

/**
 * Figures the service sends without documenting what they measure (`dt`, the report's `version`, the unnamed
 * index counts): kept for whoever needs them, behind a plain "More", under the service's own field names.
 */
export function MoreFigures({ figures }: { figures: readonly (DomainFigure | undefined | false)[] }) {
  const shown = figures.filter((f): f is DomainFigure => Boolean(f));
  if (shown.length === 0) return null;
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer text-slate-700">More</summary>
      <p className="mt-1 text-xs text-slate-500">
        Sent by the service as they are; its documentation does not describe them further.
      </p>
      <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        {shown.map((f) => (
          <div key={f.label} className="contents">
            <dt className="text-slate-600">{f.label}</dt>
            <dd className="text-right tabular-nums">{f.value}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
