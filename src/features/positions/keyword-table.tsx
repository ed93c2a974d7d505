import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { TrackedKeyword } from '../../api/positions.ts';
import { Button } from '../../components/ui/button.tsx';
import { TableScroll } from '../../components/ui/table-scroll.tsx';
import { changeText } from './format.ts';
import type { PositionsSearch } from './search.ts';
import { Sparkline } from './sparkline.tsx';
import type { SortKey } from './table-shape.ts';

const PAGE = 100;

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
 * The tracked keywords, PAGE rows at a time ("Show more"): a site tracks up to 5,000, and rendering them all at
 * once would make every sort slow.
 */
export function KeywordTable({
  rows,
  search,
  today,
  onRun,
}: {
  rows: TrackedKeyword[];
  search: PositionsSearch;
  today: string;
  onRun: (k: TrackedKeyword) => void;
}) {
  const navigate = useNavigate({ from: '/sites/$siteId/positions' });
  const [shown, setShown] = useState(PAGE);
  const sort = search.sort ?? 'position';
  const dir = search.dir ?? 'asc';
  const setSort = (key: SortKey) =>
    void navigate({
      search: (s) => ({ ...s, sort: key, dir: sort === key && dir === 'asc' ? 'desc' : 'asc' }),
      replace: true,
    });
  return (
    <>
      <TableScroll>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Tracked keywords, sorted by {sort}</caption>
          <thead className="border-b border-slate-200 text-xs text-slate-600 uppercase">
            <tr>
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
            {rows.slice(0, shown).map((k) => (
              <tr key={k.id} className="border-b border-slate-100">
                <th scope="row" className="px-2 py-1.5 font-medium text-slate-900">
                  {k.keyword}
                  <span className="block text-xs font-normal text-slate-500">
                    {k.device} · {k.language_code} · location {k.location_id}
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
            ))}
          </tbody>
        </table>
      </TableScroll>
      {rows.length > shown && (
        <div className="mt-3">
          <Button variant="secondary" onClick={() => setShown(shown + PAGE)}>
            Show {Math.min(PAGE, rows.length - shown)} more of {rows.length - shown}
          </Button>
        </div>
      )}
    </>
  );
}
