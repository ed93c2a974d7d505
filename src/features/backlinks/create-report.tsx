import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { BACKLINK_MODES, type BacklinkMode } from '../../api/backlink-schemas.ts';
import { backlinksQueries, type ReportTarget } from '../../api/backlinks.ts';
import { backlinksMutations } from '../../api/backlink-mutations.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardTitle } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { BacklinkError } from './backlink-error.tsx';
import { costSentence, payLabel, sizeSentence } from './cost.ts';
import { fieldMessage, plainError } from './error-words.ts';
import { PricePreview } from './price-preview.tsx';
import { checkTarget, MODE_LABELS, TARGET_PLACEHOLDER } from './target.ts';

/**
 * A new report: mode and target are checked at the field, the info call shows what the report will hold and
 * what it costs, a confirmation names the price, and the new report opens. What was typed stays on any error.
 */
export function CreateReport() {
  const navigate = useNavigate();
  const [mode, setMode] = useState<BacklinkMode>('domain');
  const [target, setTarget] = useState('');
  const [targetError, setTargetError] = useState<string>();
  const [checked, setChecked] = useState<ReportTarget | null>(null);
  const [confirming, setConfirming] = useState(false);
  const info = useQuery({
    ...backlinksQueries.info(checked ?? { mode, target: '' }),
    enabled: checked !== null,
    staleTime: 0,
  });
  const create = useMutation(backlinksMutations.create());

  const edited = () => {
    setChecked(null);
    setTargetError(undefined);
    create.reset();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const check = checkTarget(mode, target);
    if (!check.ok) {
      setTargetError(check.error);
      setChecked(null);
      return;
    }
    setTargetError(undefined);
    create.reset();
    setChecked({ mode, target: check.target });
  };
  // A target the service refused belongs at the field, like one refused here.
  const refused = [info.error, create.error].find((e) => e && plainError(e).field);
  const refusedAt = refused ? plainError(refused).field : undefined;

  return (
    <Card>
      <CardTitle>New report</CardTitle>
      <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-3">
        <SelectField
          label="Mode"
          className="max-w-full min-w-0 [&>select]:max-w-full"
          value={mode}
          error={refusedAt === 'mode' ? fieldMessage(refused) : undefined}
          onChange={(e) => {
            setMode(e.target.value as BacklinkMode);
            edited();
          }}
        >
          {BACKLINK_MODES.map((m) => (
            <option key={m} value={m}>
              {MODE_LABELS[m]}
            </option>
          ))}
        </SelectField>
        <TextField
          label={mode === 'url' ? 'Target URL' : mode === 'host' ? 'Target host' : 'Target domain'}
          className="min-w-0 flex-1 basis-72"
          value={target}
          placeholder={TARGET_PLACEHOLDER[mode]}
          autoComplete="off"
          spellCheck={false}
          error={targetError ?? (refusedAt === 'target' ? fieldMessage(refused) : undefined)}
          hint="Free: the price is shown before anything is spent."
          onChange={(e) => {
            setTarget(e.target.value);
            edited();
          }}
        />
        <Button type="submit" className="mt-6" disabled={info.isFetching}>
          Check price
        </Button>
      </form>
      {checked && refusedAt !== 'target' && refusedAt !== 'mode' && (
        <div className="mt-4">
          <PricePreview target={checked} info={info} onCreate={() => setConfirming(true)} />
        </div>
      )}
      {create.error && !refusedAt && (
        <div className="mt-4">
          <BacklinkError error={create.error} />
        </div>
      )}
      {checked && info.data && (
        <ConfirmDialog
          open={confirming}
          title="Create backlink report?"
          confirmLabel={payLabel('create', info.data)}
          busy={create.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            create.mutate(checked, {
              onSuccess: ({ report_id }) =>
                void navigate({ to: '/backlinks/$reportId', params: { reportId: report_id } }),
              onSettled: () => setConfirming(false),
            })
          }
        >
          <p>
            A report for <strong className="break-all">{checked.target}</strong> ({checked.mode} mode) with{' '}
            {sizeSentence(info.data)}.
          </p>
          <p className="mt-2 font-semibold text-slate-900">{costSentence('create', info.data)}</p>
          {info.data.note && <p className="mt-1 text-slate-600">{info.data.note}</p>}
        </ConfirmDialog>
      )}
    </Card>
  );
}
