import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { schedulesMutations, schedulesQueries, type ReportSchedule } from '../../api/report-schedules.ts';
import { ActionError } from '../../components/errors/action-error.tsx';
import { NeedsRole } from '../../components/roles/needs-role.tsx';
import { useCan } from '../../components/roles/use-can.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDelete } from '../../components/ui/confirm-delete.tsx';
import { TitledCard } from '../../components/ui/titled-card.tsx';
import { countOf } from '../../lib/plural.ts';
import { DeliveryLog } from './delivery-log.tsx';
import { PreviewDialog } from './preview-dialog.tsx';
import { BlockedNote, PdfMissingNote } from './schedule-notices.tsx';
import { cadenceText, nextSendText, SECTION_NAMES } from './schedule-words.ts';

/** The view a schedule's report shows, in words. */
function viewText(s: ReportSchedule, engineName: (id: number) => string): string {
  const sections = s.sections?.length
    ? s.sections.map((x) => SECTION_NAMES[x as keyof typeof SECTION_NAMES] ?? x).join(', ')
    : 'every section';
  const engine = s.engine_id === null ? 'all engines' : engineName(s.engine_id);
  return `The last ${s.range_days} days · ${sections} · ${engine}`;
}

/** One schedule: when it sends, to whom and what, its notices, its actions and its delivery log. */
export function ScheduleCard({
  schedule: s,
  engineName,
  onEdit,
}: {
  schedule: ReportSchedule;
  engineName: (id: number) => string;
  onEdit: () => void;
}) {
  const qc = useQueryClient();
  const send = useMutation(schedulesMutations.send(s.site_id));
  const change = useMutation(schedulesMutations.change(s.site_id));
  const remove = useMutation(schedulesMutations.remove(s.site_id));
  const [previewing, setPreviewing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [watch, setWatch] = useState<{ before: ReadonlySet<string>; since: number } | null>(null);
  const canWrite = useCan('write');

  const sendNow = () => {
    const known = qc.getQueryData(schedulesQueries.deliveries(s.site_id, s.id).queryKey) ?? [];
    const before = new Set(known.map((d) => d.slot));
    send.mutate(s.id, { onSuccess: () => setWatch({ before, since: Date.now() }) });
  };

  return (
    <TitledCard
      title={cadenceText(s)}
      action={
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${s.enabled ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-700'}`}
        >
          {s.enabled ? 'On' : 'Off'}
        </span>
      }
    >
      <div className="space-y-3 text-sm text-slate-800">
        <p className="font-medium">{nextSendText(s)}</p>
        <dl className="grid gap-x-3 gap-y-1 sm:grid-cols-[auto_1fr]">
          <dt className="text-slate-600">To</dt>
          <dd className="[overflow-wrap:anywhere]">
            {s.recipients.join(', ')}{' '}
            <span className="text-slate-500">({countOf(s.recipients.length, 'recipient')})</span>
          </dd>
          <dt className="text-slate-600">Report</dt>
          <dd>{viewText(s, engineName)}</dd>
          <dt className="text-slate-600">Subject</dt>
          <dd className="[overflow-wrap:anywhere]">{s.subject ?? 'The site’s name and the period'}</dd>
          <dt className="text-slate-600">Cost</dt>
          <dd>Costs 0 credits</dd>
        </dl>
        {s.blocked && <BlockedNote reason={s.blocked} />}
        {s.pdf_missing && <PdfMissingNote reason={s.pdf_missing} />}
        <div className="flex flex-wrap gap-2">
          <NeedsRole need="write">
            <Button onClick={sendNow} disabled={send.isPending}>
              {send.isPending ? 'Sending…' : 'Send now'}
            </Button>
            <Button variant="secondary" onClick={() => setPreviewing(true)}>
              Preview
            </Button>
            <Button variant="secondary" onClick={onEdit}>
              Edit
            </Button>
            <Button
              variant="secondary"
              disabled={change.isPending}
              onClick={() => change.mutate({ id: s.id, change: { enabled: !s.enabled } })}
            >
              {s.enabled ? 'Switch off' : 'Switch on'}
            </Button>
            <Button variant="ghost" className="text-red-800" onClick={() => setDeleting(true)}>
              Delete
            </Button>
          </NeedsRole>
        </div>
        <ActionError error={send.error ?? change.error} />
        <section aria-label="Delivery log">
          <h3 className="mb-1 text-sm font-semibold text-slate-900">Delivery log</h3>
          <DeliveryLog siteId={s.site_id} scheduleId={s.id} watch={watch} canOpenOutbox={canWrite} />
        </section>
      </div>
      <PreviewDialog
        open={previewing}
        siteId={s.site_id}
        scheduleId={s.id}
        onClose={() => setPreviewing(false)}
      />
      <ConfirmDelete
        open={deleting}
        title="Delete this schedule?"
        confirmLabel="Delete schedule"
        write={remove}
        onConfirm={() => remove.mutate(s.id, { onSuccess: () => setDeleting(false) })}
        onClose={() => setDeleting(false)}
      >
        Nothing more will be sent to {s.recipients.join(', ')}. Links already sent keep working until they
        expire.
      </ConfirmDelete>
    </TitledCard>
  );
}
