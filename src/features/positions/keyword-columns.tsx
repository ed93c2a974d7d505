import { createColumnHelper } from '@tanstack/react-table';
import type { TrackedKeyword } from '../../api/positions.ts';
import type { Columns } from '../../components/data-table/data-table.tsx';
import { Button } from '../../components/ui/button.tsx';
import { formatNumber, NO_DATA } from '../../lib/format.ts';
import { changeText } from './format.ts';
import { Sparkline } from './sparkline.tsx';

const col = createColumnHelper<TrackedKeyword>();

function ChangeCell({ change }: { change: TrackedKeyword['change1'] }) {
  const t = changeText(change);
  return (
    <span className={t.tone}>
      <span aria-hidden="true">{t.text}</span>
      <span className="sr-only">{t.label}</span>
    </span>
  );
}

export interface KeywordActions {
  locationName: (id: number) => string;
  today: string;
  onHistory: (k: TrackedKeyword) => void;
  onRun: (k: TrackedKeyword) => void;
  onRemove: (k: TrackedKeyword) => void;
  /** the rows picked to remove together */
  picked: ReadonlySet<number>;
  onPick: (k: TrackedKeyword, on: boolean) => void;
  /** every row shown picked (true), some (null), none (false); the header's box picks or drops them all */
  allPicked: boolean | null;
  /** the ids of the rows shown, picked (`on`) or dropped */
  onPickAll: (ids: number[], on: boolean) => void;
}

/**
 * The tracked keywords' columns. The ids of the sortable ones are the URL's `sort` keys (table-shape.ts sorts the
 * rows); widths are fixed so rows never shift while scrolling.
 */
export function keywordColumns({
  locationName,
  today,
  onHistory,
  onRun,
  onRemove,
  picked,
  onPick,
  allPicked,
  onPickAll,
}: KeywordActions): Columns<TrackedKeyword> {
  return [
    col.display({
      id: 'pick',
      header: ({ table }) => (
        <input
          type="checkbox"
          aria-label="Pick every keyword shown"
          checked={allPicked === true}
          ref={(box) => {
            if (box) box.indeterminate = allPicked === null;
          }}
          onChange={(e) =>
            onPickAll(
              table.getRowModel().rows.map((r) => r.original.id),
              e.target.checked,
            )
          }
        />
      ),
      size: 36,
      enableSorting: false,
      cell: ({ row: { original: k } }) => (
        <input
          type="checkbox"
          aria-label={`Pick ${k.keyword}`}
          checked={picked.has(k.id)}
          onChange={(e) => onPick(k, e.target.checked)}
        />
      ),
    }),
    col.accessor('keyword', {
      header: 'Keyword',
      size: 270,
      meta: { rowHeader: true, cellClassName: 'text-slate-900' },
      cell: ({ row: { original: k } }) => (
        <>
          {k.keyword}
          <span className="block text-xs font-normal text-slate-500">
            {k.device} · {k.language_code} · {locationName(k.location_id)}
            {k.tags.length ? ` · ${k.tags.join(', ')}` : ''}
          </span>
        </>
      ),
    }),
    col.accessor('position', {
      header: 'Position',
      size: 100,
      meta: { cellClassName: 'tabular-nums' },
      cell: ({ row: { original: k } }) =>
        k.day === null ? (
          <span className="text-slate-500">not checked yet</span>
        ) : k.position === null ? (
          <span className="text-slate-600">not in top 100</span>
        ) : (
          k.position
        ),
    }),
    ...(
      [
        ['change1', '1 day', 70],
        ['change7', '7 days', 70],
        ['change30', '30 days', 75],
      ] as const
    ).map(([key, label, size]) =>
      col.accessor(key, {
        header: label,
        size,
        meta: { cellClassName: 'tabular-nums' },
        cell: ({ getValue }) => <ChangeCell change={getValue()} />,
      }),
    ),
    col.accessor('best', {
      header: 'Best',
      size: 60,
      meta: { cellClassName: 'tabular-nums' },
      cell: ({ getValue }) => formatNumber(getValue()),
    }),
    col.accessor('url', {
      header: 'Ranking URL',
      size: 210,
      meta: { cellClassName: 'truncate' },
      cell: ({ getValue }) => {
        const url = getValue();
        return url ? (
          <a href={url} className="text-indigo-700 hover:underline" rel="noreferrer noopener" target="_blank">
            {url.replace(/^https?:\/\//, '')}
          </a>
        ) : (
          NO_DATA
        );
      },
    }),
    col.accessor('trend', {
      header: 'Trend',
      size: 100,
      enableSorting: false,
      cell: ({ getValue }) => <Sparkline trend={getValue()} today={today} />,
    }),
    col.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      size: 210,
      enableSorting: false,
      meta: { cellClassName: 'whitespace-nowrap' },
      cell: ({ row: { original: k } }) => (
        <>
          <Button variant="ghost" aria-label={`History of ${k.keyword}`} onClick={() => onHistory(k)}>
            History
          </Button>
          <Button variant="ghost" aria-label={`Run ${k.keyword} now`} onClick={() => onRun(k)}>
            Run
          </Button>
          <Button variant="ghost" aria-label={`Remove ${k.keyword}`} onClick={() => onRemove(k)}>
            Remove
          </Button>
        </>
      ),
    }),
  ];
}
