import { createColumnHelper } from '@tanstack/react-table';
import { Fragment } from 'react';
import type { SerpItem } from '../../api/serp-schemas.ts';
import type { Columns } from '../../components/data-table/data-table.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { formatNumber } from '../../lib/format.ts';
import { serpFeatureLabel } from '../../lib/serp-features.ts';
import { Highlighted } from './highlighted.tsx';
import { hostParts } from './host-breaks.ts';
import { isSiteItem } from './tracked-site.ts';

const col = createColumnHelper<SerpItem>();
const TOP = 'align-top text-slate-800';

/** A host name that may break at its dots (<wbr>), and mid-name only when a piece alone is wider than the column. */
function Host({ text }: { text: string }) {
  return hostParts(text).map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

function Title({ item: i }: { item: SerpItem }) {
  return (
    <>
      {i.url ? (
        <a href={i.url} target="_blank" rel="noreferrer noopener" className="text-indigo-700 underline">
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
    </>
  );
}

/** The standard result's columns; the tracked site's rows (`siteHost`) are badged under their rank. */
export function standardColumns(siteHost: string | undefined): Columns<SerpItem> {
  const mine = (i: SerpItem) => siteHost !== undefined && isSiteItem(i, siteHost);
  return [
    col.display({
      id: 'rank',
      header: 'Rank (abs / group)',
      meta: {
        headerTitle: 'rank_absolute / rank_group',
        cellClassName: `${TOP} whitespace-nowrap tabular-nums`,
      },
      cell: ({ row: { original: i } }) => (
        <>
          {formatNumber(i.rank_absolute)} / {formatNumber(i.rank_group)}
          {mine(i) && (
            <div className="mt-1">
              <Badge tone="good">Your site</Badge>
            </div>
          )}
        </>
      ),
    }),
    col.accessor('type', {
      header: 'Type',
      meta: { cellClassName: TOP },
      cell: ({ row: { original: i } }) => (
        <>
          <Badge tone={i.type === 'organic' ? 'neutral' : i.type === 'ads' ? 'warn' : 'info'}>
            {serpFeatureLabel(i.type)}
          </Badge>
          {i.position && <div className="mt-1 text-xs text-slate-500">{i.position}</div>}
        </>
      ),
    }),
    col.accessor('domain', {
      header: 'Domain',
      meta: { cellClassName: `${TOP} min-w-40 [overflow-wrap:anywhere]` },
      cell: ({ getValue }) => {
        const domain = getValue();
        return domain ? <Host text={domain} /> : '—';
      },
    }),
    col.accessor('title', {
      header: 'Title',
      meta: { cellClassName: `${TOP} min-w-48` },
      cell: ({ row: { original: i } }) => <Title item={i} />,
    }),
    col.accessor('description', {
      header: 'Description',
      meta: { cellClassName: `${TOP} min-w-56` },
      cell: ({ row: { original: i } }) => (
        <Highlighted text={i.description} terms={i.highlighted_terms ?? []} />
      ),
    }),
    col.accessor('breadcrumb', {
      header: 'Breadcrumb',
      meta: { cellClassName: `${TOP} min-w-28 text-xs text-slate-600 [overflow-wrap:anywhere]` },
      cell: ({ getValue }) => {
        const crumb = getValue();
        return crumb ? <Host text={crumb} /> : '—';
      },
    }),
    col.accessor('highlighted_terms', {
      header: 'Highlighted terms',
      meta: { cellClassName: TOP },
      cell: ({ getValue }) => (getValue() ?? []).join(', ') || '—',
    }),
  ];
}
