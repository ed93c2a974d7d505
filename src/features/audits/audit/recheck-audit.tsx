import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { AuditKind } from '../../../api/audit-inputs.ts';
import { auditsMutations } from '../../../api/audit-mutations.ts';
import { ActionError } from '../../../components/errors/action-error.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { recheckCost } from '../list/cost.ts';
import { NeedsRole } from '../../../components/roles/needs-role.tsx';

const KINDS: readonly [AuditKind, string][] = [
  ['standard', 'Standard — HTML as served, with the original settings'],
  ['advanced', 'Advanced — with JavaScript rendering'],
];

/** Recheck: a new crawl, paid per crawled page; the cost of each kind shows before anything is sent. */
export function RecheckAudit({
  auditId,
  title,
  pages,
  running,
}: {
  auditId: number;
  title: string;
  pages: number;
  running: boolean;
}) {
  const recheck = useMutation(auditsMutations.recheck());
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<AuditKind>('standard');
  const cost = recheckCost(kind, pages);
  const close = () => {
    setOpen(false);
    recheck.reset();
  };
  return (
    <>
      <NeedsRole need="paid">
        <Button
          variant="secondary"
          disabled={running}
          title={running ? 'A crawl is running: recheck once it ends.' : undefined}
          onClick={() => setOpen(true)}
        >
          Recheck
        </Button>
      </NeedsRole>
      <ConfirmDialog
        open={open}
        title={`Recheck “${title}”?`}
        confirmLabel={`Recheck (${kind}) · ${cost.text}`}
        busy={recheck.isPending}
        onCancel={close}
        onConfirm={() => recheck.mutate({ kind, auditId }, { onSuccess: close })}
      >
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1">
            The site is crawled again; the last crawl had {formatNumber(pages)} pages. Choose how:
          </legend>
          {KINDS.map(([k, label]) => {
            const c = recheckCost(k, pages);
            return (
              <label key={k} className="flex items-start gap-2">
                <input
                  type="radio"
                  name="recheck-kind"
                  checked={kind === k}
                  onChange={() => setKind(k)}
                  className="mt-1"
                />
                <span>
                  {label}: <strong>{c.text}</strong>
                  <span className="block text-xs text-slate-500">{c.detail}</span>
                </span>
              </label>
            );
          })}
        </fieldset>
        <ActionError error={recheck.error} />
      </ConfirmDialog>
    </>
  );
}
