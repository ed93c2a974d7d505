import { getRouteApi } from '@tanstack/react-router';
import { Fragment } from 'react';
import type { SerpItem, SerpResult } from '../../api/serp-schemas.ts';
import { serpFeatureLabel } from '../../lib/serp-features.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardTitle } from '../../components/ui/card.tsx';
import { ExportCsvButton } from '../../components/data-table/export-csv-button.tsx';
import { SelectField } from '../../components/ui/field.tsx';
import { TableScroll } from '../../components/ui/table-scroll.tsx';
import { formatNumber } from '../../lib/format.ts';
import { Highlighted } from './highlighted.tsx';
import { hostParts } from './host-breaks.ts';
import { standardCsv } from './serp-csv.ts';
import { isSiteItem } from './tracked-site.ts';

const route = getRouteApi('/serp/$taskId');
const TH = 'px-2 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600';
const TD = 'px-2 py-2 align-top text-sm text-slate-800';

/** A host name that may break at its dots (<wbr>), and mid-name only when a piece alone is wider than the column. */
function Host({ text }: { text: string }) {
  return hostParts(text).map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/** The standard result: top 100 (spec), one row per item, filterable by type through the URL. */
export function StandardTable({
  items,
  meta,
  readAt = 0,
  siteHost,
}: {
  items: SerpItem[];
  /** the result's request metadata and read time, for the CSV export */
  meta?: SerpResult['request_metadata'];
  readAt?: number;
  /** the tracked site's host: its rows are marked */
  siteHost?: string;
}) {
  const { type } = route.useSearch();
  const taskId = Number(route.useParams().taskId);
  const navigate = route.useNavigate();
  const types = [...new Set(items.map((i) => i.type))];
  const rows = type ? items.filter((i) => i.type === type) : items;
  return (
    <Card>
      <CardTitle
        action={
          <span className="flex items-end gap-2">
            {meta && rows.length > 0 && (
              <ExportCsvButton
                label={type ? 'Export shown results (CSV)' : 'Export CSV'}
                build={() => standardCsv(taskId, meta, rows, readAt)}
              />
            )}
            <SelectField
              label="Type"
              value={type ?? ''}
              onChange={(e) =>
                void navigate({ search: (s) => ({ ...s, type: e.target.value || undefined }), replace: true })
              }
            >
              <option value="">All types ({items.length})</option>
              {types.map((t) => (
                <option key={t} value={t}>
                  {t} ({items.filter((i) => i.type === t).length})
                </option>
              ))}
            </SelectField>
          </span>
        }
      >
        Standard results
      </CardTitle>
      <TableScroll>
        <table className="w-full border-collapse">
          <caption className="sr-only">Standard results, top 100</caption>
          <thead className="border-b border-slate-200">
            <tr>
              <th scope="col" className={TH} title="rank_absolute / rank_group">
                Rank (abs / group)
              </th>
              {['Type', 'Domain', 'Title', 'Description', 'Breadcrumb', 'Highlighted terms'].map((h) => (
                <th key={h} scope="col" className={TH}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((i, n) => {
              const mine = siteHost !== undefined && isSiteItem(i, siteHost);
              return (
                <tr
                  key={`${i.rank_absolute ?? 'x'}-${n}`}
                  className={`border-b border-slate-100 ${mine ? 'bg-emerald-50 outline outline-2 -outline-offset-2 outline-emerald-500' : ''}`}
                  aria-label={
                    mine
                      ? `Your site: ${i.domain ?? i.url ?? ''} at ${formatNumber(i.rank_absolute)}`
                      : undefined
                  }
                >
                  <td className={`${TD} whitespace-nowrap tabular-nums`}>
                    {formatNumber(i.rank_absolute)} / {formatNumber(i.rank_group)}
                    {mine && (
                      <div className="mt-1">
                        <Badge tone="good">Your site</Badge>
                      </div>
                    )}
                  </td>
                  <td className={TD}>
                    <Badge tone={i.type === 'organic' ? 'neutral' : i.type === 'ads' ? 'warn' : 'info'}>
                      {serpFeatureLabel(i.type)}
                    </Badge>
                    {i.position && <div className="mt-1 text-xs text-slate-500">{i.position}</div>}
                  </td>
                  <td className={`${TD} min-w-40 [overflow-wrap:anywhere]`}>
                    {i.domain ? <Host text={i.domain} /> : '—'}
                  </td>
                  <td className={`${TD} min-w-48`}>
                    {i.url ? (
                      <a
                        href={i.url}
                        target="_blank"
                        rel="noreferrer noopener"
                        className="text-indigo-700 underline"
                      >
                        {i.title ?? i.url}
                      </a>
                    ) : (
                      (i.title ?? '—')
                    )}
                    {i.links && i.links.length > 0 && (
                      <ul className="mt-1 flex flex-wrap gap-x-2 text-xs" aria-label="Sitelinks">
                        {i.links.map((l, k) => (
                          <li key={k}>
                            {l.url ? (
                              <a
                                href={l.url}
                                target="_blank"
                                rel="noreferrer noopener"
                                // 24 px tall at least: a finger can hit one sitelink and not its neighbour
                                className="inline-block min-w-6 py-1 text-indigo-600 underline"
                              >
                                {l.title ?? l.url}
                              </a>
                            ) : (
                              l.title
                            )}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td className={`${TD} min-w-56`}>
                    <Highlighted text={i.description} terms={i.highlighted_terms ?? []} />
                  </td>
                  <td className={`${TD} min-w-28 text-xs text-slate-600 [overflow-wrap:anywhere]`}>
                    {i.breadcrumb ? <Host text={i.breadcrumb} /> : '—'}
                  </td>
                  <td className={TD}>{(i.highlighted_terms ?? []).join(', ') || '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
    </Card>
  );
}
