import { createColumnHelper } from '@tanstack/react-table';
import type { BacklinkItem } from '../../api/backlink-schemas.ts';
import { formatDate, formatNumber } from '../../lib/format.ts';

/** The backlinks table's columns (the list); widths are fixed so rows never shift while scrolling. */

const col = createColumnHelper<BacklinkItem>();

function Flag({ value, yes = 'Yes' }: { value: boolean | string | null; yes?: string }) {
  if (value === null) return <span className="text-slate-600">—</span>;
  if (value === false) return <span className="text-slate-600">No</span>;
  return (
    <span
      className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900"
      title={String(value)}
    >
      {yes}
    </span>
  );
}

/** A target URL as its path (what differs from row to row) over its host; null when there is none. */
export function splitUrl(url: string | null): { path: string; host: string } | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return { path: `${u.pathname}${u.search}${u.hash}`, host: u.host };
  } catch {
    return { path: url, host: '' };
  }
}

export const backlinkColumns = [
  col.accessor('url', {
    header: 'Source page',
    size: 300,
    cell: ({ row: { original: b } }) => (
      <div className="min-w-0">
        <p className="truncate font-medium text-slate-900" title={b.title ?? undefined}>
          {b.title ?? <span className="text-slate-600">No title</span>}
        </p>
        <a
          href={b.url}
          target="_blank"
          rel="noreferrer noopener"
          className="block truncate text-xs text-indigo-700 hover:underline"
          title={b.url}
        >
          {b.url}
        </a>
      </div>
    ),
  }),
  col.accessor('anchor', {
    header: 'Anchor',
    size: 170,
    cell: ({ getValue }) => {
      const v = getValue();
      return v ? (
        <span className="line-clamp-2" title={v}>
          {v}
        </span>
      ) : (
        <span className="text-slate-600">—</span>
      );
    },
  }),
  col.accessor('url_to', {
    header: 'Target URL',
    size: 210,
    cell: ({ getValue }) => {
      const u = splitUrl(getValue());
      if (!u) return <span className="text-slate-600">—</span>;
      return (
        <div className="min-w-0" title={getValue() ?? undefined}>
          <p className="truncate text-slate-900">{u.path}</p>
          <p className="truncate text-xs text-slate-600">{u.host}</p>
        </div>
      );
    },
  }),
  col.accessor('nofollow', {
    header: 'Nofollow',
    size: 80,
    cell: ({ getValue }) => <Flag value={getValue()} />,
  }),
  col.accessor('ugc', { header: 'UGC', size: 60, cell: ({ getValue }) => <Flag value={getValue()} /> }),
  col.accessor('sponsored', {
    header: 'Sponsored',
    size: 90,
    cell: ({ getValue }) => <Flag value={getValue()} />,
  }),
  col.accessor('image', { header: 'Image', size: 64, cell: ({ getValue }) => <Flag value={getValue()} /> }),
  col.accessor('inlink_rank', {
    header: 'Inlink rank',
    meta: { numeric: true },
    size: 76,
    cell: ({ getValue }) => formatNumber(getValue()),
  }),
  col.accessor('domain_inlink_rank', {
    header: 'Domain inlink rank',
    meta: { numeric: true },
    size: 84,
    cell: ({ getValue }) => formatNumber(getValue()),
  }),
  col.accessor('first_seen', {
    header: 'First seen',
    size: 108,
    cell: ({ getValue }) => formatDate(getValue()),
  }),
  col.accessor('last_visited', {
    header: 'Last visited',
    size: 108,
    cell: ({ getValue }) => formatDate(getValue()),
  }),
  col.accessor('lost_date', {
    header: 'Lost date',
    size: 136,
    cell: ({ getValue }) => {
      const lost = getValue();
      return lost === null ? (
        <span className="text-emerald-800">Live</span>
      ) : (
        <span className="inline-flex items-center gap-1 rounded bg-red-100 px-1.5 py-0.5 text-xs font-medium text-red-800">
          Lost {formatDate(lost)}
        </span>
      );
    },
  }),
];
