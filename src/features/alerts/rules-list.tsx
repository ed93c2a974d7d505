import { useMutation } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { alertsMutations, type AlertChannel, type AlertRule } from '../../api/alerts.ts';
import { DataTable, type Columns } from '../../components/data-table/data-table.tsx';
import { ActionError } from '../../components/errors/action-error.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDelete } from '../../components/ui/confirm-delete.tsx';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { METRICS } from '../../lib/local-schemas/alerts.ts';
import { channelName } from './alert-words.ts';

export type RuleRow = AlertRule & {
  siteName: string;
  channelNames: string;
  title: string;
  /** its subjects without data, in words (`missingText`) */
  noData: string | null;
};

/** A rule's threshold in words, where its metric takes one. */
export function thresholdText(r: AlertRule): string | null {
  const m = METRICS[r.metric];
  return m.takesThreshold ? `${m.threshold}: ${formatNumber(r.threshold)}` : null;
}

/**
 * A rule's subjects without data, in words: how many, and the newest by name with why and when it was found so.
 * It is information, not an alert: the rule can neither fire nor recover there, and a person should know it.
 */
export function missingText(r: AlertRule): string | null {
  const newest = r.missing[0];
  const n = Math.max(r.missing_count, r.missing.length);
  if (!newest || n === 0) return null;
  const reason = newest.reason.replace(/\.$/, '');
  return (
    `No data for ${formatNumber(n)} subject${n === 1 ? '' : 's'} — ` +
    `“${newest.label || newest.subject}”: ${reason} (${formatDate(newest.at)})`
  );
}

export function ruleRows(
  rules: readonly AlertRule[],
  channels: readonly AlertChannel[],
  siteName: (id: number | null) => string,
): RuleRow[] {
  return rules.map((r) => ({
    ...r,
    title: METRICS[r.metric].label,
    noData: missingText(r),
    siteName: METRICS[r.metric].perSite ? siteName(r.site_id) : 'The whole team',
    channelNames:
      r.channels
        .map((id) => {
          const c = channels.find((x) => x.id === id);
          return c ? channelName(c) : `channel #${id}`;
        })
        .join(', ') || 'none',
  }));
}

function RuleActions({ rule: r }: { rule: RuleRow }) {
  const change = useMutation(alertsMutations.changeRule());
  const remove = useMutation(alertsMutations.deleteRule());
  const [deleting, setDeleting] = useState(false);
  return (
    <div className="flex flex-col items-end gap-2 sm:flex-row sm:justify-end">
      <Button
        variant="secondary"
        disabled={change.isPending}
        aria-label={`${r.muted ? 'Unmute' : 'Mute'} rule: ${r.title} (${r.siteName})`}
        onClick={() => change.mutate({ id: r.id, change: { muted: !r.muted } })}
      >
        {r.muted ? 'Unmute' : 'Mute'}
      </Button>
      <Button
        variant="ghost"
        className="text-red-800"
        aria-label={`Delete rule: ${r.title} (${r.siteName})`}
        onClick={() => setDeleting(true)}
      >
        Delete
      </Button>
      <ActionError error={change.error} />
      <ConfirmDelete
        open={deleting}
        title="Delete this rule?"
        confirmLabel="Delete rule"
        write={remove}
        onConfirm={() => remove.mutate(r.id, { onSuccess: () => setDeleting(false) })}
        onClose={() => setDeleting(false)}
      >
        “{r.title}” ({r.siteName}) stops watching. The alerts it fired stay in the notifications.
      </ConfirmDelete>
    </div>
  );
}

const col = createColumnHelper<RuleRow>();

/** Columns a phone leaves out: their values show inside the rule's own cell there instead. */
const WIDE = { className: 'hidden md:table-cell' };
const lastFired = (r: RuleRow) => (r.last_fired_at ? formatDate(r.last_fired_at, true) : 'Never');

const COLUMNS: Columns<RuleRow> = [
  col.accessor('title', {
    header: 'Rule',
    meta: { rowHeader: true },
    cell: ({ row: { original: r } }) => (
      <span className="block md:min-w-48">
        <span className="font-medium text-slate-900">{r.title}</span>{' '}
        {r.muted ? <Badge>Muted</Badge> : r.firing > 0 ? <Badge tone="bad">Firing</Badge> : null}
        <span className="block text-xs text-slate-600">
          {[thresholdText(r), `Cooldown ${r.cooldown_hours} h`, r.digest ? 'daily digest' : null]
            .filter(Boolean)
            .join(' · ')}
        </span>
        {r.noData ? (
          <span className="block text-xs text-slate-600 [overflow-wrap:anywhere]">{r.noData}</span>
        ) : null}
        <span className="block text-xs text-slate-600 [overflow-wrap:anywhere] md:hidden">
          {r.siteName} · to {r.channelNames} · last fired: {lastFired(r)}
        </span>
      </span>
    ),
  }),
  col.accessor('siteName', { header: 'Site', meta: WIDE }),
  col.accessor('channelNames', {
    header: 'Channels',
    meta: WIDE,
    cell: (c) => <span className="[overflow-wrap:anywhere]">{c.getValue()}</span>,
  }),
  col.accessor('last_fired_at', {
    header: 'Last fired',
    meta: WIDE,
    cell: ({ row: { original: r } }) => <span className="whitespace-nowrap">{lastFired(r)}</span>,
  }),
  col.display({
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    meta: { align: 'right' },
    cell: ({ row: { original: r } }) => <RuleActions rule={r} />,
  }),
];

export function RulesTable({ rows }: { rows: RuleRow[] }) {
  return (
    <DataTable
      caption="Rules"
      data={rows}
      columns={COLUMNS}
      getRowId={(r) => String(r.id)}
      empty="No rule yet. A rule watches one metric for one site or for every site, and sends to its channels."
    />
  );
}
