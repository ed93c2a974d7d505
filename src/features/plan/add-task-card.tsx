import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { planMutations } from '../../api/plan-mutations.ts';
import { Card, CardTitle } from '../../components/ui/card.tsx';
import { rememberTask } from './added-tasks.ts';
import { TaskForm } from './task-form.tsx';

/** Add task (spec: POST /checklist/{site_id}/task, `title` and `text` required, `for_all` optional). */
export function AddTaskCard({
  siteId,
  onAdded,
  onCancel,
}: {
  siteId: number;
  onAdded: (title: string) => void;
  onCancel: () => void;
}) {
  const [forAll, setForAll] = useState(false);
  const forAllId = useId();
  const add = useMutation(planMutations.addTask(siteId));
  return (
    <Card className="mb-6" aria-labelledby={`${forAllId}-title`}>
      <CardTitle>
        <span id={`${forAllId}-title`}>Add a task</span>
      </CardTitle>
      <TaskForm
        label="Add a task"
        initial={{ title: '', text: '' }}
        submitLabel="Add task"
        busy={add.isPending}
        error={add.error}
        onSubmit={(fields) =>
          add.mutate(
            { ...fields, ...(forAll ? { for_all: true } : {}) },
            {
              onSuccess: (created) => {
                rememberTask(siteId, created.id, fields.text);
                onAdded(fields.title);
              },
            },
          )
        }
        onCancel={onCancel}
        extra={
          <div className="flex items-start gap-2">
            <input
              id={forAllId}
              type="checkbox"
              className="mt-0.5 size-4"
              checked={forAll}
              onChange={(e) => setForAll(e.target.checked)}
              aria-describedby={`${forAllId}-hint`}
            />
            <div>
              <label htmlFor={forAllId} className="text-sm font-medium text-slate-800">
                Add to all projects
              </label>
              <p id={`${forAllId}-hint`} className="text-xs text-slate-500">
                The task is added to the marketing plan of every site in your account, not only this one.
              </p>
            </div>
          </div>
        }
      />
    </Card>
  );
}
