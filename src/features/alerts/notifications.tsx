import { useMutation, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import { alertsMutations, alertsQueries, ALERTS_PAGE, type FiredAlert } from '../../api/alerts.ts';
import { DataTable, type Columns } from '../../components/data-table/data-table.tsx';
import { EmptyState } from '../../components/data-table/empty-state.tsx';
import { Pager } from '../../components/data-table/pager.tsx';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { TitledCard } from '../../components/ui/titled-card.tsx';
import { formatDate } from '../../lib/format.ts';
import { METRICS } from '../../lib/local-schemas/alerts.ts';
import {
  comparedText,
  deliveryOutcome,
  isMetric,
  KIND_NAMES,
  metricLabel,
  TONE_CLASS,
} from './alert-words.ts';

/** Columns a phone leaves out: their values show inside the alert's own cell there instead. */
const WIDE = { className: 'hidden md:table-cell' };

/** Where each delivery went and how it went: sent, retrying with the next try, failed with the error. */
function Deliveries({ alert: a }: { alert: FiredAlert }) {
  if (a.deliveries.length === 0)
    return <span className="text-slate-500">None: the rule has no channel left</span>;
  return (
    <ul className="space-y-0.5">
      {a.deliveries.map((d) => {
        const o = deliveryOutcome(d);
        const kind = KIND_NAMES[d.channel_kind];
        // an unnamed channel's label may be its kind already
        const to = d.channel_label && d.channel_label !== kind ? `${kind} ${d.channel_label}` : kind;
        return (
          <li key={d.id}>
            <span className="text-slate-700 [overflow-wrap:anywhere]">{to}:</span>{' '}
            <span className={`font-medium ${TONE_CLASS[o.tone]} [overflow-wrap:anywhere]`}>{o.text}</span>
          </li>
        );
      })}
    </ul>
  );
}

type Row = FiredAlert & { fresh: boolean; siteName: string };

const col = createColumnHelper<Row>();

/** Module constants: a cell keeps its state between renders. */
const COLUMNS: Columns<Row> = [
  col.accessor('message', {
    header: 'Alert',
    meta: { rowHeader: true },
    cell: ({ row: { original: a } }) => (
      <div className="space-y-0.5 md:min-w-56">
        <p className="font-medium text-slate-900 [overflow-wrap:anywhere]">
          {a.fresh && (
            <span className="mr-1.5 align-middle">
              <Badge tone="info">New</Badge>
            </span>
          )}
          {a.message}
        </p>
        <p className="text-xs text-slate-600">{a.label || metricLabel(a.metric)}</p>
        {a.url && (
          <a
            href={a.url}
            className="text-xs text-indigo-700 underline-offset-2 hover:underline"
            aria-label={`Open the view of: ${a.message}`}
          >
            Open the view
          </a>
        )}
        <div className="space-y-1 pt-1 text-xs md:hidden">
          <p className="text-slate-700">
            {a.siteName} · {formatDate(a.at, true)}
          </p>
          <p>{comparedText(a.values)}</p>
          <Deliveries alert={a} />
        </div>
      </div>
    ),
  }),
  col.accessor('siteName', { header: 'Site', meta: WIDE }),
  col.accessor('at', {
    header: 'When',
    meta: WIDE,
    cell: (c) => <span className="whitespace-nowrap">{formatDate(c.getValue(), true)}</span>,
  }),
  col.accessor((a) => comparedText(a.values), {
    id: 'compared',
    header: 'Compared',
    meta: WIDE,
    cell: (c) => <span className="block min-w-48">{c.getValue()}</span>,
  }),
  col.accessor('deliveries', {
    header: 'Deliveries',
    meta: WIDE,
    cell: ({ row: { original: a } }) => (
      <div className="min-w-48">
        <Deliveries alert={a} />
      </div>
    ),
  }),
];

/**
 * The fired alerts the person may see, newest first, a page at a time. Those not seen before the page opened are
 * marked "New", and opening the first page marks them seen (the frame's count goes), while the marks stay here
 * until the person leaves.
 */
export function Notifications({
  page,
  siteName,
  onPage,
}: {
  page: number;
  siteName: (id: number | null) => string;
  onPage: (page: number) => void;
}) {
  const offset = (page - 1) * ALERTS_PAGE;
  const { data, error, isPending, refetch } = useQuery(alertsQueries.page({ limit: ALERTS_PAGE, offset }));
  const seen = useMutation(alertsMutations.seen());
  // the alerts unseen when they came in, kept marked after the page has marked them seen (set while rendering,
  // the way React adjusts state to new data, so the marks never blink out between the two reads)
  const [fresh, setFresh] = useState<{ newest: number; ids: ReadonlySet<number> }>();
  const newest = offset === 0 ? data?.items[0]?.id : undefined;
  const unseen = data?.unseen ?? 0;
  if (data && newest !== undefined && unseen > 0 && fresh?.newest !== newest)
    setFresh({
      newest,
      ids: new Set([...(fresh?.ids ?? []), ...data.items.slice(0, unseen).map((a) => a.id)]),
    });
  const { mutate } = seen;
  useEffect(() => {
    if (newest !== undefined && unseen > 0) mutate(newest);
  }, [newest, unseen, mutate]);

  if (error) return <ErrorPanel error={error} onRetry={() => void refetch()} />;
  if (isPending) return <Spinner label="Reading the notifications…" />;
  if (data.total === 0)
    return (
      <EmptyState>
        No alert has fired yet. A rule fires when what it watches changes by its threshold; missing data never
        fires one.
      </EmptyState>
    );
  const rows: Row[] = data.items.map((a, i) => ({
    ...a,
    fresh: fresh?.ids.has(a.id) === true || offset + i < unseen,
    siteName: isMetric(a.metric) && !METRICS[a.metric].perSite ? 'The whole team' : siteName(a.site_id),
  }));
  return (
    <TitledCard title={`Notifications (${data.total})`}>
      <DataTable
        caption="Fired alerts, newest first"
        data={rows}
        columns={COLUMNS}
        getRowId={(a) => String(a.id)}
        rowClassName={(a) => (a.fresh ? 'bg-indigo-50/60' : '')}
      />
      <Pager
        label="Notification pages"
        total={data.total}
        offset={offset}
        limit={ALERTS_PAGE}
        noun="alerts"
        shown={data.items.length}
        onChange={(p) => onPage(Math.floor(p.offset / ALERTS_PAGE) + 1)}
      />
    </TitledCard>
  );
}
