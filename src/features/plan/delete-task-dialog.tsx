import { useMutation } from '@tanstack/react-query';
import type { ChecklistItem } from '../../api/plan.ts';
import { planMutations } from '../../api/plan-mutations.ts';
import { ActionError } from '../../components/errors/action-error.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { forgetTask } from './added-tasks.ts';

/** Delete a task you added, after a confirmation (spec: DELETE /checklist/{site_id}/task/{task_id}, 204). */
export function DeleteTaskDialog({
  siteId,
  item,
  open,
  onClose,
  onDeleted,
}: {
  siteId: number;
  item: ChecklistItem;
  open: boolean;
  onClose: () => void;
  onDeleted: (title: string) => void;
}) {
  const remove = useMutation(planMutations.deleteTask(siteId, item.id));
  return (
    <ConfirmDialog
      open={open}
      title="Delete this task?"
      confirmLabel="Delete task"
      tone="danger"
      busy={remove.isPending}
      // the deletion's own promise, not mutate's callbacks, which are dropped if the row leaves with the
      // checklist's re-read first; a failure shows from the mutation's state below
      onConfirm={() =>
        void remove.mutateAsync().then(
          () => {
            forgetTask(siteId, item.id);
            onDeleted(item.title);
          },
          () => undefined,
        )
      }
      onCancel={() => {
        remove.reset();
        onClose();
      }}
    >
      <p className="[overflow-wrap:anywhere]">
        “{item.title}” will be removed from this site’s marketing plan, with its progress. This cannot be
        undone.
      </p>
      <ActionError error={remove.error} />
    </ConfirmDialog>
  );
}
