import { createColumnHelper } from '@tanstack/react-table';
import { createContext, useContext } from 'react';
import type { TrackedKeyword } from '../../api/positions.ts';
import type { Columns } from '../../components/data-table/data-table.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PathFirst } from '../../components/ui/path-first.tsx';
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

/**
 * The locations' names, read by the cells that show them: the list arrives after the rows, and building the
 * columns anew for it would replace every row's buttons, under a click if it is on its way.
 */
export const LocationNames = createContext<(id: number) => string>((id) => `location ${id}`);

/** Where a keyword is checked: device, language, location and tags, on one line. */
function KeywordWhere({ k }: { k: TrackedKeyword }) {
  const locationName = useContext(LocationNames);
  const where = `${k.device} · ${k.language_code} · ${locationName(k.location_id)}${k.tags.length ? ` · ${k.tags.join(', ')}` : ''}`;
  return (
    <span className="block truncate text-xs font-normal text-slate-500" title={where}>
      {where}
    </span>
  );
}

export interface KeywordActions {
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
  /** the person may run a keyword now (paid): else no Run button */
  canRun: boolean;
  /** the person may stop tracking keywords (a write): else no Remove button, and no boxes to pick rows with */
  canRemove: boolean;
}

/**
 * The tracked keywords' columns. The ids of the sortable ones are the URL's `sort` keys (table-shape.ts sorts the
 * rows); widths are fixed so rows never shift while scrolling, and together (1,024 px) they fit the card of a
 * 1366 px window with a scroll bar, so the row's actions are never cut off. A long text is cut in its cell, whole
 * in its title.
 */
export function keywordColumns({
  today,
  onHistory,
  onRun,
  onRemove,
  picked,
  onPick,
  allPicked,
  onPickAll,
  canRun,
  canRemove,
}: KeywordActions): Columns<TrackedKeyword> {
  // the boxes only pick rows to remove together
  const pick: Columns<TrackedKeyword> = [
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
  ];
  return [
    ...(canRemove ? pick : []),
    col.accessor('keyword', {
      header: 'Keyword',
      size: 196,
      meta: { rowHeader: true, cellClassName: 'text-slate-900' },
      // one line each: the row's height is fixed, a second line would be cut in half
      cell: ({ row: { original: k } }) => (
        <>
          <span className="block truncate" title={k.keyword}>
            {k.keyword}
          </span>
          <KeywordWhere k={k} />
        </>
      ),
    }),
    col.accessor('position', {
      header: 'Position',
      size: 92,
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
        ['change1', '1 day', 66],
        ['change7', '7 days', 72],
        ['change30', '30 days', 80],
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
      size: 58,
      meta: { cellClassName: 'tabular-nums' },
      cell: ({ getValue }) => formatNumber(getValue()),
    }),
    col.accessor('url', {
      header: 'Ranking URL',
      size: 140,
      cell: ({ getValue }) => {
        const url = getValue();
        // the site's URLs share its host: the path tells them apart, so it goes first and survives the cut
        return url ? (
          <a
            href={url}
            title={url}
            className="block truncate text-indigo-700 hover:underline"
            rel="noreferrer noopener"
            target="_blank"
          >
            <PathFirst url={url} />
          </a>
        ) : (
          NO_DATA
        );
      },
    }),
    col.accessor('trend', {
      header: 'Trend',
      size: 88,
      enableSorting: false,
      cell: ({ getValue }) => <Sparkline trend={getValue()} today={today} />,
    }),
    col.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      size: 196,
      enableSorting: false,
      meta: { cellClassName: 'whitespace-nowrap' },
      // narrower than the house's buttons (their padding overridden), so the three fit beside the columns at 1366 px
      cell: ({ row: { original: k } }) => (
        <>
          <Button
            variant="ghost"
            className="px-1.5!"
            aria-label={`History of ${k.keyword}`}
            onClick={() => onHistory(k)}
          >
            History
          </Button>
          {canRun && (
            <Button
              variant="ghost"
              className="px-1.5!"
              aria-label={`Run ${k.keyword} now`}
              onClick={() => onRun(k)}
            >
              Run
            </Button>
          )}
          {canRemove && (
            <Button
              variant="ghost"
              className="px-1.5!"
              aria-label={`Remove ${k.keyword}`}
              onClick={() => onRemove(k)}
            >
              Remove
            </Button>
          )}
        </>
      ),
    }),
  ];
}
