import type { AuditCheck } from '../../../api/audit-schemas.ts';
import { Card } from '../../../components/ui/card.tsx';
import { formatNumber } from '../../../lib/format.ts';
import type { ShapedSection } from '../shared/report-shape.ts';
import { SeverityBadge } from '../shared/severity-badge.tsx';
import { plural } from '../../../lib/plural.ts';

function CheckRow({ check, selected, onOpen }: { check: AuditCheck; selected: boolean; onOpen: () => void }) {
  const clickable = check.value > 0;
  return (
    <li
      className={`flex items-center gap-3 border-t border-slate-100 px-2 py-2 first:border-t-0 ${selected ? 'bg-indigo-50' : ''}`}
    >
      <SeverityBadge severity={check.status} />
      {clickable ? (
        <button
          type="button"
          onClick={onOpen}
          aria-pressed={selected}
          className="flex-1 text-left text-sm font-medium text-indigo-700 hover:underline"
        >
          {check.name}
        </button>
      ) : (
        <span className="flex-1 text-sm text-slate-700">{check.name}</span>
      )}
      <span className="text-sm tabular-nums text-slate-700">
        {formatNumber(check.value)}{' '}
        <span className="text-xs text-slate-500">{plural(check.value, 'page')}</span>
      </span>
    </li>
  );
}

/** The report's sections, worst first; in each, checks by severity then pages affected. */
/** A section's failing or passed checks, each opening its pages. */
function CheckRows({
  checks,
  selected,
  onOpen,
}: {
  checks: readonly AuditCheck[];
  selected: string | undefined;
  onOpen: (code: string) => void;
}) {
  return checks.map((c) => (
    <CheckRow key={c.code} check={c} selected={selected === c.code} onOpen={() => onOpen(c.code)} />
  ));
}

export function ReportSections({
  sections,
  selected,
  onOpen,
}: {
  sections: readonly ShapedSection[];
  selected: string | undefined;
  onOpen: (code: string) => void;
}) {
  return (
    <div className="flex flex-col gap-4">
      {sections.map((s) => (
        <Card key={s.uid} aria-labelledby={`section-${s.uid}`} className="p-3">
          <h2
            id={`section-${s.uid}`}
            className="mb-1 flex items-baseline gap-2 px-2 text-base font-semibold text-slate-900"
          >
            {s.name}
            <span className="text-xs font-normal text-slate-500">
              {s.failing.length === 0
                ? 'every check passed'
                : `${s.failing.length} ${plural(s.failing.length, 'check')} with issues`}
            </span>
          </h2>
          {s.failing.length > 0 && (
            <ul aria-label={`${s.name}: checks with issues`}>
              <CheckRows checks={s.failing} selected={selected} onOpen={onOpen} />
            </ul>
          )}
          {s.passed.length > 0 && (
            <details className="mt-1 px-2">
              <summary className="cursor-pointer text-xs text-slate-600">
                {s.passed.length} passed {plural(s.passed.length, 'check')}
              </summary>
              <ul aria-label={`${s.name}: passed checks`}>
                <CheckRows checks={s.passed} selected={selected} onOpen={onOpen} />
              </ul>
            </details>
          )}
        </Card>
      ))}
    </div>
  );
}
