import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { auditsMutations } from '../../../api/audit-mutations.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDelete } from '../../../components/ui/confirm-delete.tsx';
import { forgetDates } from '../history/history-dates.ts';

/** Delete: permanent (spec: "also removes associated data"), after a confirmation that names the audit. */
export function DeleteAudit({
  auditId,
  title,
  url,
}: {
  auditId: number;
  title: string;
  url: string | undefined;
}) {
  const navigate = useNavigate();
  const remove = useMutation(auditsMutations.remove());
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete
      </Button>
      <ConfirmDelete
        open={open}
        title={`Delete “${title}”?`}
        confirmLabel="Delete audit"
        write={remove}
        onClose={() => setOpen(false)}
        onConfirm={() =>
          remove.mutate(auditId, {
            onSuccess: () => {
              forgetDates(auditId);
              setOpen(false);
              void navigate({ to: '/audits', search: {} });
            },
          })
        }
      >
        <p>
          Audit #{auditId}
          {url ? ` of ${url}` : ''} will be deleted for good, with its report, crawled pages, links and
          history. This cannot be undone.
        </p>
      </ConfirmDelete>
    </>
  );
}
