import type { ColumnDef } from '@tanstack/react-table';
import type { CrawledPage } from '../../../api/audit-page-schemas.ts';
import { formatNumber } from '../../../lib/format.ts';
import { ALL_KEYS, cellValue, columnLabel, isNumericKey } from '../shared/crawled-page-columns.ts';
import { PathFirst } from '../../../components/ui/path-first.tsx';

export interface PagesMeta {
  onOpen: (id: string) => void;
}

const WIDE: Record<string, number> = {
  url: 380,
  title: 280,
  description: 320,
  h1: 220,
  h2: 220,
  canonical_url: 320,
  redirect_url: 320,
  hreflang_link: 280,
  content_hash: 260,
  indexable_status: 150,
  time_check: 170,
  robots: 140,
  load_ms: 140,
  outlinks_internal: 150,
  outlinks_external: 150,
};

function Cell({ page, column, onOpen }: { page: CrawledPage; column: string; onOpen: (id: string) => void }) {
  const v = cellValue(page, column);
  if (column === 'url') {
    return (
      <button
        type="button"
        className="block w-full truncate text-left text-indigo-700 hover:underline"
        title={`Open the issues of ${page.url}`}
        onClick={(e) => {
          e.stopPropagation();
          onOpen(page.id);
        }}
      >
        <PathFirst url={page.url} />
      </button>
    );
  }
  if (v === null) return <span className="text-slate-500">—</span>;
  const text = isNumericKey(column) && typeof v === 'number' ? formatNumber(v) : String(v);
  const n = typeof v === 'number' ? v : Number(v);
  const bad = column === 'status' && Number.isFinite(n) && n >= 400;
  return (
    <span className={`block truncate ${bad ? 'font-medium text-red-700' : ''}`} title={text}>
      {text}
    </span>
  );
}

/** One column per key the spec lists; the picker decides which are visible. */
export const PAGE_COLUMNS: ColumnDef<CrawledPage>[] = ALL_KEYS.map((key) => ({
  id: key,
  header: columnLabel(key),
  size: WIDE[key] ?? 120,
  meta: { numeric: isNumericKey(key) },
  cell: (ctx) => (
    <Cell page={ctx.row.original} column={key} onOpen={(ctx.table.options.meta as PagesMeta).onOpen} />
  ),
}));
