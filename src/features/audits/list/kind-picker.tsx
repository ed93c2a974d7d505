import type { AuditKind } from '../../../api/audit-inputs.ts';
import { formatCredits } from '../../../lib/credits.ts';
import { perPage } from './cost.ts';

const KINDS: readonly [AuditKind, string, string][] = [
  ['standard', 'Standard', 'Crawls the HTML as served.'],
  ['advanced', 'Advanced', 'Renders JavaScript before reading each page.'],
];

/** Standard or advanced, each with its price per crawled page. */
export function KindPicker({ kind, onKind }: { kind: AuditKind; onKind: (k: AuditKind) => void }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">Audit type</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {KINDS.map(([k, label, what]) => (
          <label
            key={k}
            className="flex cursor-pointer items-start gap-2 rounded-md border border-slate-200 p-3 has-[:checked]:border-indigo-600 has-[:checked]:bg-indigo-50"
          >
            <input
              type="radio"
              name="audit-kind"
              value={k}
              checked={kind === k}
              onChange={() => onKind(k)}
              className="mt-1"
            />
            <span className="text-sm">
              <span className="font-medium">{label}</span>{' '}
              <span className="text-slate-600">
                — {what} {formatCredits(perPage(k))} per crawled page.
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
