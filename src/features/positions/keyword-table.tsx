import { useNavigate } from '@tanstack/react-router';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { TrackedKeyword } from '../../api/positions.ts';
import { Button } from '../../components/ui/button.tsx';
import { changeText } from './format.ts';
import type { PositionsSearch } from './search.ts';
import { Sparkline } from './sparkline.tsx';
import type { SortKey } from './table-shape.ts';

export const ROW_HEIGHT = 52;

const COLUMNS: { key: SortKey; label: string }[] = [
  { key: 'keyword', label: 'Keyword' },
  { key: 'position', label: 'Position' },
  { key: 'change1', label: '1 day' },
  { key: 'change7', label: '7 days' },
  { key: 'change30', label: '30 days' },
  { key: 'best', label: 'Best' },
  { key: 'url', label: 'Ranking URL' },
];

/**
 * The tracked keywords as a table that renders only the rows in view (plus a few either side) between two spacer
 * rows: a site tracks up to 5,000 and they scroll like 30. A sticky header, aria-rowcount and aria-rowindex keep
 * it a table for assistive technology.
 */
export function KeywordTable({
  rows,
  search,
  today,
  onRun,
  locationName,
}: {
  rows: TrackedKeyword[];
  locationName: (id: number) => string;
  search: PositionsSearch;
  today: string;
  onRun: (k: TrackedKeyword) => void;
}) {
  const navigate = useNavigate({ from: '/sites/$siteId/positions' });
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    // rows in the very first render, before the scroll box is measured
    initialRect: { width: 1000, height: 600 },
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = items.length ? virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0) : 0;
  const sort = search.sort ?? 'position';
  const dir = search.dir ?? 'asc';
  const setSort = (key: SortKey) =>
    void navigate({
      search: (s) => ({ ...s, sort: key, dir: sort === key && dir === 'asc' ? 'desc' : 'asc' }),
      replace: true,
    });
  return (
    <div
      ref={scrollRef}
      role="region"
      aria-label="Tracked keywords, scrollable"
      tabIndex={0}
      data-testid="positions-scroll"
      className="relative max-h-[36rem] overflow-auto rounded-md border border-slate-200 focus:outline-2 focus:outline-indigo-600"
    >
      <table className="w-full text-left text-sm" aria-rowcount={rows.length + 1}>
        <caption className="sr-only">Tracked keywords, sorted by {sort}</caption>
        <thead className="sticky top-0 z-10 bg-slate-50 text-xs text-slate-600 uppercase shadow-[0_1px_0_var(--color-slate-200)]">
          <tr aria-rowindex={1}>
            {COLUMNS.map((c) => (
              <th
                key={c.key}
                scope="col"
                className="px-2 py-2"
                aria-sort={sort === c.key ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
              >
                <button
                  type="button"
                  className="font-semibold uppercase hover:underline"
                  onClick={() => setSort(c.key)}
                >
                  {c.label}
                  {sort === c.key ? (dir === 'asc' ? ' ↑' : ' ↓') : ''}
                </button>
              </th>
            ))}
            <th scope="col" className="px-2 py-2">
              Trend
            </th>
            <th scope="col" className="px-2 py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {top > 0 && (
            <tr aria-hidden>
              <td colSpan={COLUMNS.length + 2} style={{ height: top, padding: 0, border: 0 }} />
            </tr>
          )}
          {items.map((item) => {
            const k = rows[item.index] as TrackedKeyword;
            return (
              <tr
                key={k.id}
                aria-rowindex={item.index + 2}
                style={{ height: ROW_HEIGHT }}
                className="border-b border-slate-100"
              >
                <th scope="row" className="px-2 py-1.5 font-medium text-slate-900">
                  {k.keyword}
                  <span className="block text-xs font-normal text-slate-500">
                    {k.device} · {k.language_code} · {locationName(k.location_id)}
                    {k.tags.length ? ` · ${k.tags.join(', ')}` : ''}
                  </span>
                </th>
                <td className="px-2 py-1.5 tabular-nums">
                  {k.day === null ? (
                    <span className="text-slate-500">not checked yet</span>
                  ) : k.position === null ? (
                    <span className="text-slate-600">not in top 100</span>
                  ) : (
                    k.position
                  )}
                </td>
                {(['change1', 'change7', 'change30'] as const).map((c) => {
                  const t = changeText(k[c]);
                  return (
                    <td key={c} className={`px-2 py-1.5 tabular-nums ${t.tone}`}>
                      <span aria-hidden="true">{t.text}</span>
                      <span className="sr-only">{t.label}</span>
                    </td>
                  );
                })}
                <td className="px-2 py-1.5 tabular-nums">{k.best ?? '–'}</td>
                <td className="max-w-64 truncate px-2 py-1.5">
                  {k.url ? (
                    <a
                      href={k.url}
                      className="text-indigo-700 hover:underline"
                      rel="noreferrer noopener"
                      target="_blank"
                    >
                      {k.url.replace(/^https?:\/\//, '')}
                    </a>
                  ) : (
                    '–'
                  )}
                </td>
                <td className="px-2 py-1.5">
                  <Sparkline trend={k.trend} today={today} />
                </td>
                <td className="px-2 py-1.5 whitespace-nowrap">
                  <Button
                    variant="ghost"
                    aria-label={`History of ${k.keyword}`}
                    onClick={() => void navigate({ search: (s) => ({ ...s, keyword: k.id }) })}
                  >
                    History
                  </Button>
                  <Button variant="ghost" aria-label={`Run ${k.keyword} now`} onClick={() => onRun(k)}>
                    Run
                  </Button>
                </td>
              </tr>
            );
          })}
          {bottom > 0 && (
            <tr aria-hidden>
              <td colSpan={COLUMNS.length + 2} style={{ height: bottom, padding: 0, border: 0 }} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
