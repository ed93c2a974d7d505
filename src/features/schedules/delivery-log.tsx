import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { schedulesQueries, type ReportDelivery } from '../../api/report-schedules.ts';
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
    <div className="overflow-x-auto">
      {notice}
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Deliveries, newest first</caption>
        <thead className="text-xs text-slate-600">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">
              When
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              To
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Size
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Outcome
            </th>
            <th scope="col" className="py-1 font-medium">
              Error
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {data.map((d) => (
            <tr key={d.slot + d.at} className="align-top">
              <td className="py-1 pr-3">
                {formatDate(d.at, true)}
                {d.slot.startsWith('now:') && (
                  <span className="block text-xs text-slate-500">Sent by hand</span>
                )}
              </td>
              <td className="py-1 pr-3 [overflow-wrap:anywhere]">{d.recipients.join(', ')}</td>
              <td className="py-1 pr-3 whitespace-nowrap">{sizeText(d.size)}</td>
              <td className={`py-1 pr-3 font-medium ${OUTCOMES[d.outcome].tone}`}>
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
              </td>
              <td className="py-1 [overflow-wrap:anywhere]">{d.error ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
