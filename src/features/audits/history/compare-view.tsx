import type { AuditCheck } from '../../../api/audit-schemas.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { ExportCsvButton } from '../../../components/data-table/export-csv-button.tsx';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { Change } from '../../../components/change.tsx';
import { compareCsv } from './history-csv.ts';
import type { HistoryDiff, IssueChange, IssueChangeKind } from './history-diff.ts';

const KIND: Record<IssueChangeKind, ['bad' | 'good' | 'warn' | 'info' | 'neutral', string]> = {
  new: ['bad', 'New'],
  worse: ['warn', 'Worse'],
  fixed: ['good', 'Fixed'],
  better: ['info', 'Better'],
  unknown: ['neutral', 'No data'],
  same: ['neutral', 'Same'],
};

function IssueRows({
  rows,
  checks,
}: {
  rows: readonly IssueChange[];
  checks: ReadonlyMap<string, AuditCheck>;
}) {
  return rows.map((i) => (
    <tr key={i.code} className="border-t border-slate-100">
      <th scope="row" className="py-1.5 pr-2 text-left font-normal">
        {checks.get(i.code)?.name ?? i.code} <code className="text-xs text-slate-500">{i.code}</code>
      </th>
      <td className="py-1.5">
        <Badge tone={KIND[i.kind][0]}>{KIND[i.kind][1]}</Badge>
      </td>
      <td className="py-1.5 text-right tabular-nums">{formatNumber(i.before)}</td>
      <td className="py-1.5 text-right tabular-nums">{formatNumber(i.after)}</td>
      <td className="py-1.5 text-right">
        <Change value={i.change} rise="bad" words="pages" unknown="hidden" />
      </td>
    </tr>
  ));
}

/** Two crawls side by side: the change in each total, and every issue new, fixed, worse or better. */
export function CompareView({
  auditId,
  diff,
  checks,
  readAt,
}: {
  auditId: number;
  diff: HistoryDiff;
  checks: ReadonlyMap<string, AuditCheck>;
  readAt: number;
}) {
  const moved = diff.issues.filter((i) => i.kind !== 'same');
  const same = diff.issues.filter((i) => i.kind === 'same');
  const c = diff.counts;
  const head = (
    <thead className="text-left text-xs text-slate-500">
      <tr>
        <th scope="col" className="py-1">
          Issue
        </th>
        <th scope="col" className="py-1">
          Change
        </th>
        <th scope="col" className="py-1 text-right">
          Pages {formatDate(diff.baseDate)}
        </th>
        <th scope="col" className="py-1 text-right">
          Pages {formatDate(diff.targetDate)}
        </th>
        <th scope="col" className="py-1 text-right">
          Difference
        </th>
      </tr>
    </thead>
  );
  return (
    <Card aria-labelledby="compare-title">
      <CardTitle action={<ExportCsvButton build={() => compareCsv(auditId, diff, checks, readAt)} />}>
        <span id="compare-title">
          From {formatDate(diff.baseDate)} to {formatDate(diff.targetDate)}
        </span>
      </CardTitle>
      <table className="w-full text-sm">
        <caption className="sr-only">Change in each total</caption>
        <thead className="text-left text-xs text-slate-500">
          <tr>
            <th scope="col" className="py-1">
              Total
            </th>
            <th scope="col" className="py-1 text-right">
              {formatDate(diff.baseDate)}
            </th>
            <th scope="col" className="py-1 text-right">
              {formatDate(diff.targetDate)}
            </th>
            <th scope="col" className="py-1 text-right">
              Change
            </th>
          </tr>
        </thead>
        <tbody>
          {diff.totals.map((t) => (
            <tr key={t.key} className="border-t border-slate-100">
              <th scope="row" className="py-1.5 text-left font-normal">
                {t.label}
              </th>
              <td className="py-1.5 text-right tabular-nums">{formatNumber(t.before)}</td>
              <td className="py-1.5 text-right tabular-nums">{formatNumber(t.after)}</td>
              <td className="py-1.5 text-right">
                <Change
                  value={t.change}
                  rise={t.rise}
                  words={`since ${formatDate(diff.baseDate)}`}
                  unknown="hidden"
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className="mt-5 mb-1 text-sm font-semibold">Issues</h3>
      <p className="mb-2 text-sm text-slate-700">
        {c.new} new · {c.fixed} fixed · {c.worse} worse · {c.better} better · {c.same} unchanged
        {c.unknown ? ` · ${c.unknown} without data` : ''}
      </p>
      {moved.length > 0 && (
        <table className="w-full text-sm">
          <caption className="sr-only">Issues that changed</caption>
          {head}
          <tbody>
            <IssueRows rows={moved} checks={checks} />
          </tbody>
        </table>
      )}
      {same.length > 0 && (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer text-slate-700">{same.length} unchanged issues</summary>
          <table className="mt-2 w-full text-sm">
            <caption className="sr-only">Issues that did not change</caption>
            {head}
            <tbody>
              <IssueRows rows={same} checks={checks} />
            </tbody>
          </table>
        </details>
      )}
    </Card>
  );
}
