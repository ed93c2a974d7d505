import { useMutation, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { alertsMutations, alertsQueries, type AlertChannel, type AlertDelivery } from '../../api/alerts.ts';
import { DataTable, type Columns } from '../../components/data-table/data-table.tsx';
import { ActionError } from '../../components/errors/action-error.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDelete } from '../../components/ui/confirm-delete.tsx';
import { channelName, deliveryOutcome, KIND_NAMES, TONE_CLASS } from './alert-words.ts';

/** How long a "Send test" is watched for its outcome: past it, the list is read again only when asked. */
const WATCH_MS = 60_000;
const settled = (state: AlertDelivery['state']) => state !== 'queued' && state !== 'sending';

/** The test's delivery as the channel's last delivery now tells it, once the list has caught up with it. */
function testOutcome(test: AlertDelivery, last: AlertChannel['last_delivery'] | undefined) {
  return last && last.at >= test.at ? { ...test, ...last } : test;
}

function ChannelActions({ channel: c }: { channel: AlertChannel }) {
  const test = useMutation(alertsMutations.testChannel());
  // the test goes out at once but is answered before it is done: the list is read again until it is sent or not
  useQuery({
    ...alertsQueries.channels(),
    refetchInterval: (q) => {
      const sent = test.data;
      if (!sent || Date.now() - test.submittedAt > WATCH_MS) return false;
      const last = q.state.data?.find((x) => x.id === c.id)?.last_delivery;
      return settled(testOutcome(sent, last).state) ? false : 1000;
    },
  });
  const change = useMutation(alertsMutations.changeChannel());
  const remove = useMutation(alertsMutations.deleteChannel());
  const [deleting, setDeleting] = useState(false);
  const name = channelName(c);
  const outcome = test.data && deliveryOutcome(testOutcome(test.data, c.last_delivery));
  return (
    <div className="flex flex-col items-end gap-1">
      <div className="flex flex-col items-end gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          className="whitespace-nowrap"
          disabled={test.isPending}
          aria-label={`Send test to ${name}`}
          onClick={() => test.mutate(c.id)}
        >
          {test.isPending ? 'Sending…' : 'Send test'}
        </Button>
        <Button
          variant="secondary"
          disabled={change.isPending}
          aria-label={`${c.muted ? 'Unmute' : 'Mute'} ${name}`}
          onClick={() => change.mutate({ id: c.id, change: { muted: !c.muted } })}
        >
          {c.muted ? 'Unmute' : 'Mute'}
        </Button>
        <Button
          variant="ghost"
          className="text-red-800"
          aria-label={`Delete ${name}`}
          onClick={() => setDeleting(true)}
        >
          Delete
        </Button>
      </div>
      {outcome && (
        <p role="status" className={`text-right text-xs font-medium ${TONE_CLASS[outcome.tone]}`}>
          Test: {outcome.text}
        </p>
      )}
      <ActionError error={test.error ?? change.error} />
      <ConfirmDelete
        open={deleting}
        title="Delete this channel?"
        confirmLabel="Delete channel"
        write={remove}
        onConfirm={() => remove.mutate(c.id, { onSuccess: () => setDeleting(false) })}
        onClose={() => setDeleting(false)}
      >
        Nothing more goes to {name}. Rules that send to it keep their other channels.
      </ConfirmDelete>
    </div>
  );
}

const col = createColumnHelper<AlertChannel>();

/** The last delivery to a channel, in words and its tone. */
function LastDelivery({ channel: c }: { channel: AlertChannel }) {
  const d = c.last_delivery;
  if (!d) return <span className="text-slate-500">Nothing sent yet</span>;
  const o = deliveryOutcome({ ...d, sent_at: null, next_try_at: null });
  return <span className={`${TONE_CLASS[o.tone]} [overflow-wrap:anywhere]`}>{o.text}</span>;
}

const COLUMNS: Columns<AlertChannel> = [
  col.accessor((c) => channelName(c), {
    id: 'name',
    header: 'Channel',
    meta: { rowHeader: true },
    cell: ({ row: { original: c } }) => (
      <span className="block md:min-w-40">
        <span className="font-medium text-slate-900 [overflow-wrap:anywhere]">{channelName(c)}</span>{' '}
        {c.muted && <Badge>Muted</Badge>}
        <span className="block text-xs text-slate-600 [overflow-wrap:anywhere]">
          {KIND_NAMES[c.kind]}
          {c.name ? ` · ${c.address ?? c.url ?? ''}` : ''}
          {c.kind === 'webhook' && c.has_secret ? ' · signed' : ''}
        </span>
        <span className="block text-xs md:hidden">
          Last: <LastDelivery channel={c} />
        </span>
      </span>
    ),
  }),
  col.accessor('last_delivery', {
    header: 'Last delivery',
    meta: { className: 'hidden md:table-cell' },
    cell: ({ row: { original: c } }) => (
      <span className="block min-w-40">
        <LastDelivery channel={c} />
      </span>
    ),
  }),
  col.display({
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    meta: { align: 'right' },
    cell: ({ row: { original: c } }) => <ChannelActions channel={c} />,
  }),
];

export function ChannelsTable({ channels }: { channels: readonly AlertChannel[] }) {
  return (
    <DataTable
      caption="Channels"
      data={channels}
      columns={COLUMNS}
      getRowId={(c) => String(c.id)}
      empty="No channel yet. A channel is where alerts go: an email address, a Slack incoming webhook or a signed webhook."
    />
  );
}
