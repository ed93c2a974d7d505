import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { aiMutations } from '../../api/ai-mutations.ts';
import type { Engine } from '../../api/ai-schemas.ts';
import { ActionError } from '../../components/errors/action-error.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { engineTitle } from './engine-labels.ts';

/** Deleting an engine removes its prompts and their history: always after a confirmation. */
export function DeleteEngineButton({
  siteId,
  engine,
  onDeleted,
}: {
  siteId: number;
  engine: Engine;
  onDeleted?: () => void | Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const del = useMutation(aiMutations.deleteEngine(siteId, engine.id));
  const title = engineTitle(engine);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} aria-label={`Delete ${title}`}>
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        title={`Delete ${title}?`}
        confirmLabel="Delete engine"
        tone="danger"
        busy={del.isPending}
        onConfirm={() =>
          del.mutate(undefined, {
            onSuccess: async () => {
              setOpen(false);
              await onDeleted?.();
            },
          })
        }
        onCancel={() => {
          setOpen(false);
          del.reset();
        }}
      >
        <p>Its prompts and all their daily positions stop being tracked. This cannot be undone.</p>
        <ActionError error={del.error} />
      </ConfirmDialog>
    </>
  );
}
