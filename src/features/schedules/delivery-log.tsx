import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { schedulesQueries, type ReportDelivery } from '../../api/report-schedules.ts';
import { DataTable, type Columns } from '../../components/data-table/data-table.tsx';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatDate } from '../../lib/format.ts';
import { sizeText } from '../../components/mail/size-text.ts';

const OUTCOMES: Record<ReportDelivery['outcome'], { text: string; tone: string }> = {
  sent: { text: 'Sent', tone: 'text-emerald-800' },
  retrying: { text: 'Retrying', tone: 'text-amber-800' },
  failed: { text: 'Failed', tone: 'text-red-800' },
};

/** How long a "Send now" is watched for its outcome: past it, the log is read again only when asked. */
const WATCH_MS = 120_000;

/** The delivery a "Send now" made: the newest one whose slot was not in the log when it was asked for. */
export function newDelivery(items: readonly ReportDelivery[], before: ReadonlySet<string>) {
  return items.find((d) => !before.has(d.slot));
}

/** Whether a watched send is still on its way: not in the log yet, or in it and not yet sent or failed. */
export const stillSending = (d: ReportDelivery | undefined) => !d || d.outcome === 'retrying';

/** What became of a "Send now", as the log tells it. */
function SendNotice({ delivery: d }: { delivery: ReportDelivery | undefined }) {
  const text = !d
    ? 'Sending now: this log shows the send when it is done.'
    : d.outcome === 'sent'
      ? `Sent to ${d.recipients.join(', ')}.`
      : d.outcome === 'failed'
        ? `The send failed${d.error ? `: ${d.error}` : '.'}`
        : `Not sent yet${d.error ? ` (${d.error})` : ''}: it is tried again with growing pauses for up to 24 hours.`;
  const tone =
    d?.outcome === 'failed'
      ? 'border-red-200 bg-red-50 text-red-900'
      : d?.outcome === 'sent'
        ? 'border-emerald-200 bg-emerald-50 text-emerald-900'
        : 'border-slate-200 bg-slate-50 text-slate-800';
  return (
    <p role="status" className={`mb-2 rounded-md border p-2 text-sm ${tone}`}>
      {text}
    </p>
  );
}

/**
 * A schedule's delivery log, newest first: when, to whom, how big, the outcome and its error. While a "Send now"
 * is watched (`watch`: the slots known when it was asked for, and when) the log is read again every couple of
 * seconds until that send is sent or failed.
 */
export function DeliveryLog({
  siteId,
  scheduleId,
  watch,
  canOpenOutbox,
}: {
  siteId: number;
  scheduleId: number;
  watch: { before: ReadonlySet<string>; since: number } | null;
  canOpenOutbox: boolean;
}) {
  const { data, error, isPending, refetch } = useQuery({
    ...schedulesQueries.deliveries(siteId, scheduleId),
    refetchInterval: (q) =>
      watch &&
      Date.now() - watch.since < WATCH_MS &&
      stillSending(newDelivery(q.state.data ?? [], watch.before))
        ? 1500
        : false,
  });
  if (error) return <ErrorPanel compact error={error} onRetry={() => void refetch()} />;
  if (isPending) return <Spinner label="Reading the delivery log…" />;
  const notice = watch && <SendNotice delivery={newDelivery(data, watch.before)} />;
  if (data.length === 0)
    return (
      <>
        {notice}
        <p className="text-sm text-slate-600">Nothing sent yet.</p>
      </>
    );
  return (
    <>
      {notice}
      <DataTable
        caption="Deliveries, newest first"
        data={data}
        columns={canOpenOutbox ? WITH_OUTBOX : WITHOUT_OUTBOX}
        getRowId={(d) => d.slot + d.at}
      />
    </>
  );
}

const col = createColumnHelper<ReportDelivery>();

/** The log's columns, module constants (a cell keeps its state between renders); the outbox link for the team. */
function deliveryColumns(canOpenOutbox: boolean): Columns<ReportDelivery> {
  return [
    col.accessor('at', {
      header: 'When',
      cell: ({ row: { original: d } }) => (
        <>
          {formatDate(d.at, true)}
          {d.slot.startsWith('now:') && <span className="block text-xs text-slate-500">Sent by hand</span>}
        </>
      ),
    }),
    col.accessor((d) => d.recipients.join(', '), {
      id: 'to',
      header: 'To',
      cell: (c) => <span className="[overflow-wrap:anywhere]">{c.getValue()}</span>,
    }),
    col.accessor('size', {
      header: 'Size',
      cell: (c) => <span className="whitespace-nowrap">{sizeText(c.getValue())}</span>,
    }),
    col.accessor('outcome', {
      header: 'Outcome',
      cell: ({ row: { original: d } }) => (
        <span className={`font-medium ${OUTCOMES[d.outcome].tone}`}>
          {OUTCOMES[d.outcome].text}
          {d.attempts > 1 && <span className="block text-xs font-normal">{d.attempts} attempts</span>}
          {canOpenOutbox && d.outbox_id !== null && (
            <Link
              to="/outbox/$messageId"
              params={{ messageId: d.outbox_id }}
              className="block text-xs font-normal text-indigo-700 underline-offset-2 hover:underline"
            >
              Open in the outbox
            </Link>
          )}
        </span>
      ),
    }),
    col.accessor('error', {
      header: 'Error',
      cell: (c) => <span className="[overflow-wrap:anywhere]">{c.getValue() ?? '—'}</span>,
    }),
  ];
}
const WITH_OUTBOX = deliveryColumns(true);
const WITHOUT_OUTBOX = deliveryColumns(false);
