import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { auditsMutations } from '../../../api/audit-mutations.ts';
import { ErrorPanel } from '../../../components/errors/error-panel.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { MAX_TITLE } from '../list/settings-form.ts';

export function renameError(title: string): string | undefined {
  const t = title.trim();
  if (t === '') return 'Enter a title.';
  return t.length > MAX_TITLE ? `At most ${MAX_TITLE} characters (now ${t.length}).` : undefined;
}

/** Rename (spec: title required, at most 300 characters); the new name shows once the list is read again. */
export function RenameAudit({ auditId, title }: { auditId: number; title: string }) {
  const rename = useMutation(auditsMutations.rename());
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(title);
  const [tried, setTried] = useState(false);
  const error = renameError(value);
  const close = () => {
    setOpen(false);
    rename.reset();
  };
  const save = () => {
    setTried(true);
    if (error) return;
    rename.mutate({ auditId, title: value }, { onSuccess: close });
  };
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setValue(title);
          setTried(false);
          setOpen(true);
        }}
      >
        Rename
      </Button>
      <ConfirmDialog
        open={open}
        title="Rename the audit"
        confirmLabel="Save title"
        busy={rename.isPending}
        onConfirm={save}
        onCancel={close}
      >
        <div className="flex flex-col gap-3">
          <TextField
            label="Title"
            value={value}
            autoFocus
            onChange={(e) => setValue(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                save();
              }
            }}
            error={tried || value.trim().length > MAX_TITLE ? error : undefined}
            hint={`${value.trim().length}/${MAX_TITLE} characters.`}
          />
          {rename.error && <ErrorPanel error={rename.error} compact />}
        </div>
      </ConfirmDialog>
    </>
  );
}
