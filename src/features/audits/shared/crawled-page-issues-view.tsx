import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PageRef } from '../../../api/audit-inputs.ts';
import type { PageIssue } from '../../../api/audit-page-schemas.ts';
import type { AuditCheck } from '../../../api/audit-schemas.ts';
import { auditsQueries } from '../../../api/audits.ts';
import { ErrorPanel } from '../../../components/errors/error-panel.tsx';
import { DataTable, type Columns } from '../../../components/data-table/data-table.tsx';
import { ExportCsvButton } from '../../../components/data-table/export-csv-button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { pageIssuesCsv } from './audits-csv.ts';
import { formatDataValue, groupPageData } from './crawled-page-data-groups.ts';
import { SeverityBadge } from './severity-badge.tsx';
import { PathFirst } from '../../../components/ui/path-first.tsx';
import { plural } from '../../../lib/plural.ts';

type SnippetRow = PageIssue['snippet']['value'][number];

/** A snippet value as text: sizes in their unit, no value as "—" (never 0), a URL path first. */
function snippetCell(key: string, v: unknown) {
  if (key === 'size' && v !== null && v !== '' && Number.isFinite(Number(v)))
    return formatDataValue('x_size', Number(v));
  if (v === null || v === undefined || v === '') return '—';
  return key === 'url' ? <PathFirst url={String(v)} /> : String(v);
}

/** Its columns are the keys its rows have; the URL takes most of the width. */
function snippetColumns(rows: readonly SnippetRow[]): Columns<SnippetRow> {
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  return keys.map((k) => ({
    id: k,
    header: k,
    accessorFn: (r: SnippetRow) => r[k],
    meta: { className: k === 'url' ? 'w-3/5' : '', cellClassName: 'truncate' },
    cell: ({ getValue }: { getValue: () => unknown }) => (
      <span title={String(getValue() ?? '')}>{snippetCell(k, getValue())}</span>
    ),
  }));
}

function Snippet({ snippet }: { snippet: PageIssue['snippet'] }) {
  const rows = snippet.value;
  const columns = useMemo(() => snippetColumns(rows), [rows]);
  if (rows.length === 0) {
    return 'raw' in snippet && snippet.raw !== undefined && snippet.raw !== null ? (
      <pre className="mt-1 overflow-x-auto rounded bg-slate-50 p-2 text-xs">
        {JSON.stringify(snippet.raw, null, 2)}
      </pre>
    ) : null;
  }
  return (
    <div className="mt-1">
      <DataTable
        caption={`Snippet${snippet.type ? ` (${snippet.type})` : ''}`}
        data={rows}
        columns={columns}
        className="w-full table-fixed text-xs"
      />
    </div>
  );
}

/** One page's issues (with their snippets) and its data, grouped on-page, technical, links and summary. */
export function CrawledPageIssuesView({
  auditId,
  page,
  checks,
}: {
  auditId: number;
  page: PageRef;
  checks: ReadonlyMap<string, AuditCheck>;
}) {
  const q = useQuery(auditsQueries.pageIssues(auditId, page));
  if (q.error) return <ErrorPanel error={q.error} onRetry={() => void q.refetch()} />;
  if (!q.data) return <Spinner label="Loading the page’s issues…" />;
  const { url, issues, page_data } = q.data;
  const groups = groupPageData(page_data as Record<string, unknown> | null);
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm break-all">
        <a href={url} target="_blank" rel="noreferrer noopener" className="text-indigo-700 underline">
          {url}
        </a>
      </p>
      <section aria-labelledby="page-issue-list">
        <div className="mb-2 flex items-start justify-between gap-2">
          <h3 id="page-issue-list" className="text-base font-semibold">
            {issues.length === 0
              ? 'No issues on this page'
              : `${issues.length} ${plural(issues.length, 'issue')}`}
          </h3>
          {issues.length > 0 && (
            <ExportCsvButton build={() => pageIssuesCsv(auditId, url, issues, checks, q.dataUpdatedAt)} />
          )}
        </div>
        <ul className="flex flex-col gap-3">
          {issues.map((i, n) => (
            <li key={`${i.code}-${n}`} className="rounded-md border border-slate-200 p-3">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <SeverityBadge severity={i.type} />
                <span className="font-medium">{checks.get(i.code)?.name ?? i.code}</span>
                <code className="text-xs text-slate-500">{i.code}</code>
                {i.group && <span className="text-xs text-slate-500">· {i.group}</span>}
              </div>
              <Snippet snippet={i.snippet} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="page-data-title">
        <h3 id="page-data-title" className="mb-2 text-base font-semibold">
          Page data
        </h3>
        <div className="grid gap-4 md:grid-cols-2">
          {groups.map((g) => (
            <div key={g.id}>
              <h4 className="mb-1 text-sm font-semibold text-slate-700">{g.title}</h4>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
                {g.rows.map((r) => (
                  <div key={r.key} className="contents">
                    <dt className="text-slate-500">{r.key}</dt>
                    <dd className="truncate" title={formatDataValue(r.key, r.value)}>
                      {formatDataValue(r.key, r.value)}
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}
