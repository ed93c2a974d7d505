import type { AuditListItem, FinishedAuditReport } from '../../../api/audit-schemas.ts';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { fromAuditCrawl } from '../../../lib/figure-source.ts';
import { Change } from '../../../components/change.tsx';
import { RISE, statChange, type StatKey } from '../shared/report-shape.ts';
import { TitledCard } from '../../../components/ui/titled-card.tsx';
import { MoreFigures } from '../shared/more-figures.tsx';
import { indexedFigures } from '../shared/service-names.ts';

/** index_* and backlinks arrive as strings or integers; a non-numeric value shows as sent. */
const count = (v: string | number | null | undefined) => {
  if (v === null || v === undefined || v === '') return '—';
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? formatNumber(n) : String(v);
};

function Total({
  label,
  value,
  stat,
  item,
}: {
  label: string;
  value: number;
  stat?: StatKey;
  item?: AuditListItem;
}) {
  return (
    <div className="min-w-0 rounded-md bg-slate-50 p-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="mt-1">
        {/* a figure too long for its tile wraps rather than being cut */}
        <span className="block text-2xl font-semibold tabular-nums [overflow-wrap:anywhere]">
          {formatNumber(value)}
        </span>
        {stat && item && (
          <Change
            value={statChange(item.stats, item.prev_stats, stat)}
            rise={RISE[stat]}
            words="since the previous crawl"
            unknown="hidden"
          />
        )}
      </dd>
    </div>
  );
}

/** Score, totals (with the change since the previous crawl when there was one) and the domain's properties. */
export function ReportSummary({ report, item }: { report: FinishedAuditReport; item?: AuditListItem }) {
  const d = report.domain_props;
  const indexed = indexedFigures(d ?? {});
  return (
    <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
      <TitledCard title="Summary">
        <div className="flex flex-wrap items-center gap-6">
          <div className="w-40">
            <p className="text-xs font-medium uppercase tracking-wide text-slate-600">Score</p>
            <p className="flex items-baseline gap-2">
              <span className="text-4xl font-bold tabular-nums text-slate-900">{report.score_percent}</span>
              <span className="text-slate-500">/ 100</span>
              {item && (
                <Change
                  value={statChange(item.stats, item.prev_stats, 'score')}
                  words="since the previous crawl"
                  unknown="hidden"
                />
              )}
            </p>
            <ProgressBar value={report.score_percent} label="Score" />
          </div>
          {/* beside the score while there is room for a few tiles, else under it; as many tiles a row as fit */}
          <dl className="grid min-w-64 flex-1 grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))] gap-3">
            <Total label="Pages" value={report.total_pages} stat="crawled" item={item} />
            <Total label="Errors" value={report.total_errors} stat="errors" item={item} />
            <Total label="Warnings" value={report.total_warnings} stat="warnings" item={item} />
            <Total label="Notices" value={report.total_notices} stat="notices" item={item} />
            <Total label="Passed" value={report.total_passed} />
          </dl>
        </div>
        <p className="mt-3 text-xs text-slate-500">
          Crawl finished {formatDate(report.audit_time, true)}
          {item && !item.prev_stats ? ' · first crawl: nothing to compare with yet' : ''}
        </p>
      </TitledCard>
      <TitledCard title={<>Domain{d?.domain ? `: ${d.domain}` : ''}</>}>
        {d ? (
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <dt className="text-slate-600">Backlinks</dt>
            <dd className="text-right tabular-nums">{count(d.backlinks)}</dd>
            <dt className="text-slate-600">Referring domains</dt>
            <dd className="text-right tabular-nums">{count(d.domains)}</dd>
            {indexed.named.map((f) => (
              <div key={f.label} className="contents">
                <dt className="text-slate-600">{f.label}</dt>
                <dd className="text-right tabular-nums">{f.value}</dd>
              </div>
            ))}
            <dt className="text-slate-600">Domain expires</dt>
            <dd className="text-right">{formatDate(d.expdate)}</dd>
            <dt className="text-slate-600">Figures updated</dt>
            <dd className="text-right">{formatDate(d.updated)}</dd>
          </dl>
        ) : (
          <p className="text-sm text-slate-600">The service sent no domain properties.</p>
        )}
        {/* figures whose meaning the service's documentation does not give (spec: `dt`, `all_checked`, `version`) */}
        <MoreFigures
          figures={[
            indexed.unnamed,
            d?.dt !== undefined && d?.dt !== null && { label: 'dt', value: count(d.dt) },
            d?.all_checked !== undefined && { label: 'all_checked', value: d.all_checked ? 'yes' : 'no' },
            { label: 'Report version', value: report.version },
          ]}
        />
        {/* a backlink report on the domain reads the backlink index on its own day: say where these were read */}
        {d && <p className="mt-3 text-xs text-slate-500">{fromAuditCrawl(report.audit_time)}</p>}
      </TitledCard>
    </div>
  );
}
