import type { AuditLink, CrawledPage, PageIssue } from '../../../api/audit-page-schemas.ts';
import type { AuditCheck, AuditListItem, FinishedAuditReport } from '../../../api/audit-schemas.ts';
import { fieldColumns } from '../../../lib/csv-fields.ts';
import type { CsvValue } from '../../../lib/csv.ts';
import { csvName, tableOf, type CsvColumn, type CsvTable } from '../../../lib/csv-table.ts';
import { cellValue } from './crawled-page-columns.ts';

/**
 * The audit tables as CSV. Every file has the read time (read_at_utc); those about one crawl also carry the
 * crawl's own time (audit_time), the date the data was checked. A missing figure is an empty field, never 0.
 */

const STATS = ['score', 'errors', 'warnings', 'notices', 'crawled'] as const;

const LIST_COLUMNS: CsvColumn<AuditListItem>[] = [
  ...fieldColumns<AuditListItem>('id', 'title', 'url', 'site_id', 'group_id', 'status'),
  ...STATS.map((k) => ({ header: k, value: (a: AuditListItem) => a.stats?.[k] ?? null })),
  ...STATS.map((k) => ({ header: `prev_${k}`, value: (a: AuditListItem) => a.prev_stats?.[k] ?? null })),
  ...fieldColumns<AuditListItem>('last_update'),
];

export const auditListCsv = (items: readonly AuditListItem[], page: number, readAt: number): CsvTable =>
  tableOf(csvName(['audits', page > 1 ? `page-${page}` : ''], readAt), items, LIST_COLUMNS, readAt);

/** Every check of the report, section by section, with the pages it affects. */
export function checksCsv(auditId: number, report: FinishedAuditReport, readAt: number): CsvTable {
  const rows = report.sections.flatMap((s) => Object.values(s.props).map((c) => ({ section: s.name, c })));
  return tableOf(
    csvName(['audit', auditId, 'checks'], readAt),
    rows,
    [
      { header: 'section', value: (r) => r.section },
      { header: 'code', value: (r) => r.c.code },
      { header: 'check', value: (r) => r.c.name },
      { header: 'severity', value: (r) => r.c.status },
      { header: 'pages_affected', value: (r) => r.c.value },
      { header: 'audit_time', value: () => report.audit_time },
    ],
    readAt,
  );
}

/** One page of the URLs a check affects. */
export function checkUrlsCsv(
  auditId: number,
  code: string,
  check: AuditCheck | undefined,
  urls: readonly string[],
  page: number,
  readAt: number,
): CsvTable {
  return tableOf(
    csvName(['audit', auditId, code, page > 1 ? `page-${page}` : ''], readAt),
    urls,
    [
      { header: 'code', value: () => code },
      { header: 'check', value: () => check?.name ?? null },
      { header: 'severity', value: () => check?.status ?? null },
      { header: 'url', value: (u) => u },
    ],
    readAt,
  );
}

/** The crawled pages in the table's order, under its chosen columns. */
export function pagesCsv(
  auditId: number,
  pages: readonly CrawledPage[],
  columns: readonly string[],
  auditTime: string | null | undefined,
  readAt: number,
): CsvTable {
  return tableOf(
    csvName(['audit', auditId, 'pages'], readAt),
    pages,
    [
      ...columns.map((k) => ({ header: k, value: (p: CrawledPage): CsvValue => cellValue(p, k) })),
      { header: 'audit_time', value: () => auditTime ?? null },
    ],
    readAt,
  );
}

/** One page's issues; an issue with a snippet table gives one row per snippet row. */
export function pageIssuesCsv(
  auditId: number,
  url: string,
  issues: readonly PageIssue[],
  checks: ReadonlyMap<string, AuditCheck>,
  readAt: number,
): CsvTable {
  const keys = [...new Set(issues.flatMap((i) => i.snippet.value.flatMap((r) => Object.keys(r))))];
  type Row = { i: PageIssue; s: Record<string, CsvValue> | undefined };
  const rows = issues.flatMap((i): Row[] =>
    i.snippet.value.length ? i.snippet.value.map((s) => ({ i, s })) : [{ i, s: undefined }],
  );
  return tableOf(
    csvName(['audit', auditId, 'page-issues', url.replace(/^https?:\/\//, '')], readAt),
    rows,
    [
      { header: 'page_url', value: () => url },
      { header: 'code', value: (r) => r.i.code },
      { header: 'issue', value: (r) => checks.get(r.i.code)?.name ?? null },
      { header: 'type', value: (r) => r.i.type },
      { header: 'group', value: (r) => r.i.group },
      { header: 'snippet_type', value: (r) => r.i.snippet.type },
      ...keys.map((k) => ({ header: `snippet_${k}`, value: (r: Row) => r.s?.[k] ?? null })),
    ],
    readAt,
  );
}

const LINK_KEYS = [
  'url',
  'status',
  'type',
  'source_url',
  'anchor',
  'alt',
  'anchor_type',
  'title',
  'nofollow',
  'source_noindex',
  'id',
] as const;

/** One page of links as the service sent them (empty strings stay empty). */
export function linksCsv(
  auditId: number,
  tab: string,
  items: readonly AuditLink[],
  page: number,
  readAt: number,
): CsvTable {
  return tableOf(
    csvName(['audit', auditId, 'links', tab, page > 1 ? `page-${page}` : ''], readAt),
    items,
    LINK_KEYS.map((k) => ({ header: k, value: (l: AuditLink) => l[k] ?? null })),
    readAt,
  );
}
