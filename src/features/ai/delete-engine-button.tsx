import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { aiInvalidates, aiQueries, deleteEngine } from '../../api/ai-tracking.ts';
import type { Engine } from '../../api/ai-tracking-schemas.ts';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
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
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const del = useMutation({
    mutationFn: () => deleteEngine(siteId, engine.id),
    onSuccess: async () => {
      setOpen(false);
      // Drop the engine from the list, leave its page, then drop its own reads (they would 404 now).
      qc.setQueryData(aiQueries.engines(siteId).queryKey, (old) => old?.filter((e) => e.id !== engine.id));
      await onDeleted?.();
      for (const queryKey of [
        aiQueries.engine(siteId, engine.id).queryKey,
        aiQueries.status(siteId, engine.id).queryKey,
        aiQueries.statisticsOf(siteId, engine.id),
        aiQueries.rankingsOf(siteId, engine.id),
        aiQueries.promptsOf(siteId, engine.id),
      ]) {
        qc.removeQueries({ queryKey });
      }
      await Promise.all(aiInvalidates.engines(siteId).map((queryKey) => qc.invalidateQueries({ queryKey })));
    },
  });
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
        onConfirm={() => del.mutate()}
        onCancel={() => {
          setOpen(false);
          del.reset();
        }}
      >
        <p>Its prompts and all their daily positions stop being tracked. This cannot be undone.</p>
        {del.error ? (
          <div className="mt-3">
            <ErrorPanel compact error={del.error} />
          </div>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
