import { useMutation } from '@tanstack/react-query';
import type { ChecklistItem } from '../../api/plan.ts';
import { planMutations } from '../../api/plan-mutations.ts';
import { rememberedText, rememberTask } from './added-tasks.ts';
import { TaskForm } from './task-form.tsx';

/** A text the service sent with the item, should it ever send one (the spec's item has titles only). */
function textOf(item: ChecklistItem): string | undefined {
  return typeof item.text === 'string' && item.text.trim() !== '' ? item.text : undefined;
}

/**
 * Edit a task (spec: PUT /checklist/{site_id}/task with `task_id`, `title` and `text`, all required). The
 * checklist returns no task texts, so the text is asked for again — filled in only when this browser saved it.
 */
export function EditTaskForm({
  siteId,
  item,
  onSaved,
  onCancel,
}: {
  siteId: number;
  item: ChecklistItem;
  onSaved: (title: string) => void;
  onCancel: () => void;
}) {
  const known = textOf(item) ?? rememberedText(siteId, item.id);
  const edit = useMutation(planMutations.updateTask(siteId, item.id));
  const hint =
    known === undefined
      ? 'The checklist does not return task texts, so enter the text again: saving replaces it.'
      : 'The checklist does not return task texts: this is the text last saved from this browser. Check it before saving: saving replaces it.';
  return (
    <div className="mt-2 rounded-md border border-slate-200 bg-slate-50 p-3">
      <TaskForm
        label={`Edit task “${item.title}”`}
        initial={{ title: item.title, text: known ?? '' }}
        textHint={hint}
        submitLabel="Save task"
        busy={edit.isPending}
        error={edit.error}
        onSubmit={(fields) =>
          edit.mutate(fields, {
            onSuccess: () => {
              rememberTask(siteId, item.id, fields.text);
              onSaved(fields.title);
            },
          })
        }
        onCancel={onCancel}
      />
    </div>
  );
}
